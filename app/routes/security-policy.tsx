import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { LegalDocument } from "../components/legal/legal-document.tsx";
import { securityPolicyFor } from "../content/legal/security.ts";
import { routeMeta } from "../lib/seo.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("security-policy");

export default function SecurityPolicyPage() {
  return (
    <PageFrame page={getPage("security-policy")}>
      <PageSection>
        <LegalDocument document={securityPolicyFor(useSiteContent())} />
      </PageSection>
    </PageFrame>
  );
}
