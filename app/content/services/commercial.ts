import { galleryImages, idsUpTo } from "../images.ts";
import { serviceImage } from "./types.ts";

/** The commercial hub (/services/commercial): its card, its three featured services and its 18-image gallery. */
export const commercial = {
  cardTitle: "Commercial Cleaning",
  summary:
    "Daycares, doctors' offices, office spaces, gyms and post-construction sites, cleaned around your business hours.",
  image: serviceImage("commercial", "Illustration of a clean commercial building lobby"),
  /** docs/product.md §2: three cards, Daycare, Doctors' Office and Office Space. */
  featured: ["daycare", "doctors-office", "office-spaces"] as const,
  sliderHeading: "Commercial spaces, room by room",
  /** docs/product.md §9: the commercial gallery has 18 images. */
  gallery: galleryImages("commercial", idsUpTo(18), [
    "office",
    "waiting",
    "medical",
    "daycare",
    "gym",
    "locker",
  ]),
} as const;
