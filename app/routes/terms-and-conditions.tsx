import type { MetaArgs } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { LegalDocument } from "../components/legal/legal-document.tsx";
import { termsFor } from "../content/legal/terms.ts";
import { useWords } from "../i18n/use-words.ts";
import { routeMeta } from "../lib/seo.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";

export const meta = ({ location }: MetaArgs) => routeMeta("terms-and-conditions", [], {}, location);

export default function TermsAndConditionsPage() {
  const { page } = useWords();
  return (
    <PageFrame page={page("terms-and-conditions")}>
      <PageSection>
        <LegalDocument document={termsFor(useSiteContent())} numbered contents="legal.contents" />
      </PageSection>
    </PageFrame>
  );
}
