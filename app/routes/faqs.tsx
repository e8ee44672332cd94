import { Link } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { FaqAccordion } from "../components/sections/faq-accordion.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { business } from "../content/business.ts";
import { faqsForPage } from "../content/faqs.ts";
import { routeMeta } from "../lib/seo.ts";
import { faqNode, jsonLdMeta } from "../lib/structured-data.ts";
import { getPage } from "../route-table.ts";

const faqs = faqsForPage("faqs");

export const meta = () => routeMeta("faqs", [jsonLdMeta(faqNode(faqs))]);

export default function FaqsPage() {
  return (
    <PageFrame page={getPage("faqs")}>
      <PageSection>
        <div className="mx-auto max-w-3xl">
          <p className="mb-10 text-lg leading-relaxed">
            Answers to the questions we hear most about our cleaning services: where we work, estimates, what
            to expect on the day, supplies, scheduling and our satisfaction guarantee. For what each cleaning
            includes, room by room, see our{" "}
            <Link to="/cleaning-checklists" className="text-brand-700 underline underline-offset-2">
              cleaning checklists
            </Link>
            .
          </p>
          <FaqAccordion items={faqs} heading="Frequently Asked Questions" />

          <section
            aria-labelledby="still-have-questions"
            className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8"
          >
            <h2 id="still-have-questions" className="text-2xl font-extrabold text-brand-900">
              Still have questions?
            </h2>
            <p className="mt-3 leading-relaxed">
              We are happy to help. Call us {business.hours.label}, send us an email, or use our contact page,
              and a member of our team will get back to you.
            </p>
            <ul className="mt-5 space-y-2 text-lg">
              <li>
                <span className="font-semibold">Phone: </span>
                <a href={business.phoneHref} className="text-brand-700 underline underline-offset-2">
                  {business.phone}
                </a>
              </li>
              <li>
                <span className="font-semibold">Email: </span>
                <a
                  href={`mailto:${business.email}`}
                  className="break-all text-brand-700 underline underline-offset-2"
                >
                  {business.email}
                </a>
              </li>
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to="/contact-us" variant="secondary">
                Contact Us
              </ButtonLink>{" "}
              <ButtonLink to="/get-a-quote">Get a Quote</ButtonLink>
            </div>
          </section>
        </div>
      </PageSection>
    </PageFrame>
  );
}
