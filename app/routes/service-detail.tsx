import { type MetaArgs, useLocation } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { notFoundMeta, pageMeta } from "../lib/seo.ts";
import { findPageByPath } from "../route-table.ts";

// One module renders the eleven service detail pages: the route table entry of the current path names the content
// record.
export const meta = ({ location }: MetaArgs) => {
  const page = findPageByPath(location.pathname);
  return page ? pageMeta(page) : notFoundMeta();
};

export default function ServiceDetailPage() {
  const page = findPageByPath(useLocation().pathname);
  if (!page) throw new Error("service-detail.tsx is routed only from the route table");
  return (
    <PageFrame page={page}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">{page.description}</p>
        <ButtonLink to="/get-a-quote" className="mt-8">
          Request A Quote
        </ButtonLink>
      </PageSection>
    </PageFrame>
  );
}
