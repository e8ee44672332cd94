import { galleryImages, idsUpTo } from "../images.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const recurring: ServiceContent = {
  key: "recurring",
  audience: "home",
  cardTitle: "Recurring Cleaning",
  summary: "A deep clean first, then weekly, bi-weekly or monthly visits that keep your home clean.",
  image: serviceImage("recurring", "Illustration of a calendar beside a clean, tidy bedroom"),
  intro: {
    heading: "Keep your home clean without thinking about it",
    paragraphs: [
      "Recurring cleaning is for households that want a home that stays clean, not a one-time clean. We start with a deep clean that brings every room up to our standard, then come back on the schedule you choose: weekly, bi-weekly or monthly (every four weeks). Each visit follows the same checklist, so the kitchen, bathrooms, bedrooms and living areas stay the way you like them.",
      "Where we can, the same trusted team comes to your home each time and learns your preferences. Plans are flexible: move a visit, add a room or switch frequency with 24 hours' notice. Your free estimate covers the first deep clean and the regular visits, so you know the plan before we start.",
    ],
  },
  extraSections: [
    {
      kind: "steps",
      heading: "How recurring cleaning works",
      intro: "Three steps from your first call to a home that stays clean.",
      steps: [
        {
          title: "A deep clean first",
          text: "Our first visit is a deep clean (typically 3 to 6 hours) that removes built-up grime, so every visit after it keeps a clean home clean.",
        },
        {
          title: "Choose your frequency",
          text: "Weekly, bi-weekly or monthly (every four weeks), on the day of the week that suits you, Monday to Friday.",
        },
        {
          title: "Regular visits by your team",
          text: "The same checklist every time, ideally the same cleaners, and a quick note after each visit. Tell us about anything new and we add it to your plan.",
        },
      ],
    },
    {
      kind: "checklist",
      heading: "What every recurring visit includes",
      intro:
        "The package below is done on every visit; deep-clean items such as inside the oven or refrigerator and washing blinds can be added at any time.",
      groups: [
        {
          title: "Kitchen",
          items: [
            "Counters, backsplash and sink cleaned and sanitized",
            "Stovetop and outside of appliances wiped",
            "Microwave inside and out",
            "Cabinet fronts spot-cleaned",
            "Floors vacuumed and mopped",
          ],
        },
        {
          title: "Bathrooms",
          items: [
            "Tub, shower and tile scrubbed",
            "Toilet cleaned and disinfected inside and out",
            "Sinks, faucets and mirrors polished",
            "Towels folded and trash emptied",
          ],
        },
        {
          title: "Bedrooms and living areas",
          items: [
            "Beds made (linens changed when left out)",
            "Furniture, shelves and reachable surfaces dusted",
            "Mirrors and glass tables cleaned",
            "Carpets vacuumed, hard floors mopped",
          ],
        },
        {
          title: "All rooms",
          items: [
            "Light switches and door handles wiped",
            "Cobwebs removed",
            "Trash emptied and liners replaced",
          ],
        },
      ],
    },
  ],
  sliderHeading: "The rooms a recurring visit covers",
  slider: galleryImages("recurring", idsUpTo(8), ["bedroom", "kitchen", "living", "bathroom"]),
  benefits: {
    heading: "Why our customers choose a recurring plan",
    items: [
      {
        title: "Always guest-ready",
        text: "Your home never slides back into a big cleanup job.",
      },
      {
        title: "A team that knows your home",
        text: "Familiar faces who remember your preferences, your pets and the rooms that need extra care.",
      },
      {
        title: "Predictable time and cost",
        text: "Your estimate sets the plan: no surprises from one visit to the next.",
      },
      {
        title: "Flexible as life changes",
        text: "Switch between weekly, bi-weekly and monthly, or move a visit with 24 hours' notice.",
      },
    ],
  },
  whyChooseUs: [
    "40 years of experience keeping Abilene homes clean week after week",
    "Free estimates for the first deep clean and your regular visits",
    "Licensed, bonded and insured, background-checked staff",
    "Eco-friendly products that are pet and kid friendly",
    "Weekly, bi-weekly or monthly scheduling that fits your routine",
    "Re-clean at no additional cost if you tell us within 24 hours",
  ],
  faqs: [
    {
      question: "Why does a recurring plan start with a deep clean?",
      answer:
        "Regular visits are designed to maintain a clean home. The first deep clean removes built-up grime, so each visit after it can keep everything at that level.",
    },
    {
      question: "Which frequencies do you offer?",
      answer:
        "Weekly, bi-weekly, or monthly (every four weeks). Busy households with kids or pets often choose weekly or bi-weekly.",
    },
    {
      question: "Will the same cleaners come every time?",
      answer:
        "We schedule the same team whenever we can, so they learn your home and your preferences. If someone is away, a trained teammate follows the same checklist.",
    },
    {
      question: "Can I skip or move a visit?",
      answer: "Yes. Call or email us at least 24 hours before the visit to cancel or reschedule it.",
    },
    {
      question: "Can I add extra tasks to a visit?",
      answer:
        "Yes. Inside the oven, inside the refrigerator and washing blinds are available as add-ons; tell us before the visit so we can plan the time.",
    },
  ],
};
