import { galleryImages, idsUpTo } from "../images.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const deepCleaning: ServiceContent = {
  key: "deep-cleaning",
  audience: "home",
  cardTitle: "Deep Cleaning",
  summary: "A top-to-bottom clean of baseboards, vents, fixtures and built-up grime, typically 3 to 6 hours.",
  image: serviceImage("deep-cleaning", "Illustration of a gleaming kitchen with sparkles on the counters"),
  intro: {
    heading: "A deep clean reaches what everyday cleaning leaves behind",
    paragraphs: [
      "A deep cleaning is the reset your home needs after a busy season, before a special occasion, or as the first visit of a recurring plan. Beyond the usual dusting, vacuuming and mopping, we hand-wipe baseboards, door frames and light switches, clean vents and ceiling fan blades, descale faucets and shower heads, scrub grout and tile, degrease the range hood, and clean the outside of cabinets and appliances.",
      "A deep cleaning typically takes 3 to 6 hours, depending on the size of the home and how long it has been since the last one. Your free estimate sets out exactly what we will clean and how long we expect it to take. Inside the oven and the refrigerator are available as add-ons.",
    ],
  },
  sliderHeading: "What a deep cleaning reaches",
  slider: galleryImages("deep-cleaning", idsUpTo(8), ["kitchen", "bathroom", "living", "bedroom"]),
  benefits: {
    heading: "Why a deep clean is worth it",
    items: [
      {
        title: "Removes built-up grime",
        text: "Soap scum, grease and dust that regular cleaning cannot shift come off with the right tools and time.",
      },
      {
        title: "Better air at home",
        text: "Clean vents, fans and baseboards mean less dust circulating through every room.",
      },
      {
        title: "A fresh start for regular cleaning",
        text: "After a deep clean, recurring visits keep the home at that level with far less effort.",
      },
      {
        title: "Protects your home",
        text: "Removing mineral deposits and grime helps fixtures, grout and finishes last longer.",
      },
      {
        title: "Ready for an occasion",
        text: "Holidays, visiting family or a home sale: the house looks its best when it matters.",
      },
    ],
  },
  whyChooseUs: [
    "40 years of experience: we know where grime hides in West Texas homes",
    "Free estimates that say what is included and how long it takes",
    "Eco-friendly products, safe around kids and pets",
    "Licensed, bonded and insured, background-checked staff",
    "Flexible scheduling, including the week before your event",
    "Re-clean at no additional cost if you contact us within 24 hours",
  ],
  faqs: [
    {
      question: "How long does a deep cleaning take?",
      answer:
        "Typically 3 to 6 hours. A larger home, or one that has not been deep cleaned in a long time, is at the upper end; your free estimate gives you the expected time.",
    },
    {
      question: "How is a deep cleaning different from a regular cleaning?",
      answer:
        "A regular cleaning keeps up the surfaces you use every day. A deep cleaning adds the detail work: baseboards, door frames, vents, fan blades, grout, fixtures and the outside of cabinets and appliances.",
    },
    {
      question: "How often should I book a deep cleaning?",
      answer:
        "Most homes benefit from one or two a year, or before starting recurring visits. Rental properties should have a deep cleaning at least monthly.",
    },
    {
      question: "Do you clean inside the oven and refrigerator?",
      answer:
        "Yes, as add-ons. Mention them when you request your quote and we include them in your estimate.",
    },
    {
      question: "Do I need to be home during the deep cleaning?",
      answer: "No. You can give us access and go about your day; our staff are licensed, bonded and insured.",
    },
  ],
};
