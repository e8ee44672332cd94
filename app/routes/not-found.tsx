import { ButtonLink } from "../components/ui/button-link.tsx";
import { notFoundMeta } from "../lib/seo.ts";

export const meta = () => notFoundMeta();

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
      {/* Decorative, but still text: brand-500 on white is 3.9:1, above the 3:1 that large text needs. */}
      <p className="text-7xl font-extrabold text-brand-500 sm:text-9xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900 sm:text-4xl">Oops! You're lost.</h1>
      <p className="mt-4 text-lg text-slate-700">The page you are looking for was not found.</p>
      <ButtonLink to="/" className="mt-8">
        Back to Home
      </ButtonLink>
    </section>
  );
}
