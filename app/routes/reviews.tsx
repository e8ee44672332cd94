import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { routeMeta } from "../lib/seo.ts";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("reviews");

export default function ReviewsPage() {
  return (
    <PageFrame page={getPage("reviews")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">
          Our customers are homeowners, rental hosts and businesses across Abilene and the Big Country. Here
          is what they say about working with our team.
        </p>
      </PageSection>
    </PageFrame>
  );
}
