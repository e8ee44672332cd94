import type { Lang } from "../model/languages.ts";
import { pageModified } from "../page-dates.ts";
import { spanishCookiePolicy } from "./cookies-es.ts";
import { purposeWords, type SitePractices, sitePractices } from "./site-practices.ts";
import { type LegalBlock, type LegalDocument, p, section, ul } from "./types.ts";

/**
 * The Cookie Policy (docs/product.md §1, §2: essential, analytics and advertising purposes; a link to /contact-us
 * labelled "contact form"), for the site as configured (site-practices.ts): analytics and advertising cookies are
 * described only when the tag manager has tags for them, reCAPTCHA only with a bot check. They are set only after
 * consent: the tag manager waits for the cookie banner (app/lib/consent.ts, Consent Mode v2 denied by default).
 */
export function cookiePolicyFor(site: SitePractices, lang: Lang = "en"): LegalDocument {
  return lang === "es" ? spanishCookiePolicy(site) : englishCookiePolicy(site);
}

function englishCookiePolicy(site: SitePractices): LegalDocument {
  const optional = site.consentPurposes;
  const has = (purpose: "analytics" | "advertising") => optional.includes(purpose);
  const consentRows = optional.length
    ? [
        [
          "Your cookie choices",
          `Remembers whether you accepted or declined ${purposeWords(optional)} cookies, so the cookie banner does not ask you again on every page.`,
          "Persistent: until you change your choice or clear your browser data",
        ],
        [
          "Cookie banner closed",
          "Remembers that you closed the cookie banner without choosing, so it does not ask again on every page of this visit. Nothing is allowed.",
          "Session: deleted when you close your browser",
        ],
      ]
    : [];
  const botCheckRows = site.botCheck
    ? [
        [
          "Google reCAPTCHA (_GRECAPTCHA)",
          "Set when you use our quote form, to tell people from automated spam so that your request reaches us.",
          "Persistent: up to 6 months",
        ],
      ]
    : [];
  const none = (kind: string): LegalBlock =>
    p(
      `Our website does not use ${kind} cookies, and no ${kind} service receives information about your visit.`,
    );
  return {
    lang: "en",
    modified: pageModified("cookies"),
    intro: [
      p(
        `This Cookie Policy explains what cookies are, which cookies our website uses (${optional.length ? `for essential, ${purposeWords(optional)} purposes` : "only essential ones"}), why we use them, and how you can control them. It should be read together with our [Privacy Policy](/privacy-policy).`,
      ),
    ],
    sections: [
      section(
        "What cookies are",
        p(
          "Cookies are small text files that a website stores in your browser so it can remember something about your visit, such as a choice you made. Similar technologies, such as local storage in your browser, work the same way; in this policy we call them all cookies.",
        ),
        p(
          "Cookies set by our own website are first-party cookies. Cookies set by another company whose service we use, such as Google, are third-party cookies.",
        ),
      ),
      section(
        "Essential cookies",
        p(
          "Essential cookies make the website work and keep it secure. They are always on, because the website cannot work properly without them, and they are not used to track you across other websites.",
        ),
        {
          kind: "table",
          caption: "Essential cookies",
          columns: ["Example", "What it does", "How long it lasts"],
          rows: [
            ...consentRows,
            ...botCheckRows,
            [
              "Visit details for the quote form",
              "Keeps the page you arrived on and the campaign that brought you for the rest of your visit, so a quote request can tell us how you found us.",
              "Session: deleted when you close your browser",
            ],
          ],
        },
      ),
      section(
        "Analytics cookies",
        ...(has("analytics")
          ? [
              p(
                "Analytics cookies help us understand how visitors use the website: which pages are visited, how people find us and where they leave, so that we can make the website easier to use. The information is counted in aggregate; we do not use it to identify you.",
              ),
              p("We only set analytics cookies if you accept them in the cookie banner."),
              {
                kind: "table",
                caption: "Analytics cookies",
                columns: ["Example", "What it does", "How long it lasts"],
                rows: [
                  [
                    "Google Analytics (_ga)",
                    "Tells one browser from another so that visits can be counted without identifying you.",
                    "Persistent: up to 2 years",
                  ],
                  [
                    "Google Analytics (_ga_<id>)",
                    "Keeps track of the current visit (session) and the pages seen during it.",
                    "Persistent: up to 2 years",
                  ],
                ],
              } satisfies LegalBlock,
            ]
          : [none("analytics")]),
      ),
      section(
        "Advertising cookies",
        ...(has("advertising")
          ? [
              p(
                "Advertising cookies help us measure whether our online advertising works, for example whether someone who clicked one of our ads went on to request a quote, and show our ads to people who are likely to be interested in them.",
              ),
              p("We only set advertising cookies if you accept them in the cookie banner."),
              {
                kind: "table",
                caption: "Advertising cookies",
                columns: ["Example", "What it does", "How long it lasts"],
                rows: [
                  [
                    "Google Ads conversion linker (_gcl_au)",
                    "Links a click on one of our ads to a quote request, so that we can tell which ads are useful.",
                    "Persistent: up to 90 days",
                  ],
                  [
                    "Google advertising cookies (such as IDE)",
                    "Used by Google to show relevant ads and to limit how often you see the same ad.",
                    "Persistent: up to 13 months",
                  ],
                ],
              } satisfies LegalBlock,
            ]
          : [none("advertising")]),
      ),
      section(
        "How long cookies last",
        ul(
          "Session cookies are deleted when you close your browser.",
          "Persistent cookies stay in your browser until they expire (the durations above are the longest they last) or until you delete them.",
        ),
      ),
      section(
        "How to control cookies",
        p(
          optional.length
            ? `The cookie banner asks on your first visit whether you accept ${purposeWords(optional)} cookies. Until you accept, none are set. If you close the banner without choosing (with the Escape key), none are set either, and it asks again on your next visit. You can change your choice at any time with the Cookie settings link in the footer of every page.`
            : "Our website sets only essential cookies and storage, so there is nothing to accept or refuse and no cookie banner.",
        ),
        p(
          "You can also block or delete cookies in your browser's settings. Most browsers explain how in their help pages:",
        ),
        ul(
          "[Google Chrome](https://support.google.com/chrome/answer/95647)",
          "[Mozilla Firefox](https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox)",
          "[Apple Safari](https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac)",
          "[Microsoft Edge](https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09)",
        ),
        p(
          `${has("analytics") ? "Google also offers a [browser add-on to opt out of Google Analytics](https://tools.google.com/dlpage/gaoptout). " : ""}${has("advertising") ? "Google's [ad settings](https://adssettings.google.com) control the ads you see. " : ""}If you block essential cookies, parts of the website, such as the quote form, may not work.`,
        ),
      ),
      section(
        "Changes to this policy",
        p(
          'We may update this policy when the cookies we use change. The "Last updated" date at the top of this page shows when it last changed.',
        ),
      ),
      section(
        "Contact us",
        p(
          "If you have any questions about our use of cookies, please reach out to us through our [contact form](/contact-us).",
        ),
      ),
    ],
  };
}

/** The English policy of the site as built. */
export const cookiePolicy: LegalDocument = cookiePolicyFor(sitePractices);
