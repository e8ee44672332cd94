import { escapeHtml as h } from "../../lib/plain-text.ts";
import { business } from "../business.ts";
import type { StaticPage } from "./types.ts";

const phone = `<a href="${h(business.phoneHref)}">${h(business.phone)}</a>`;
const email = `<a href="mailto:${h(business.email)}">${h(business.email)}</a>`;

export const satisfactionGuarantee: StaticPage = {
  id: 57,
  title: { rendered: "Satisfaction Guarantee" },
  slug: "satisfaction-guarantee",
  status: "published",
  protected: false,
  date: "2026-11-21T09:00:00",
  date_gmt: "2026-11-21T15:00:00",
  modified: "2026-11-21T09:00:00",
  modified_gmt: "2026-11-21T15:00:00",
  excerpt: {
    rendered:
      "<p>If you are not happy with any part of your cleaning, contact us within 24 hours and we will come back and re-clean it at no additional cost.</p>\n",
  },
  content: {
    rendered: `
<p>We want you to love coming home, or coming in to work, after every cleaning. If something is not right, we make it right.</p>

<h2>Our promise</h2>
<p><strong>If you are not satisfied with any part of your cleaning, contact us within 24 hours and we will come back and re-clean the areas that were missed, at no additional cost to you.</strong></p>
<p>The re-clean is done by our team at a time that suits you, normally within a few business days of your call.</p>

<h2>How to ask for a re-clean</h2>
<ol>
<li>Contact us within 24 hours of your cleaning: call ${phone} (${h(business.hours.label)}) or email ${email}.</li>
<li>Tell us which rooms or items were missed or not cleaned to your satisfaction. Photos help us understand and fix it faster.</li>
<li>We will agree on a time for the re-clean with you, and leave the rest of the area as it is until we return, so we can see exactly what needs attention.</li>
</ol>

<h2>What is covered</h2>
<ul>
<li>Any task in the scope of the cleaning you booked, as described in your booking confirmation and our <a href="/cleaning-checklists">cleaning checklists</a>, including add-ons you ordered.</li>
<li>Every type of cleaning we offer: house, deep, recurring, move-in/move-out, Airbnb and rental, new construction and commercial cleaning.</li>
</ul>

<h2>Reasonable limits</h2>
<ul>
<li>Requests must reach us within 24 hours of the cleaning, before the area has been used again or cleaned by someone else.</li>
<li>The guarantee covers the tasks you booked; work outside that scope can be added to a future visit.</li>
<li>Some things cannot be removed by cleaning, such as permanent stains, etching, scratches, fading or damage that existed before our visit. We will always tell you honestly when that is the case.</li>
<li>Our team needs access to the property for the re-clean at the agreed time.</li>
</ul>

<h2>Money back</h2>
<p>If, after the re-clean, the areas you booked are still not cleaned to the standard of our checklist, refunds follow the refund policy in our <a href="/terms-and-conditions#cancellation-and-refunds">Terms and Conditions</a>: we refund the part of the price that covers the work we did not deliver, up to the full price of the visit, to your original payment method.</p>

<p>Your feedback helps our team get better with every visit. Thank you for trusting us with your home or business.</p>
`,
  },
};
