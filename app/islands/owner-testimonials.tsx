import { OwnerTestimonials } from "../components/sections/owner-testimonials.tsx";
import { island } from "../lib/islands/island.tsx";

/** The owner's testimonials in a carousel: its buttons start when it comes near the window. */
export default island("owner-testimonials", OwnerTestimonials, "visible");
