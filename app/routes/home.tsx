import { ButtonLink } from "../components/ui/button-link.tsx";
import { business } from "../content/business.ts";
import { routeMeta } from "../lib/seo.ts";

export const meta = () => routeMeta("home");

export default function HomePage() {
  return (
    <section className="bg-brand-900 text-white" aria-labelledby="hero-title">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <h1 id="hero-title" className="text-4xl font-extrabold sm:text-6xl">
          Cleaning with Integrity
        </h1>
        <p className="mt-4 max-w-2xl text-xl text-brand-50">
          Book our expert team for quality service you can count on
        </p>
        <p className="mt-4 max-w-2xl text-brand-100">
          Homes, rentals and businesses across Abilene and the Big Country trust {business.name} for cleaning
          done right: {business.yearsOfExperience} years of experience, licensed, bonded and insured staff,
          and eco-friendly products that are safe for kids and pets.
        </p>
        <div className="mt-8 flex flex-wrap gap-4">
          <ButtonLink to="/get-a-quote">Get a Quote</ButtonLink>
          <a href={business.phoneHref} className="inline-flex min-h-11 items-center font-semibold underline">
            Call {business.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
