import type { MetaArgs } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { LegalDocument } from "../components/legal/legal-document.tsx";
import { cookiePolicy } from "../content/legal/cookies.ts";
import { useWords } from "../i18n/use-words.ts";
import { routeMeta } from "../lib/seo.ts";

export const meta = ({ location }: MetaArgs) => routeMeta("cookies", [], {}, location);

export default function CookiesPage() {
  const { page } = useWords();
  return (
    <PageFrame page={page("cookies")}>
      <PageSection>
        <LegalDocument document={cookiePolicy} />
      </PageSection>
    </PageFrame>
  );
}
