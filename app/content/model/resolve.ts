import type { SiteContent, SitePhoto, SiteWords } from "../../lib/site-content.ts";
import { getPage } from "../../route-table.ts";
import type { ArrivalWindow, SiteBooking } from "../booking.ts";
import { type BusinessDetails, type BusinessFacts, WEEKDAYS } from "../business.ts";
import { STORED_PAGE_SLUGS } from "../pages/stored-pages.ts";
import { services } from "../services/index.ts";
import { serviceKeys } from "../services/types.ts";
import { TRUST_AUDIENCES } from "../trust-claims.ts";
import { type ContentModel, FAQ_LIST_KEYS, type ModelBusiness } from "./content-model.ts";
import { formattedToHtml } from "./formatted-text.ts";
import { openIsoWeekdays } from "./hours.ts";
import { DEFAULT_LANG, inLanguage, inSentence, type Lang, type Text } from "./languages.ts";
import { emptyRecord, own } from "./paths.ts";
import { fillTokens, fillTokensAsFormatted, type ServiceLink, type TokenValues } from "./tokens.ts";

/**
 * The content model resolved for one language: what the pages read (SiteContent). Texts fall back to the default
 * language where a language has no value yet, tokens ("{phone}") are filled in, formatted text becomes safe HTML,
 * and every list follows its order. Server and build only (formatted text needs markdown-it and sanitize-html).
 */

/** A photo's stored facts: its sizes and renditions (server/store/site-content.ts). */
export interface PhotoFacts {
  id: string;
  width: number;
  height: number;
  widths: number[];
  jpegWidth: number;
  /** Its AVIF renditions exist (they are made after the WebP and JPEG ones). */
  avif: boolean;
}

export function detailsOf(business: ModelBusiness): BusinessDetails {
  const { towns, townOrder, hours, ...rest } = business;
  return {
    ...rest,
    hours: Object.fromEntries(WEEKDAYS.map((day) => [day, { ...hours[day] }])) as BusinessDetails["hours"],
    towns: townOrder.flatMap((id) => {
      const town = own(towns, id);
      return town ? [{ name: town.name, zipCodes: [...town.zipCodes] }] : [];
    }),
  };
}

function factsOf(model: ContentModel, lang: Lang): BusinessFacts {
  const { facts } = model;
  return {
    entityName: facts.entityName.value,
    venue: inLanguage(facts.venue.value, lang),
    liabilityLimit: inLanguage(facts.liabilityLimit.value, lang),
    quoteRequestMonths: facts.quoteRequestMonths.value,
    serverLogDays: facts.serverLogDays.value,
    replyTime: inLanguage(facts.replyTime.value, lang),
    payment: inLanguage(facts.payment.value, lang),
    developerCredit: {
      label: inLanguage(facts.developerCredit.value.label, lang),
      url: facts.developerCredit.value.url,
    },
  };
}

/**
 * The services of one audience, named and linked in `lang`: "{home services}" on a Spanish page lists the Spanish
 * names, linking the Spanish pages. Spanish writes a common noun inside a sentence in lower case ("limpieza
 * profunda"); English keeps the names as titles ("Deep Cleaning").
 */
export const serviceLinks = (audience: "home" | "business", lang: Lang): ServiceLink[] =>
  serviceKeys
    .filter((key) => services[key].audience === audience)
    .map((key) => ({
      name: inSentence(inLanguage(services[key].cardTitle, lang), lang),
      path: getPage(key, lang).path,
    }));

const paragraphs = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
const lines = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function wordsOf(model: ContentModel, tokens: TokenValues): SiteWords {
  const { lang } = tokens;
  const say = (value: Text) => fillTokens(inLanguage(value, lang), tokens);
  const claims = emptyRecord<SiteWords["claims"]["home"]>() as SiteWords["claims"];
  for (const audience of TRUST_AUDIENCES) {
    const strip = model.claims[audience];
    claims[audience] = (Object.keys(strip) as Array<keyof typeof strip>).flatMap((icon) => {
      const claim = strip[icon];
      return claim.shown ? [{ icon, title: say(claim.title), text: say(claim.text) }] : [];
    });
  }
  const faqs = emptyRecord<SiteWords["faqs"]["faqs"]>() as SiteWords["faqs"];
  for (const list of FAQ_LIST_KEYS) {
    faqs[list] = (own(model.faqLists, list) ?? []).flatMap((id) => {
      const entry = own(model.faq, id);
      return entry ? [{ id, question: say(entry.question), answer: say(entry.answer) }] : [];
    });
  }
  const serviceWords = emptyRecord<SiteWords["services"]["moving"]>() as SiteWords["services"];
  for (const key of serviceKeys) {
    const words = model.services[key];
    serviceWords[key] = {
      introHeading: say(words.introHeading),
      intro: paragraphs(say(words.intro)),
      benefitsHeading: say(words.benefitsHeading),
      benefits: words.benefitOrder.flatMap((id) => {
        const benefit = own(words.benefits, id);
        return benefit ? [{ id, title: say(benefit.title), text: say(benefit.text) }] : [];
      }),
      whyChooseUs: lines(say(words.whyChooseUs)),
    };
  }
  const pages = emptyRecord<string>() as SiteWords["pages"];
  for (const slug of STORED_PAGE_SLUGS) {
    pages[slug] = formattedToHtml(fillTokensAsFormatted(inLanguage(model.pages[slug], lang), tokens));
  }
  const checklist = emptyRecord<SiteWords["checklist"][string]>();
  for (const id of Object.keys(model.checklist)) {
    const row = own(model.checklist, id);
    if (row) checklist[id] = { recurring: row.recurring, deep: row.deep, move: row.move };
  }
  return {
    home: { subtitle: say(model.home.subtitle), intro: say(model.home.intro) },
    claims,
    faqs,
    services: serviceWords,
    pages,
    checklist,
  };
}

