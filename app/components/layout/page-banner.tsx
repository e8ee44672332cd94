import type { CSSProperties } from "react";
import { bannerImagePath, imageUrl } from "../../content/images.ts";
import { BANNER_IMAGE_COUNT } from "../../lib/banner-images.ts";

/** The four background images as CSS custom properties; app/app.css shows the one data-banner picks. */
const bannerImages = Object.fromEntries(
  Array.from({ length: BANNER_IMAGE_COUNT }, (_, index) => [
    `--banner-${index + 1}`,
    `url("${imageUrl(bannerImagePath(index + 1))}")`,
  ]),
) as CSSProperties;

/**
 * The banner at the top of every inner page: title (the page's one h1), subtitle, and a background picked at
 * random from four images by CSS (see app/lib/banner-images.ts). Its height is a minimum per breakpoint that does
 * not depend on the image, so the image swap can never shift the layout; it grows only when its text needs more room
 * (larger text, a text-spacing override, a narrow window), so the title is never cut off or spilled over the page.
 */
export function PageBanner({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <section
      className="page-banner relative isolate flex min-h-56 items-center py-8 sm:min-h-64"
      style={bannerImages}
      aria-labelledby="page-title"
    >
      {/* A dark veil keeps white text readable over every one of the four images. */}
      <div className="absolute inset-0 -z-10 bg-brand-900/70" aria-hidden="true" />
      <div className="mx-auto w-full max-w-6xl px-4 text-white">
        <h1 id="page-title" className="text-3xl font-extrabold sm:text-5xl">
          {title}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-50 sm:text-xl">{subtitle}</p>
      </div>
    </section>
  );
}
