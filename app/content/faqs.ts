/**
 * The FAQ entries (docs/product.md §3): id, the page they belong to ('faqs' or 'services'), question and answer. Ten for the
 * FAQ page (ids 1-10), four for the services overview (ids 11-14). Service pages keep their own static lists in
 * their content records.
 */
interface FaqEntry {
  readonly id: number;
  readonly page: "faqs" | "services";
  readonly question: string;
  readonly answer: string;
}

/** A question and answer without an id: the static lists kept on service pages. */
export interface StaticFaq {
  readonly question: string;
  readonly answer: string;
}

const faqEntries: readonly FaqEntry[] = [
  {
    id: 1,
    page: "faqs",
    question: "Which areas do you serve?",
    answer:
      "We clean homes and businesses in Abilene and across the Big Country: {towns}, Texas. If you are nearby but outside these towns, ask us: we will tell you honestly whether we can reach you.",
  },
  {
    id: 2,
    page: "faqs",
    question: "How much does a cleaning cost?",
    answer:
      "Every home and business is different, so we give free estimates instead of one-size-fits-all prices. Request a quote with your square footage and the service you need, and we will get back to you with an estimate before any work is scheduled.",
  },
  {
    id: 3,
    page: "faqs",
    question: "Do I need to be home while you clean?",
    answer:
      "No. Many customers give us a key, a door code or lockbox access. Our staff are background-checked, licensed, bonded and insured, and we only use your access for the visit you booked. You are always welcome to be home if you prefer.",
  },
  {
    id: 4,
    page: "faqs",
    question: "Do you bring your own cleaning supplies and equipment?",
    answer:
      "Yes. We bring everything we need, including eco-friendly products that are safe for kids and pets. If you would like us to use a particular product in your home, just let us know and we will gladly use it.",
  },
  {
    id: 5,
    page: "faqs",
    question: "Are your products safe for my kids and pets?",
    answer:
      "Yes. We are pet and kid friendly and use eco-friendly cleaning products. If anyone in your home has allergies or sensitivities, tell us when you book and we will plan around them.",
  },
  {
    id: 6,
    page: "faqs",
    question: "What is the difference between a regular cleaning and a deep cleaning?",
    answer:
      "A regular (recurring) cleaning keeps a home clean week to week: dusting, vacuuming, mopping, kitchens and bathrooms. A deep cleaning reaches what regular visits do not, such as baseboards, vents, door frames, light fixtures and built-up grime, and typically takes 3 to 6 hours. Our cleaning checklist compares them item by item.",
  },
  {
    id: 7,
    page: "faqs",
    question: "How often should I schedule cleanings?",
    answer:
      "It depends on your household. We offer weekly, bi-weekly and monthly (every four weeks) recurring visits. Busy households with kids or pets often choose weekly or bi-weekly; rentals benefit from a deep cleaning at least monthly.",
  },
  {
    id: 8,
    page: "faqs",
    question: "How do I cancel or reschedule a cleaning?",
    answer:
      "Call or email us at least 24 hours before your appointment to cancel or reschedule. This lets us offer the time to another customer and keep our team's schedule fair for everyone.",
  },
  {
    id: 9,
    page: "faqs",
    question: "What if I am not happy with the cleaning?",
    answer:
      "Contact us within 24 hours of your cleaning and tell us what was missed. Under our Satisfaction Guarantee we will come back and re-clean it at no additional cost.",
  },
  {
    id: 10,
    page: "faqs",
    question: "How do I pay?",
    answer:
      "You pay {payment}. We agree on the price with you before any work is scheduled, and we never ask for payment details in our quote form.",
  },
  {
    id: 11,
    page: "services",
    question: "Which cleaning service is right for me?",
    answer:
      "If your home has not had a thorough cleaning in a while, start with a deep cleaning, then keep it up with recurring visits. Moving? Choose move-in/move-out cleaning. Hosting guests? Our Airbnb turnovers fit between check-out and check-in. Not sure? Request a quote and tell us about your space: we will recommend the right fit.",
  },
  {
    id: 12,
    page: "services",
    question: "Do you clean businesses as well as homes?",
    answer:
      "Yes. Besides homes and rentals we clean daycares, doctors' offices, office spaces, gyms and post-construction sites, scheduled around your business hours so your work is never interrupted.",
  },
  {
    id: 13,
    page: "services",
    question: "Are your cleaners licensed, bonded and insured?",
    answer:
      "Yes. Every member of our team is licensed, bonded and insured, background-checked and trained in our standards, so your home or business is protected on every visit.",
  },
  {
    id: 14,
    page: "services",
    question: "How soon can you start?",
    answer:
      "We offer flexible scheduling and can often start within the week. Request a free quote, or call us at {phone} ({hours}) for immediate service.",
  },
];

export function faqsForPage(page: FaqEntry["page"]): readonly FaqEntry[] {
  return faqEntries.filter((entry) => entry.page === page);
}
