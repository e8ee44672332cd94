import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { LegalDocument } from "../components/legal/legal-document.tsx";
import { termsFor } from "../content/legal/terms.ts";
import { routeMeta } from "../lib/seo.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("terms-and-conditions");

export default function TermsAndConditionsPage() {
  return (
    <PageFrame page={getPage("terms-and-conditions")}>
      <PageSection>
        <LegalDocument document={termsFor(useSiteContent())} numbered contentsLabel="Contents" />
      </PageSection>
    </PageFrame>
  );
}
