import { GALLERY_IMAGE_SIZE, galleryImages, idsUpTo } from "../images.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const moving: ServiceContent = {
  key: "moving",
  audience: "home",
  cardTitle: "Move-In / Move-Out Cleaning",
  summary:
    "Inside cabinets, closets and every room cleaned, so you get your deposit back or move into a fresh home.",
  image: serviceImage("moving", "Illustration of moving boxes in a clean, empty room"),
  intro: {
    heading: "Moving is hard enough: leave the cleaning to us",
    paragraphs: [
      "A move-out cleaning is often what stands between you and your deposit, and a move-in cleaning is the only time you can reach every shelf and corner before the furniture arrives. With the rooms empty we clean inside kitchen and bathroom cabinets and drawers, inside closets, the range hood, baseboards, window sills and tracks, doors and frames, light fixtures and switches, and every floor. Inside the oven and the refrigerator, and washing the blinds, are add-ons: mention them when you request your quote.",
      "We work to the checklists landlords and property managers use, and we can coordinate with your moving date and key hand-over. Request a free estimate with the size of the home and your dates; if anything is missed, tell us within 24 hours and we come back to re-clean it at no additional cost.",
    ],
  },
  beforeAfter: {
    heading: "Before and after a move-out cleaning, illustrated",
    before: {
      src: "/images/before-after/moving-before.svg",
      alt: "Illustration, before: an empty room with dusty floors, a stained wall, cobwebs and a left-behind box",
      ...GALLERY_IMAGE_SIZE,
    },
    after: {
      src: "/images/before-after/moving-after.svg",
      alt: "Illustration, after: the same room with clean floors, spotless walls and a bright window",
      ...GALLERY_IMAGE_SIZE,
    },
  },
  sliderHeading: "Move-in and move-out cleaning, room by room",
  slider: galleryImages("moving", idsUpTo(8), ["moving", "kitchen", "bathroom", "living"]),
  benefits: {
    heading: "What a move cleaning takes off your plate",
    items: [
      {
        title: "Your deposit back",
        text: "A landlord-ready clean, with inside cabinets, drawers and closets done, is the best way to get your full deposit returned.",
      },
      {
        title: "A fresh start in the new place",
        text: "Cabinets, closets and bathrooms cleaned before you unpack, so you start life there in a truly clean home.",
      },
      {
        title: "One less thing on moving day",
        text: "You handle the boxes and the keys; we handle every room, on your schedule.",
      },
      {
        title: "Ready to sell or rent",
        text: "Homeowners and landlords get a property that photographs well and shows well.",
      },
    ],
  },
  whyChooseUs: [
    "40 years of experience with move-outs, move-ins and property turnovers",
    "Free estimates based on the size of the home and your dates",
    "Inside cabinets, drawers and closets cleaned in every move cleaning",
    "Licensed, bonded and insured, background-checked staff",
    "Eco-friendly products that leave no harsh smell for the next occupant",
    "Re-clean at no additional cost if you contact us within 24 hours",
  ],
  faqs: [
    {
      question: "Should the home be empty when you clean?",
      answer:
        "Ideally, yes: with furniture and boxes gone we can clean inside every cabinet and closet and reach every floor. If some items must stay, tell us when you book and we plan around them.",
    },
    {
      question: "Is inside the oven and refrigerator included?",
      answer:
        "Inside all cabinets, drawers and closets is included. Inside the oven and the refrigerator are add-ons, as is washing the blinds: mention them when you request your quote and we include them in your estimate.",
    },
    {
      question: "Will this get my deposit back?",
      answer:
        "We clean to the standard landlords and property managers check for, and we fix anything missed if you contact us within 24 hours. Damage and repairs are outside a cleaning, so we cannot promise a deposit decision.",
    },
    {
      question: "Can you clean on the day I hand over the keys?",
      answer:
        "Often yes, with flexible scheduling Monday to Friday. Book as early as you can, especially at the end of the month when many leases end.",
    },
    {
      question: "Do you clean for landlords and realtors too?",
      answer:
        "Yes. We clean between tenants and before listings, and can coordinate access with your property manager or agent.",
    },
  ],
};
