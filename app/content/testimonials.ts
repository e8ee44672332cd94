/**
 * Reviews: the shape the API answers with (SPEC §3 and §7: rating, text.text, authorAttribution.displayName, plus
 * Google's optional profile link and photo), and the curated testimonials shown when Google's reviews are not
 * configured or not reachable.
 *
 * The curated testimonials are the business's own words about typical jobs, written as examples. They are never
 * presented as Google reviews: the carousel labels them "What our customers say" and shows no Google mark. Before
 * launch the owner replaces them with real customers' words that the customers agreed to publish
 * (docs/services-and-reviews.md).
 */

export interface Review {
  readonly rating: number;
  readonly text: { readonly text: string };
  readonly authorAttribution: {
    readonly displayName: string;
    /** The reviewer's profile page (Google reviews only). */
    readonly uri?: string;
    /** The reviewer's photo (Google reviews only). */
    readonly photoUri?: string;
  };
}

/** Where the reviews came from: the API says so in the X-Reviews-Source response header. */
export type ReviewsSource = "google" | "curated";
export const REVIEWS_SOURCE_HEADER = "x-reviews-source";
export const REVIEWS_API_PATH = "/api/GetGoogleReviews";

/**
 * True while the curated testimonials below are the examples written with the site, not words of real customers.
 * `npm run build` warns as long as it is true; set it to false once real, approved quotes replace them.
 */
export const CURATED_TESTIMONIALS_ARE_EXAMPLES = true;

/** SPEC §9: only ratings of 4 or more are shown. */
export const MIN_DISPLAYED_RATING = 4;

export const curatedTestimonials: readonly Review[] = [
  {
    rating: 5,
    text: {
      text: "We booked a deep cleaning before my parents came to stay, and the team spent the whole afternoon on the baseboards, vents and the shower glass we had given up on. The house smelled clean, not like chemicals.",
    },
    authorAttribution: { displayName: "Homeowner in Abilene" },
  },
  {
    rating: 5,
    text: {
      text: "They turn our Airbnb over between a late check-out and a 3 o'clock check-in without fail: fresh linens, restocked coffee and a quick note when they finish. Our cleanliness ratings have stayed at five stars.",
    },
    authorAttribution: { displayName: "Short-term rental host, Buffalo Gap" },
  },
  {
    rating: 5,
    text: {
      text: "Our move-out cleaning covered inside the oven, the fridge and every cabinet. The landlord walked through and returned our full deposit.",
    },
    authorAttribution: { displayName: "Renter moving from Sweetwater" },
  },
  {
    rating: 5,
    text: {
      text: "The crew cleans our daycare every evening after pick-up. Toys, cots and tables are sanitized with products that are safe for the kids, and the parents notice how fresh the rooms feel in the morning.",
    },
    authorAttribution: { displayName: "Daycare director, Abilene" },
  },
  {
    rating: 4,
    text: {
      text: "We switched to bi-weekly cleaning last spring. Same two cleaners every visit, and they remember how we like things. Rescheduling once was easy with a day's notice.",
    },
    authorAttribution: { displayName: "Family in Clyde" },
  },
  {
    rating: 5,
    text: {
      text: "After our remodel there was drywall dust on every surface. They cleaned the windows, tracks, fixtures and floors so well that we could move furniture back in the next day.",
    },
    authorAttribution: { displayName: "Homeowner after a remodel, Tuscola" },
  },
  {
    rating: 5,
    text: {
      text: "Our office is cleaned after hours twice a week. Restrooms, break room and desks are always done, and in a year we have never had to call about something missed.",
    },
    authorAttribution: { displayName: "Office manager, Abilene" },
  },
];
