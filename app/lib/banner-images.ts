/**
 * Page banners show one of four background images, picked at random (docs/product.md §2). The pick happens in a tiny inline
 * script before first paint, setting data-banner on <html>; CSS picks the image from it. The prerendered markup
 * never changes, so there is no hydration mismatch, and every image fills the same fixed box, so no layout shift.
 */
export const BANNER_IMAGE_COUNT = 4;

export const pickBannerImageScript = `document.documentElement.dataset.banner=String(Math.floor(Math.random()*${BANNER_IMAGE_COUNT})+1)`;
