import { galleryImages, idsUpTo } from "../images.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const officeSpaces: ServiceContent = {
  key: "office-spaces",
  audience: "business",
  cardTitle: "Office Space Cleaning",
  summary: "Desks, break rooms, restrooms and floors cleaned around your workday, as often as you need.",
  image: serviceImage("office-spaces", "Illustration of an open office with clean desks and monitors"),
  intro: {
    heading: "A clean office, without interrupting the workday",
    paragraphs: [
      "A clean office is more pleasant and more productive, and it tells clients you take care of details. We dust and wipe desks, monitors and phones where cleared, sanitize break rooms and kitchenettes, clean and restock restrooms, empty trash and recycling, clean glass doors and partitions, and vacuum and mop every floor.",
      "We clean before opening, after closing or on weekends, daily, several times a week or weekly, whatever suits your business and your budget. Your free estimate lays out the plan room by room, and our licensed, bonded and insured team follows the same checklist every visit.",
    ],
  },
  sliderHeading: "Offices, from desks to break rooms",
  slider: galleryImages("office-spaces", idsUpTo(7), ["office", "waiting", "kitchen", "office"]),
  benefits: {
    heading: "What a clean workplace does for your business",
    items: [
      {
        title: "Healthier employees",
        text: "Sanitized desks, kitchens and restrooms mean fewer shared germs and fewer sick days.",
      },
      {
        title: "Better first impressions",
        text: "Clients and candidates notice a spotless reception and meeting room.",
      },
      {
        title: "More productive days",
        text: "People focus better in a clean, uncluttered space, and nobody has to clean up the break room.",
      },
      {
        title: "One reliable vendor",
        text: "A set schedule, a single contact and a checklist you agreed on.",
      },
    ],
  },
  whyChooseUs: [
    "40 years of experience cleaning Abilene workplaces",
    "Free estimates with a room-by-room plan",
    "Licensed, bonded and insured, background-checked staff you can trust with your keys",
    "Eco-friendly products, safe for people and pets who visit the office",
    "Flexible scheduling before opening, after closing or on weekends",
    "Re-clean at no additional cost if you contact us within 24 hours",
  ],
  faqs: [
    {
      question: "How often should an office be cleaned?",
      answer:
        "Busy offices usually need restrooms and break rooms cleaned daily and a full clean weekly; smaller offices often choose two or three visits a week. We will recommend a schedule in your free estimate.",
    },
    {
      question: "Do you clean after business hours?",
      answer:
        "Yes. We clean before opening, after closing or on weekends, so your staff and clients are never disturbed.",
    },
    {
      question: "Do you supply restroom paper and soap?",
      answer: "We restock restrooms from the supplies you keep on site, and tell you when stock runs low.",
    },
    {
      question: "Will you clean our desks and electronics?",
      answer:
        "We dust and wipe cleared desk surfaces and the outside of monitors and phones. We never move papers or open drawers.",
    },
    {
      question: "Is there a long-term contract?",
      answer:
        "Your quote sets out the schedule and terms before any work starts. Ask us about a trial period when you request it.",
    },
  ],
};
