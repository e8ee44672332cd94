import { galleryImages, idsUpTo } from "../images.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const postConstruction: ServiceContent = {
  key: "post-construction",
  audience: "business",
  cardTitle: "Post-Construction Cleaning",
  summary: "Dust, debris, paint and stickers removed after a build-out or remodel, ready for hand-over.",
  image: serviceImage(
    "post-construction",
    "Illustration of a finished commercial space with a ladder and paint tray",
  ),
  intro: {
    heading: "Post-construction cleaning for builders, contractors and owners",
    paragraphs: [
      "A build-out or remodel is not finished until the space is clean enough to use. After the trades leave we remove construction dust from walls, ledges, vents and light fixtures, clean windows, frames and tracks, remove stickers, adhesive and paint overspray, clean restrooms and kitchens, wipe inside cabinets and drawers, and clean floors from the top of the building down.",
      "We schedule around inspections and hand-over dates, and can do a rough clean between phases and a final, detailed clean before the walk-through. Our crews are licensed, bonded and insured, and follow your site's safety rules. Request a free estimate with the square footage and the date you need the space ready.",
    ],
  },
  sliderHeading: "After the builders leave",
  slider: galleryImages("post-construction", idsUpTo(7), [
    "construction",
    "office",
    "waiting",
    "construction",
  ]),
  benefits: {
    heading: "Why hand the final clean to us",
    items: [
      {
        title: "Hand-over on time",
        text: "We plan around your schedule so the clean never holds up an inspection or an opening.",
      },
      {
        title: "A space that shows its quality",
        text: "Clean glass, fixtures and floors let your finished work be seen at its best.",
      },
      {
        title: "Safe to occupy",
        text: "Fine dust and small debris are removed so people can move in and work right away.",
      },
      {
        title: "One crew, start to finish",
        text: "Rough clean, final clean and touch-ups after the punch list by the same team.",
      },
    ],
  },
  whyChooseUs: [
    "40 years of experience with commercial and residential cleaning in the Big Country",
    "Free estimates based on square footage and phases",
    "Licensed, bonded and insured crews that follow site safety rules",
    "Eco-friendly products that are safe on new finishes",
    "Flexible scheduling around trades, inspections and hand-over dates",
    "Touch-ups at no additional cost if you contact us within 24 hours",
  ],
  faqs: [
    {
      question: "What is the difference between a rough clean and a final clean?",
      answer:
        "A rough clean removes debris and heavy dust while work is still going on, so trades can finish. The final clean is the detailed clean of every surface before hand-over.",
    },
    {
      question: "Do you work on occupied or partially open buildings?",
      answer:
        "Yes. We can clean finished areas while others are still under construction, and schedule around your occupants' hours.",
    },
    {
      question: "Do you remove large debris?",
      answer:
        "We remove small debris and dust; bulky materials and dumpsters remain the contractor's. Tell us what is on site and we will confirm what we can take.",
    },
    {
      question: "How soon after construction can you start?",
      answer:
        "As soon as the trades are done in the area to be cleaned. Book early so we can hold a date that matches your hand-over.",
    },
  ],
};
