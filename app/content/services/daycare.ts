import { galleryImages, idsUpTo } from "../images.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const daycare: ServiceContent = {
  key: "daycare",
  audience: "business",
  cardTitle: "Daycare Cleaning",
  summary:
    "Toys, tables, nap areas and restrooms sanitized after hours with kid-safe, eco-friendly products.",
  image: serviceImage("daycare", "Illustration of a daycare classroom with small tables and toy shelves"),
  intro: {
    heading: "A clean, healthy daycare parents can trust",
    paragraphs: [
      "Young children share toys, tables and everything they touch, so germs travel fast in a childcare center. Our daycare cleaning focuses on the surfaces that matter most: we sanitize toys, tables, chairs and cubbies, clean and disinfect restrooms and diaper-changing stations, wipe door handles, light switches and handrails, clean kitchens and eating areas, and vacuum and mop every floor, including play mats and nap areas.",
      "We use eco-friendly products that are safe for children, and we clean after hours or on weekends so your program runs without interruption. Every member of our team is background-checked, licensed, bonded and insured. Ask for a free estimate for a schedule that matches your license requirements and your hours.",
    ],
  },
  sliderHeading: "Childcare spaces, room by room",
  slider: galleryImages("daycare", idsUpTo(7), ["daycare", "kitchen", "daycare", "waiting"]),
  benefits: {
    heading: "What regular professional cleaning does for your center",
    items: [
      {
        title: "Fewer sick days",
        text: "Sanitizing high-touch surfaces every day helps slow the spread of colds and stomach bugs among children and staff.",
      },
      {
        title: "Confidence for parents",
        text: "A fresh, orderly center is one of the first things families notice on a tour.",
      },
      {
        title: "Ready for inspections",
        text: "A consistent, documented routine helps you meet childcare health and safety standards.",
      },
      {
        title: "Teachers who can teach",
        text: "Your staff spend their time with the children, not scrubbing after closing.",
      },
    ],
  },
  whyChooseUs: [
    "40 years of experience, including childcare centers and schools",
    "Free estimates for nightly, weekly or custom schedules",
    "Background-checked, licensed, bonded and insured staff",
    "Eco-friendly, kid-safe products with no harsh fumes in the morning",
    "After-hours and weekend cleaning around your program",
    "Anything missed is re-cleaned at no additional cost if you tell us within 24 hours",
  ],
  faqs: [
    {
      question: "Are your cleaning products safe for children?",
      answer:
        "Yes. We use eco-friendly products that are safe around children and leave no harsh fumes. If your center requires a specific disinfectant, we will use it.",
    },
    {
      question: "When do you clean?",
      answer:
        "After your center closes, early in the morning before opening, or on weekends: whatever keeps children out of the way of the cleaning.",
    },
    {
      question: "Do you sanitize toys?",
      answer:
        "Yes. Hard toys, tables, chairs, cubbies and other high-touch items are sanitized on every visit; soft toys and mats are cleaned as agreed in your plan.",
    },
    {
      question: "Are your staff background-checked?",
      answer:
        "Yes. Every team member is background-checked and trained, and our company is licensed, bonded and insured.",
    },
    {
      question: "Can you follow our health inspection checklist?",
      answer:
        "Yes. Share your checklist or state requirements when you request a quote and we build our routine around them.",
    },
  ],
};
