/**
 * Switches for parts of the site that exist but are off. The newsletter sign-up is built (docs/product.md §2: "exists but is
 * hidden") and has no submission behaviour, so it stays off until the business has a mailing list to send to.
 */
export const features = {
  newsletterSignup: false,
} as const;
