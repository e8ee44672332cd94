import { Link } from "react-router";
import type { OwnerSiteOverview } from "../../lib/owner-site.ts";
import { Section } from "./form-kit.tsx";
import { primaryButton } from "./owner-bar.tsx";
import { Hidden } from "./owner-site-parts.tsx";

/** Your site's galleries: each service page's (and the commercial page's), its photo count, and the way to it. */
export function GallerySection({ galleries }: { galleries: OwnerSiteOverview["galleries"] }) {
  return (
    <Section id="galleries" title="Photos and galleries">
      <p className="text-slate-700">
        Upload your photos, describe each one, then put them in a page's gallery. A gallery without photos
        shows the page's drawings.
      </p>
      <Link to="/leads/photos" className={`${primaryButton} mt-3`}>
        Upload and describe photos
      </Link>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {galleries.map((gallery) => (
          <li
            key={gallery.key}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2"
          >
            <span className="min-w-0">
              <Link
                to={`/leads/galleries/${gallery.key}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
              >
                {gallery.name}
              </Link>
              <span className="block text-sm text-slate-700">
                {gallery.photoCount === 0
                  ? "No photos: shows the drawings"
                  : `${gallery.photoCount} ${gallery.photoCount === 1 ? "photo" : "photos"}`}
                {gallery.hasComparison ? " · before and after pair" : ""}
              </span>
            </span>{" "}
            <a
              href={gallery.path}
              className="inline-flex min-h-11 items-center text-sm text-brand-800 underline underline-offset-4"
            >
              See the page<Hidden>: {gallery.name}</Hidden>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
