import type { MetaArgs } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { directionsUrl } from "../components/map/business-map.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { business, formatAddress, telHref } from "../content/business.ts";
import { hoursLines } from "../content/model/hours.ts";
import { listInWords } from "../content/model/tokens.ts";
import { mapWords } from "../i18n/island-words.ts";
import { useWords } from "../i18n/use-words.ts";
import BusinessMapIsland from "../islands/business-map.tsx";
import { routeMeta } from "../lib/seo.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";

export const meta = ({ location }: MetaArgs) => routeMeta("contact-us", [], {}, location);

const CONTACT_MAP_HEIGHT = 400;
const link = "text-brand-700 underline underline-offset-2 hover:text-brand-900";

function DetailIcon({ path }: { path: string }) {
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={path} />
      </svg>
    </span>
  );
}

const icons = {
  pin: "M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  phone:
    "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2Z",
  mail: "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm18 2-10 7L2 6",
  clock: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-15v5l3 3",
};

export default function ContactUsPage() {
  const { page, path, t, lang } = useWords();
  const { business: details, facts } = useSiteContent();
  const { address } = business;
  const place = { latitude: details.latitude, longitude: details.longitude, address: formatAddress(details) };
  return (
    <PageFrame page={page("contact-us")}>
      <PageSection>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
          <div>
            <h2 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{t("contact.heading")}</h2>
            <p className="mt-4 text-lg leading-relaxed">{t("contact.intro")}</p>

            <address className="mt-8 space-y-6 not-italic">
              <div className="flex gap-4">
                <DetailIcon path={icons.pin} />
                <div>
                  <p className="font-semibold text-brand-900">{t("contact.office")}</p>
                  <p>
                    {business.name}
                    <br />
                    {details.street}
                    <br />
                    {address.city}, {address.region} {details.postalCode}
                  </p>
                  <a
                    href={directionsUrl(place)}
                    className={`${link} mt-1 inline-block`}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {t("map.directions")}
                    <span className="sr-only">{` ${t("contact.directionsHint")}`}</span>
                  </a>
                </div>
              </div>
              <div className="flex gap-4">
                <DetailIcon path={icons.phone} />
                <div>
                  <p className="font-semibold text-brand-900">{t("contact.phone")}</p>
                  <a href={telHref(details.phone)} className={`${link} text-lg font-semibold`}>
                    {details.phone}
                  </a>
                  <p className="text-sm text-slate-600">{t("contact.phoneHint")}</p>
                </div>
              </div>
              <div className="flex gap-4">
                <DetailIcon path={icons.mail} />
                <div className="min-w-0">
                  <p className="font-semibold text-brand-900">{t("contact.email")}</p>
                  <a href={`mailto:${details.email}`} className={`${link} break-all`}>
                    {details.email}
                  </a>
                </div>
              </div>
              <div className="flex gap-4">
                <DetailIcon path={icons.clock} />
                <div>
                  <p className="font-semibold text-brand-900">{t("contact.hours")}</p>
                  {hoursLines(details.hours, lang).map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </div>
              </div>
            </address>
          </div>

          <div>
            <h2 className="sr-only">{t("contact.mapHeading")}</h2>
            <BusinessMapIsland.Root
              place={place}
              height={CONTACT_MAP_HEIGHT}
              words={mapWords(lang, place.address)}
            />
            <p className="mt-3 text-sm text-slate-600">
              {t("contact.area", {
                towns: listInWords(
                  details.towns.map((town) => town.name),
                  lang,
                ),
              })}
            </p>
            <div className="mt-8 rounded-2xl bg-brand-50 p-5">
              <h2 className="text-lg font-bold text-brand-900">{t("contact.reply.heading")}</h2>
              <p className="mt-2 leading-relaxed text-slate-700">
                {t("contact.reply.text", { replyTime: facts.replyTime })}
              </p>
              <ButtonLink to={path("get-a-quote")} className="mt-4">
                {t("action.getQuote")}
              </ButtonLink>
            </div>
          </div>
        </div>
      </PageSection>
    </PageFrame>
  );
}
