import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { routeMeta } from "../lib/seo.ts";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("security-policy");

export default function SecurityPolicyPage() {
  return (
    <PageFrame page={getPage("security-policy")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">
          When you let us into your home or business, you trust us with what matters most. This security
          policy explains how we protect your property, your privacy and your information, from hiring to the
          end of every visit.
        </p>
      </PageSection>
    </PageFrame>
  );
}
