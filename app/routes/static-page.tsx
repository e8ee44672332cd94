import { type MetaArgs, useLocation } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { notFoundMeta, pageMeta } from "../lib/seo.ts";
import { findPageByPath } from "../route-table.ts";

// One module renders the stored static pages (about-us, privacy-policy, satisfaction-guarantee): the route table
// entry of the current path names the page's slug.
export const meta = ({ location }: MetaArgs) => {
  const page = findPageByPath(location.pathname);
  return page ? pageMeta(page) : notFoundMeta();
};

export default function StaticPage() {
  const page = findPageByPath(useLocation().pathname);
  if (!page) throw new Error("static-page.tsx is routed only from the route table");
  return (
    <PageFrame page={page}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">{page.description}</p>
      </PageSection>
    </PageFrame>
  );
}