/** The default language, when a page of another one shows a text in it for want of its own words. */
function shownIn(value: Text, lang: Lang): Lang | undefined {
  return lang !== DEFAULT_LANG && !value[lang].trim() ? DEFAULT_LANG : undefined;
}

/**
 * The owner's booking terms for `lang`: the windows in use, earliest first (then by name), the removed ones apart,
 * and the weekdays visits can be booked: the days the business opens, unless the owner chose their own.
 */
export function bookingOf(model: ContentModel, lang: Lang): SiteBooking {
  const windows: ArrivalWindow[] = [];
  const retired: ArrivalWindow[] = [];
  for (const id of Object.keys(model.booking.windows)) {
    const window = own(model.booking.windows, id);
    if (!window) continue;
    const { starts, ends, offeredTo } = window;
    (window.retired ? retired : windows).push({
      id,
      label: inLanguage(window.label, lang),
      starts,
      ends,
      offeredTo,
    });
  }
  const order = (a: ArrivalWindow, b: ArrivalWindow) =>
    a.starts.localeCompare(b.starts) || a.ends.localeCompare(b.ends) || a.id.localeCompare(b.id);
  const workDays = model.booking.daysFollowHours
    ? openIsoWeekdays(model.business.hours)
    : WEEKDAYS.flatMap((day, index) => (model.booking.days[day] ? [index + 1] : []));
  return { windows: windows.sort(order), retiredWindows: retired.sort(order), workDays };
}

/** What the pages show in `lang`: described photos only, shown testimonials only, ids looked up as own keys. */
export function resolveContent(model: ContentModel, facts: readonly PhotoFacts[], lang: Lang): SiteContent {
  const photos: SiteContent["photos"] = emptyRecord<SitePhoto>();
  for (const fact of facts) {
    const described = own(model.photos, fact.id)?.alt;
    // Shown once described in English; on another language's page in its words, or the English marked as such.
    if (!described?.en.trim()) continue;
    const alt = inLanguage(described, lang).trim();
    const { id, width, height, widths, jpegWidth, avif } = fact;
    const altLang = shownIn(described, lang);
    photos[id] = { id, alt, ...(altLang ? { altLang } : {}), width, height, widths, jpegWidth, avif };
  }
  const galleries: SiteContent["galleries"] = {};
  const comparisons: SiteContent["comparisons"] = {};
  for (const key of [...serviceKeys, "commercial"] as const) {
    const ids = own(model.galleries, key)?.filter((id) => own(photos, id) !== undefined);
    if (ids && ids.length > 0) galleries[key] = ids;
    const pair = own(model.comparisons, key);
    if (pair && own(photos, pair.before) && own(photos, pair.after)) comparisons[key] = { ...pair };
  }
  const testimonials = model.testimonialOrder.flatMap((id) => {
    const entry = own(model.testimonials, id);
    if (!entry || entry.hidden) return [];
    const { text: words, customerName, place, date, rating } = entry;
    return [
      {
        id,
        text: words,
        customerName,
        ...(place ? { place } : {}),
        date,
        ...(rating ? { rating } : {}),
        ...(entry.lang !== lang ? { lang: entry.lang } : {}),
      },
    ];
  });
  const noticeLang = shownIn(model.notice.text, lang);
  const details = detailsOf(model.business);
  const businessFacts = factsOf(model, lang);
  const tokens: TokenValues = {
    details,
    facts: businessFacts,
    homeServices: serviceLinks("home", lang),
    businessServices: serviceLinks("business", lang),
    lang,
  };
  return {
    lang,
    business: details,
    facts: businessFacts,
    words: wordsOf(model, tokens),
    photos,
    galleries,
    comparisons,
    testimonials,
    ...(model.notice.text.en
      ? {
          notice: {
            text: inLanguage(model.notice.text, lang),
            until: model.notice.until,
            ...(noticeLang ? { lang: noticeLang } : {}),
          },
        }
      : {}),
    booking: bookingOf(model, lang),
    payments: { ...model.payments },
  };
}
