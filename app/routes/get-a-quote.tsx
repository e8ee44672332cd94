import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { routeMeta } from "../lib/seo.ts";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("get-a-quote");

export default function GetAQuotePage() {
  return (
    <PageFrame page={getPage("get-a-quote")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">
          Tell us a little about your home or business and the cleaning you need. Estimates are free and there
          is no obligation: a member of our team will get back to you as soon as possible, usually the same
          business day.
        </p>
      </PageSection>
    </PageFrame>
  );
}
