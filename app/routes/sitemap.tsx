import { Link, type MetaArgs } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { useWords } from "../i18n/use-words.ts";
import { routeMeta } from "../lib/seo.ts";
import { absoluteUrl } from "../lib/site-url.ts";
import { sitePages } from "../route-table.ts";

export const meta = ({ location }: MetaArgs) => routeMeta("sitemap", [], {}, location);

export default function SitemapPage() {
  const { page } = useWords();
  return (
    <PageFrame page={page("sitemap")}>
      <PageSection>
        <p className="mb-6 max-w-3xl text-lg">
          Every page of our website in one list. Looking for a quote? Start with{" "}
          <Link to="/get-a-quote" className="text-brand-700 underline">
            Get A Quote
          </Link>
          .
        </p>
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">All pages of the website</caption>
            <thead className="bg-brand-50 text-brand-900">
              <tr>
                <th scope="col" className="w-16 px-4 py-3">
                  #
                </th>
                <th scope="col" className="px-4 py-3">
                  URL
                </th>
              </tr>
            </thead>
            <tbody>
              {sitePages.map((page, index) => (
                <tr key={page.id} className="border-t border-slate-200">
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
