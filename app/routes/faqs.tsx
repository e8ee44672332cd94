import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { routeMeta } from "../lib/seo.ts";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("faqs");

export default function FaqsPage() {
  return (
    <PageFrame page={getPage("faqs")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">
          Answers to the questions we hear most about our cleaning services: what we clean, what to expect on
          the day, scheduling, supplies, pets and our satisfaction guarantee. Can't find your answer? Call or
          contact us and we will help.
        </p>
      </PageSection>
    </PageFrame>
  );
}
