import type { MetaArgs } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { LegalDocument } from "../components/legal/legal-document.tsx";
import { cookiePolicyFor } from "../content/legal/cookies.ts";
import { sitePractices } from "../content/legal/site-practices.ts";
import { useWords } from "../i18n/use-words.ts";
import { routeMeta } from "../lib/seo.ts";

export const meta = ({ location }: MetaArgs) => routeMeta("cookies", [], {}, location);

export default function CookiesPage() {
  const { page, lang } = useWords();
  return (
    <PageFrame page={page("cookies")}>
      <PageSection>
        <LegalDocument document={cookiePolicyFor(sitePractices, lang)} />
      </PageSection>
    </PageFrame>
  );
}
