import { galleryImages, idsUpTo } from "../images.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

/** docs/product.md §2: the gym slider shows images 2 to 18 and 20. */
const GYM_SLIDER_IDS = [...idsUpTo(18).filter((id) => id >= 2), 20];

export const gym: ServiceContent = {
  key: "gym",
  audience: "business",
  cardTitle: "Gym Cleaning",
  summary:
    "Equipment, mats, locker rooms and showers disinfected on a schedule built around your opening hours.",
  image: serviceImage("gym", "Illustration of a clean gym with a treadmill, a bench and dumbbells"),
  intro: {
    heading: "Gym cleaning your members will notice",
    paragraphs: [
      "Sweat, shared equipment and humid locker rooms make a gym one of the hardest places to keep clean, and members notice right away. We disinfect cardio machines, weight benches, handles, dumbbells and racks, clean and sanitize mats and studio floors, scrub locker rooms, showers and restrooms, clean mirrors and glass, empty trash and refill wipe stations from your stock.",
      "We work when your floor is quiet: overnight, before opening or between classes. Our licensed, bonded and insured staff follow a checklist written for your facility, and flag equipment that looks damaged. Request a free estimate with your square footage and opening hours.",
    ],
  },
  sliderHeading: "Fitness facilities, area by area",
  slider: galleryImages("gym", GYM_SLIDER_IDS, ["gym", "locker", "gym", "locker"]),
  benefits: {
    heading: "Why a clean gym keeps members",
    items: [
      {
        title: "Members stay",
        text: "Cleanliness is one of the top reasons members renew, and one of the first complaints in reviews.",
      },
      {
        title: "Healthier training",
        text: "Disinfected equipment and locker rooms reduce the spread of skin infections, colds and flu.",
      },
      {
        title: "Equipment that lasts",
        text: "Removing sweat and grime from upholstery and moving parts protects your investment.",
      },
      {
        title: "Staff focused on members",
        text: "Your front desk and trainers look after people, not mops.",
      },
    ],
  },
  whyChooseUs: [
    "40 years of experience in commercial cleaning",
    "Free estimates based on your facility and opening hours",
    "Licensed, bonded and insured, background-checked staff",
    "Eco-friendly products that are safe on equipment and for members",
    "Overnight, early-morning or between-class scheduling",
    "Re-clean at no additional cost if you contact us within 24 hours",
  ],
  faqs: [
    {
      question: "Do you clean gym equipment?",
      answer:
        "Yes. We disinfect cardio machines, benches, handles, racks, dumbbells and other high-touch equipment, using products that are safe for upholstery and finishes.",
    },
    {
      question: "Can you clean while the gym is open?",
      answer:
        "We prefer quiet hours such as overnight or before opening, but for 24-hour gyms we work zone by zone and keep the floor usable.",
    },
    {
      question: "Do you clean locker rooms and showers?",
      answer:
        "Yes. Locker rooms, showers, saunas and restrooms are scrubbed and disinfected, with extra attention to mold and mildew in damp areas.",
    },
    {
      question: "How often should a gym be cleaned?",
      answer:
        "Most gyms need a daily clean of equipment, locker rooms and restrooms, and a weekly deep clean of floors and hard-to-reach areas. We recommend a plan in your free estimate.",
    },
    {
      question: "Do you clean rubber flooring and mats?",
      answer:
        "Yes. We vacuum and mop rubber flooring with cleaners suited to it, and sanitize yoga and stretching mats.",
    },
    {
      question: "Are your products safe for members with allergies?",
      answer:
        "We use eco-friendly products with no harsh fumes. If you need fragrance-free products, tell us and we will use them.",
    },
    {
      question: "Do you restock wipes and sanitizer stations?",
      answer:
        "Yes. We refill wipe dispensers, sanitizer and restroom supplies from the stock you keep on site, and tell you when it runs low.",
    },
    {
      question: "Are your staff insured to work in our facility?",
      answer:
        "Yes. Every team member is background-checked, and our company is licensed, bonded and insured.",
    },
  ],
};
