import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { routeMeta } from "../lib/seo.ts";
import { getPage } from "../route-table.ts";

export const meta = () => routeMeta("contact-us");

export default function ContactUsPage() {
  return (
    <PageFrame page={getPage("contact-us")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">
          Have a question about a cleaning, want to schedule a visit or need help with a booking? Call us,
          send an email or stop by our Abilene office. We are open Monday to Friday, 8:00 AM to 5:00 PM.
        </p>
      </PageSection>
    </PageFrame>
  );
}
