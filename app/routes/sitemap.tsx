import { Link, type MetaArgs } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { LOCALES } from "../content/model/languages.ts";
import { useWords } from "../i18n/use-words.ts";
import { routeMeta } from "../lib/seo.ts";
import { absoluteUrl } from "../lib/site-url.ts";
import { langOf, sitePages } from "../route-table.ts";

export const meta = ({ location }: MetaArgs) => routeMeta("sitemap", [], {}, location);

/**
 * The English sitemap lists every page of the route table, English and Spanish (each row in its own language);
 * the Spanish one lists the Spanish pages, so it reads in Spanish throughout (its header links to the English one).
 */
export default function SitemapPage() {
  const { page, path, t, rich, lang } = useWords();
  const listed = lang === "en" ? sitePages : sitePages.filter((sitePage) => langOf(sitePage) === lang);
  return (
    <PageFrame page={page("sitemap")}>
      <PageSection>
        <p className="mb-6 max-w-3xl text-lg">
          {rich("sitemap.intro", {
            link: (words) => (
              <Link to={path("get-a-quote")} className="text-brand-700 underline">
                {words}
              </Link>
            ),
          })}
        </p>
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">{t("sitemap.caption")}</caption>
            <thead className="bg-brand-50 text-brand-900">
              <tr>
                <th scope="col" className="w-16 px-4 py-3">
                  #
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("sitemap.url")}
                </th>
              </tr>
            </thead>
            <tbody>
              {listed.map((page, index) => (
                <tr
                  key={page.id}
                  className="border-t border-slate-200"
                  // A page of the other language is named in its own words: said in its own language.
                  lang={langOf(page) === lang ? undefined : LOCALES[langOf(page)]}
                >
                  <td className="px-4 py-3 text-slate-600">{index + 1}</td>
                  <td className="px-4 py-3">
                    <Link
                      to={page.path}
                      className="break-all text-brand-700 underline underline-offset-4 hover:text-brand-900"
                    >
                      {absoluteUrl(page.path)}
                    </Link>
                    {/* The title on its own line (a block also without CSS): it no longer fits beside the URL. */}
                    <div className="text-slate-600">{page.title}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>
    </PageFrame>
  );
}
