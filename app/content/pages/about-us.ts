import { escapeHtml as h } from "../../lib/plain-text.ts";
import { business, formatAddress } from "../business.ts";
import type { StaticPage } from "./types.ts";

const otherTowns = business.serviceArea
  .map((town) => town.name)
  .filter((name) => name !== business.address.city);
const townList = `${otherTowns.slice(0, -1).map(h).join(", ")} and ${h(otherTowns.at(-1) ?? "")}`;

export const aboutUs: StaticPage = {
  id: 12,
  title: { rendered: "About Us" },
  slug: "about-us",
  status: "published",
  protected: false,
  date: "2026-11-21T09:00:00",
  date_gmt: "2026-11-21T15:00:00",
  modified: "2026-11-21T09:00:00",
  modified_gmt: "2026-11-21T15:00:00",
  excerpt: {
    rendered: `<p>${h(business.name)} is a residential and commercial cleaning company in Abilene, Texas, built on ${business.yearsOfExperience} years of experience and one simple idea: cleaning with integrity.</p>\n`,
  },
  content: {
    rendered: `
<h2>Cleaning with integrity</h2>
<p>${h(business.name)} is a locally owned residential and commercial cleaning company in Abilene, Texas. We clean homes, rentals, new builds and businesses across the Big Country, and we do it the way we would want our own homes cleaned: thoroughly, safely and honestly.</p>
<p>Our team brings <strong>${business.yearsOfExperience} years of cleaning experience</strong> to every visit. Over those years we have learned that a great clean is not only about shining surfaces. It is about showing up when we said we would, doing what we promised, and treating your home or workplace with respect.</p>

<h2>What we do</h2>
<p>We offer house cleaning, deep cleaning, recurring weekly, bi-weekly and monthly visits, move-in/move-out cleaning, Airbnb and rental turnovers, and new construction cleaning. For businesses, we clean daycares, doctors' offices, office spaces, gyms and post-construction sites, scheduled around your hours so your work is never interrupted. See our <a href="/services">services</a> and our <a href="/cleaning-checklists">cleaning checklists</a> for exactly what each cleaning includes.</p>

<h2>Our values</h2>
<ul>
<li><strong>Integrity.</strong> We give honest, free estimates, we do what we quote, and if something is not right we say so and fix it.</li>
<li><strong>Reliability.</strong> We arrive on time, keep the same trusted team on your home where we can, and let you know ahead of time if anything changes.</li>
<li><strong>Care.</strong> We treat your belongings, your keys and your privacy with the care they deserve.</li>
<li><strong>Pride in the details.</strong> Baseboards, light switches and the corners behind the door: the details are what make a clean feel clean.</li>
</ul>

<h2>Why customers choose us</h2>
<ul>
<li><strong>Licensed, bonded and insured</strong> staff, background-checked and trained in our standards. Read our <a href="/security-policy">security policy</a>.</li>
<li><strong>Eco-friendly products</strong> that are tough on grime and gentle on your home.</li>
<li><strong>Pet and kid friendly:</strong> our products and our people are safe around the whole family, including the four-legged members.</li>
<li><strong>Flexible scheduling</strong> that fits your week, with weekly, bi-weekly and monthly plans.</li>
<li><strong>Free estimates</strong> with no obligation.</li>
<li>Our <a href="/guarantee">Satisfaction Guarantee</a>: contact us within 24 hours and we will re-clean anything we missed at no additional cost.</li>
</ul>

<h2>Where we clean</h2>
<p>From our office at ${h(formatAddress())}, we serve ${h(business.address.city)} and the surrounding Big Country towns of ${townList}, Texas.</p>
<p>Near one of these towns but not sure we reach you? Ask us: we will tell you honestly.</p>

<h2>Let's get your space sparkling</h2>
<p>Request a <a href="/get-a-quote">free quote</a> online, or call us at <a href="${h(business.phoneHref)}">${h(business.phone)}</a> for immediate service, ${h(business.hours.label)}. You can also email <a href="mailto:${h(business.email)}">${h(business.email)}</a>.</p>
`,
  },
};
