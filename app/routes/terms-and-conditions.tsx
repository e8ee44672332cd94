import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { routeMeta } from "../lib/seo.ts";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("terms-and-conditions");

export default function TermsAndConditionsPage() {
  return (
    <PageFrame page={getPage("terms-and-conditions")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">
          These terms and conditions apply to your use of our website and to the cleaning services you book
          with us. Please read them carefully: by using the website or booking a service you agree to them.
        </p>
      </PageSection>
    </PageFrame>
  );
}
