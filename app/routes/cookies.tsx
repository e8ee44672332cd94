import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { LegalDocument } from "../components/legal/legal-document.tsx";
import { cookiePolicy } from "../content/legal/cookies.ts";
import { routeMeta } from "../lib/seo.ts";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("cookies");

export default function CookiesPage() {
  return (
    <PageFrame page={getPage("cookies")}>
      <PageSection>
        <LegalDocument document={cookiePolicy} />
      </PageSection>
    </PageFrame>
  );
}
