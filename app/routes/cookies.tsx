import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { routeMeta } from "../lib/seo.ts";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("cookies");

export default function CookiesPage() {
  return (
    <PageFrame page={getPage("cookies")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">
          This cookie policy explains what cookies are, which cookies our website uses for essential,
          analytics and advertising purposes, and how you can control them.
        </p>
      </PageSection>
    </PageFrame>
  );
}
