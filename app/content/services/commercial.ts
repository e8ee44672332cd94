import { galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { serviceImage } from "./types.ts";

/** The commercial hub (/services/commercial): its card, its three featured services and its 18-image gallery. */
export const commercial = {
  cardTitle: text("Commercial Cleaning", "Limpieza comercial"),
  summary: text(
    "Daycares, doctors' offices, office spaces, gyms and post-construction sites, cleaned around your business hours.",
    "Guarderías, consultorios médicos, oficinas, gimnasios y obras terminadas, limpios en horarios que se ajustan a su negocio.",
  ),
  image: serviceImage(
    "commercial",
    text(
      "Illustration of a clean commercial building lobby",
      "Ilustración del vestíbulo limpio de un edificio comercial",
    ),
  ),
  /** docs/product.md §2: three cards, Daycare, Doctors' Office and Office Space. */
  featured: ["daycare", "doctors-office", "office-spaces"] as const,
  sliderHeading: text("Commercial spaces, room by room", "Espacios comerciales, cuarto por cuarto"),
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
