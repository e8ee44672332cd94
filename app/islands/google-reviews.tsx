import { GoogleReviews } from "../components/sections/google-reviews.tsx";
import { island } from "../lib/islands/island.tsx";

/** Google's reviews: fetched when their place comes near the window; nothing in the HTML until then. */
export default island("google-reviews", GoogleReviews, "visible");
