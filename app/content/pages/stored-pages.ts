import { type Text, text } from "../model/languages.ts";

/**
 * The stored pages the owner writes (docs/product.md §3, "Static page"): About Us and the Satisfaction Guarantee, in
 * formatted text: "## " a heading, "- " or "1. " a list item, "**bold**", "[words](/a-page)" a link, a blank line
 * between paragraphs (app/content/model/formatted-text.ts). Words in braces follow the business's details where
 * they change: {business}, {years}, {address}, {phone}, {email}, {hours}, {towns}, {home services},
 * {business services} (app/content/model/tokens.ts). These are the defaults; the owner's own words replace them.
 */
export const STORED_PAGE_SLUGS = ["about-us", "satisfaction-guarantee"] as const;
export type StoredPageSlug = (typeof STORED_PAGE_SLUGS)[number];

const aboutUs = `## Cleaning with integrity

{business} is a locally owned residential and commercial cleaning company in Abilene, Texas. We clean homes, rentals, new builds and businesses across the Big Country, and we do it the way we would want our own homes cleaned: thoroughly, safely and honestly.

Our team brings **{years} years of cleaning experience** to every visit. Over those years we have learned that a great clean is not only about shining surfaces. It is about showing up when we said we would, doing what we promised, and treating your home or workplace with respect.

## What we do

For homes we offer {home services}. For businesses: {business services}, scheduled around your hours so your work is never interrupted. See our [services](/services) and our [cleaning checklists](/cleaning-checklists) for exactly what each cleaning includes.

## Our values

- **Integrity.** We give honest, free estimates, we do what we quote, and if something is not right we say so and fix it.
- **Reliability.** We arrive on time, keep the same trusted team on your home where we can, and let you know ahead of time if anything changes.
- **Care.** We treat your belongings, your keys and your privacy with the care they deserve.
- **Pride in the details.** Baseboards, light switches and the corners behind the door: the details are what make a clean feel clean.

## Why customers choose us

- **Licensed, bonded and insured** staff, background-checked and trained in our standards. Read our [security policy](/security-policy).
- **Eco-friendly products** that are tough on grime and gentle on your home.
- **Pet and kid friendly:** our products and our people are safe around the whole family, including the four-legged members.
- **Flexible scheduling** that fits your week, with weekly, bi-weekly and monthly plans.
- **Free estimates** with no obligation.
- Our [Satisfaction Guarantee](/guarantee): contact us within 24 hours and we will re-clean anything we missed at no additional cost.

## Where we clean

From our office at {address}, we serve {towns}, Texas.

Near one of these towns but not sure we reach you? Ask us: we will tell you honestly.

## Let's get your space sparkling

Request a [free quote](/get-a-quote) online, or call us at {phone} for immediate service, {hours}. You can also email {email}.
`;

const satisfactionGuarantee = `We want you to love coming home, or coming in to work, after every cleaning. If something is not right, we make it right.

## Our promise

**If you are not satisfied with any part of your cleaning, contact us within 24 hours and we will come back and re-clean the areas that were missed, at no additional cost to you.**

The re-clean is done by our team at a time that suits you, normally within a few business days of your call.

## How to ask for a re-clean

1. Contact us within 24 hours of your cleaning: call {phone} ({hours}) or email {email}.
2. Tell us which rooms or items were missed or not cleaned to your satisfaction. Photos help us understand and fix it faster.
3. We will agree on a time for the re-clean with you, and leave the rest of the area as it is until we return, so we can see exactly what needs attention.

## What is covered

- Any task in the scope of the cleaning you booked, as described in your booking confirmation and our [cleaning checklists](/cleaning-checklists), including add-ons you ordered.
- Every type of cleaning we offer: house, deep, recurring, move-in/move-out, Airbnb and rental, new construction and commercial cleaning.

## Reasonable limits

- Requests must reach us within 24 hours of the cleaning, before the area has been used again or cleaned by someone else.
- The guarantee covers the tasks you booked; work outside that scope can be added to a future visit.
- Some things cannot be removed by cleaning, such as permanent stains, etching, scratches, fading or damage that existed before our visit. We will always tell you honestly when that is the case.
- Our team needs access to the property for the re-clean at the agreed time.

## Money back

If, after the re-clean, the areas you booked are still not cleaned to the standard of our checklist, refunds follow the refund policy in our [Terms and Conditions](/terms-and-conditions#cancellation-and-refunds): we refund the part of the price that covers the work we did not deliver, up to the full price of the visit, to your original payment method.

Your feedback helps our team get better with every visit. Thank you for trusting us with your home or business.
`;

export const defaultStoredPages: Record<StoredPageSlug, Text> = {
  "about-us": text(aboutUs),
  "satisfaction-guarantee": text(satisfactionGuarantee),
};
