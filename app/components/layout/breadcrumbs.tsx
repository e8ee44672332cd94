import { Link } from "react-router";
import { useWords } from "../../i18n/use-words.ts";
import type { Crumb } from "../../route-table.ts";

/** The breadcrumb trail of a page, from its route table entry; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useWords();
  return (
    <nav aria-label={t("frame.breadcrumb")} className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 text-sm">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.label} className="flex items-center gap-2">
              {crumb.path && !last ? (
                <Link to={crumb.path} className="text-brand-700 underline-offset-4 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-semibold text-slate-700">
                  {crumb.label}
                </span>
              )}
              {last ? null : (
                <span aria-hidden="true" className="text-slate-400">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
