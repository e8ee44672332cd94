import type { MetaArgs } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { LegalDocument } from "../components/legal/legal-document.tsx";
import { securityPolicyFor } from "../content/legal/security.ts";
import { useWords } from "../i18n/use-words.ts";
import { routeMeta } from "../lib/seo.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";

export const meta = ({ location }: MetaArgs) => routeMeta("security-policy", [], {}, location);

export default function SecurityPolicyPage() {
  const { page } = useWords();
  return (
    <PageFrame page={page("security-policy")}>
      <PageSection>
        <LegalDocument document={securityPolicyFor(useSiteContent())} />
      </PageSection>
    </PageFrame>
  );
}
