import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { routeMeta } from "../lib/seo.ts";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("services");

export default function ServicesPage() {
  return (
    <PageFrame page={getPage("services")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">
          We clean homes, rentals and workplaces across Abilene and the Big Country, from a one-time deep
          clean to weekly visits and after-hours commercial cleaning. Every service comes with a free
          estimate, licensed, bonded and insured staff, eco-friendly products that are pet and kid friendly,
          and scheduling that fits your week.
        </p>
      </PageSection>
    </PageFrame>
  );
}
