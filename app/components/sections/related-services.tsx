import { useId } from "react";
import { Link } from "react-router";

interface RelatedService {
  to: string;
  title: string;
  summary: string;
}

/**
 * "More services like this one", at the end of a service page: the other services for the same audience as small
 * cards (each one link, its focus ring around the card), and a link to the whole group. Search engines and visitors
 * both find the neighbouring services from here.
 */
export function RelatedServices({
  heading,
  services,
  allLink,
}: {
  heading: string;
  services: readonly RelatedService[];
  allLink: { to: string; label: string };
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id={headingId} className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {heading}
          </h2>
          <Link
            to={allLink.to}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {allLink.label}
          </Link>
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.to}>
              <article className="group relative h-full rounded-2xl border border-slate-200 bg-white p-5 transition-shadow hover:shadow-md">
                <h3 className="text-lg font-bold text-brand-900">
                  <Link
                    to={service.to}
                    className="stretched-link underline-offset-4 group-hover:underline after:rounded-2xl"
                  >
                    {service.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-700">{service.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
