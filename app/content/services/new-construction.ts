import { galleryImages, idsUpTo } from "../images.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const newConstruction: ServiceContent = {
  key: "new-construction",
  audience: "home",
  cardTitle: "New Construction Cleaning",
  summary: "Fine dust, stickers and debris cleared from a new build so it is ready to live in.",
  image: serviceImage(
    "new-construction",
    "Illustration of a newly built house with a stepladder and clean windows",
  ),
  intro: {
    heading: "From job site to home sweet home",
    paragraphs: [
      "A new home is not ready to live in the day the builders leave. Fine construction dust settles on every surface and inside every cabinet, and windows, fixtures and floors carry stickers, paint specks and adhesive. Our new construction cleaning removes all of it: we vacuum and wipe every surface top to bottom, clean inside cabinets, drawers and closets, remove labels and residue from windows and fixtures, clean tracks and sills, and finish the floors.",
      "We work with homeowners, builders and contractors across Abilene and the surrounding towns, and can schedule a rough clean during the build and a final clean before the walk-through. Request a free estimate with the square footage and your hand-over date.",
    ],
  },
  sliderHeading: "A new build, ready to live in",
  slider: galleryImages("new-construction", idsUpTo(7), ["construction", "kitchen", "bathroom", "living"]),
  benefits: {
    heading: "Why a professional final clean matters",
    items: [
      {
        title: "Dust gone for good",
        text: "Construction dust is fine and keeps resettling; we clean from the top down and inside every cabinet so it does not come back.",
      },
      {
        title: "Finishes protected",
        text: "The right methods remove paint and adhesive without scratching new glass, fixtures and floors.",
      },
      {
        title: "A walk-through that impresses",
        text: "Builders hand over homes that look finished, not freshly abandoned by the crew.",
      },
      {
        title: "Move in on day one",
        text: "Unpack straight into clean cabinets and closets.",
      },
    ],
  },
  whyChooseUs: [
    "40 years of experience, including work for local builders and remodelers",
    "Free estimates based on square footage and the stage of the build",
    "Licensed, bonded and insured staff, safe to have on a job site",
    "Eco-friendly products that are kind to new finishes and to the family moving in",
    "Flexible scheduling around inspections and hand-over dates",
    "Re-clean at no additional cost if you contact us within 24 hours",
  ],
  faqs: [
    {
      question: "When should the cleaning be scheduled?",
      answer:
        "After the trades have finished inside, and before the final walk-through or move-in. For larger projects we can also do a rough clean between phases.",
    },
    {
      question: "Do you remove stickers and paint specks from windows?",
      answer:
        "Yes. We remove manufacturer labels, adhesive and paint overspray from windows, fixtures and appliances with methods that do not scratch.",
    },
    {
      question: "Do you haul away construction debris?",
      answer:
        "We remove the small debris and dust a cleaning leaves; bulky materials and dumpsters stay with the builder. Tell us what is on site and we will say what we can take.",
    },
    {
      question: "Do you work for builders as well as homeowners?",
      answer:
        "Yes. We clean new homes for builders and contractors before hand-over, and for homeowners before they move in.",
    },
  ],
};
