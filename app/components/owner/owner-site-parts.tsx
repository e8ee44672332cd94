import type { ReactNode } from "react";
import { Link, type RouterContextProvider } from "react-router";
import { ownerInboxContext } from "../../lib/owner-inbox.ts";
import { signInFirst } from "../../lib/owner-return.ts";
import { type OwnerPhoto, ownerPhotoPath } from "../../lib/owner-site.ts";

/**
 * What the owner's site pages (/leads/site and the pages under it, /leads/photos, /leads/galleries/:key) share: the
 * signed-in check, the "done" and "problem" messages of their Post/Redirect/Get forms, the way back, and a photo's
 * thumbnail. Their forms are built with the form kit (form-kit.tsx).
 */

/** The signed-in owner, or the sign-in, which comes back to this page (as the inbox's own pages do). */
export async function requireOwner(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<{ email: string }> {
  const owner = await context.get(ownerInboxContext).owner();
  if (!owner) throw signInFirst(request);
  return owner;
}

/** The `?done=` of the redirect after an action, when it is one the page has words for. */
export function doneOf<T extends Record<string, string>>(request: Request, messages: T): keyof T | null {
  const done = new URL(request.url).searchParams.get("done");
  return done !== null && Object.hasOwn(messages, done) ? done : null;
}

/** The page's own words for "that worked", after the redirect. */
export function DoneMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-lg border border-accent-600/40 bg-accent-500/10 px-4 py-3">
      {children}
    </p>
  );
}

/** Why nothing changed, next to the form that was sent; `id` lets the form's field point at it. */
export function Problem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="mt-3 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-800"
    >
      {children}
    </p>
  );
}

/** The way back to the page above this one ("← Your site"), first on the page: a phone has no breadcrumb bar. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link
        to={to}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
      >
        ← {children}
      </Link>
    </p>
  );
}

/**
 * A photo, small: the smallest WebP rendition (480 px, or the photo's own width when narrower), with the one JPEG
 * as the fallback (JPEG exists only at `jpegWidth`); both exist from the upload on (AVIF comes later). Served from
 * the owner's own path, which shows photos that are on no page yet. Its box is reserved from the photo's size.
 */
export function PhotoThumb({ photo }: { photo: OwnerPhoto }) {
  const smallest = photo.widths[0] ?? photo.jpegWidth;
  return (
    <picture>
      <source type="image/webp" srcSet={ownerPhotoPath(photo.id, smallest, "webp")} />
      <img
        src={ownerPhotoPath(photo.id, photo.jpegWidth, "jpg")}
        alt={photo.alt.trim() || "A photo not yet described"}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full max-w-48 rounded-lg border border-slate-200 bg-slate-100 object-cover"
      />
    </picture>
  );
}

/** Words a screen reader hears with a repeated button ("Remove" of which photo). */
export function Hidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
