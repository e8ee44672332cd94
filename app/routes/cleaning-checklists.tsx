import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { routeMeta } from "../lib/seo.ts";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("cleaning-checklists");

export default function CleaningChecklistsPage() {
  return (
    <PageFrame page={getPage("cleaning-checklists")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">
          Not sure which cleaning you need? This checklist shows exactly what is included in our recurring,
          deep and move-in/move-out cleanings, room by room, and which extras you can add on.
        </p>
      </PageSection>
    </PageFrame>
  );
}
