import { ButtonLink } from "../components/ui/button-link.tsx";
import { useWords } from "../i18n/use-words.ts";
import { notFoundMeta } from "../lib/seo.ts";
import { langOfPath } from "../route-table.ts";
import type { Route } from "./+types/not-found.ts";

export const meta = ({ location }: Route.MetaArgs) => notFoundMeta(langOfPath(location.pathname));

export default function NotFoundPage() {
  const { t, path } = useWords();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
      {/* Decorative, but still text: brand-500 on white is 3.9:1, above the 3:1 that large text needs. */}
      <p className="text-7xl font-extrabold text-brand-500 sm:text-9xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900 sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("notFound.text")}</p>
      <ButtonLink to={path("home")} className="mt-8">
        {t("notFound.back")}
      </ButtonLink>
    </section>
  );
}
