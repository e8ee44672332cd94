import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { routeMeta } from "../lib/seo.ts";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("commercial");

export default function CommercialPage() {
  return (
    <PageFrame page={getPage("commercial")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">
          A clean workplace is a healthier, more productive one. We clean daycares, doctors' offices, office
          spaces and gyms in Abilene on a schedule built around your hours, with trained, background-checked
          staff and products that are safe for children, patients and pets.
        </p>
      </PageSection>
    </PageFrame>
  );
}
