import { GoogleReviews } from "../components/sections/google-reviews.tsx";
import { island } from "../lib/islands/island.tsx";

/**
 * Google's reviews: nothing in the HTML; fetched once the page has loaded, so they arrive while their place is
 * usually still below the window (the section waits while its place is on screen where anything but the footer
 * follows it). Started when it came near the window instead, it arrived in view: on /reviews a visitor who went
 * straight to the end saw the footer pushed down.
 */
export default island("google-reviews", GoogleReviews, "load");
