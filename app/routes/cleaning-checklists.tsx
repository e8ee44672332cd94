import { Link, type MetaArgs } from "react-router";
import { PageFrame, PageSection } from "../components/layout/page-frame.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { telHref } from "../content/business.ts";
import {
  CHECKLIST_CELL_VALUES,
  type ChecklistCell,
  type ChecklistGroup,
  checklistAddOns,
  checklistCellDescriptions,
  checklistCellLabels,
  checklistGroups,
  checklistServices,
  checklistTaskId,
} from "../content/checklist.ts";
import { hoursLabel } from "../content/model/hours.ts";
import { useWords } from "../i18n/use-words.ts";
import { InlineScript } from "../lib/islands/inline-script.tsx";
import { routeMeta } from "../lib/seo.ts";
import type { SiteWords } from "../lib/site-content.ts";
import { useSiteContent } from "../lib/use-site-content.tsx";

export const meta = ({ location }: MetaArgs) => routeMeta("cleaning-checklists", [], {}, location);

const cellStyles: Record<ChecklistCell, { className: string; path: string }> = {
  included: { className: "bg-accent-700 text-white", path: "M5 12.5l4.5 4.5L19 7.5" },
  "not-included": { className: "bg-slate-200 text-slate-700", path: "M7 7l10 10M17 7L7 17" },
  "n/a": { className: "border border-slate-300 bg-white text-slate-600", path: "M7 12h10" },
  "add-on": { className: "bg-brand-700 text-white", path: "M12 6v12M6 12h12" },
};

/** The mark of one cell: an icon by shape and color, and the words a screen reader reads. */
function CellMark({ value, spoken = true }: { value: ChecklistCell; spoken?: boolean }) {
  const style = cellStyles[value];
  const { say } = useWords();
  return (
    <>
      <span
        className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full ${style.className}`}
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d={style.path} />
        </svg>
      </span>
      {spoken ? <span className="sr-only">{say(checklistCellLabels[value])}</span> : null}
    </>
  );
}

/** A task's three cells as the owner keeps them (the typed checklist has the defaults and the tasks). */
function cellsOf(
  checklist: SiteWords["checklist"],
  group: ChecklistGroup["name"],
  index: number,
): ChecklistCell[] {
  const row = checklist[checklistTaskId(group, index)];
  return row ? [row.recurring, row.deep, row.move] : [];
}

const stickyCell = "sticky left-0 z-10 shadow-[1px_0_0_var(--color-slate-200)]";

/**
 * A column's header: its short label shown, the service's whole name said ("Recurring" + " cleaning",
 * "Limpieza " + "Recurrente"): the words of the name around the label are for screen readers only.
 */
function ColumnName({ label, name }: { label: string; name: string }) {
  const at = name.toLocaleLowerCase().indexOf(label.toLocaleLowerCase());
  if (at < 0) return <>{label}</>;
  const before = name.slice(0, at);
  const after = name.slice(at + label.length);
  return (
    <>
      {before ? <span className="sr-only">{before}</span> : null}
      {label}
      {after ? <span className="sr-only">{after}</span> : null}
    </>
  );
}

export default function CleaningChecklistsPage() {
  const { page, path, t, rich, say, lang } = useWords();
  const {
    business: details,
    words: { checklist },
  } = useSiteContent();
  return (
    <PageFrame page={page("cleaning-checklists")}>
      <PageSection>
        <p className="max-w-3xl text-lg leading-relaxed">{t("checklist.intro")}</p>

        <section aria-labelledby="legend-heading" className="mt-8">
          <h2 id="legend-heading" className="text-lg font-bold text-brand-900">
            {t("checklist.legend.heading")}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {CHECKLIST_CELL_VALUES.map((value) => (
              <li key={value} className="flex items-start gap-3">
                <CellMark value={value} spoken={false} />
                <span>
                  <span className="font-semibold">{say(checklistCellLabels[value])}</span>
                  <span aria-hidden="true">: </span>
                  <span className="text-slate-700">{say(checklistCellDescriptions[value])}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        {/* The table fits a 390 px phone: the task names wrap and the three columns take what their headers need.
            Narrower still (400 % zoom, 320 px) it scrolls sideways with the task column fixed at the left; a link
            focused inside it is scrolled clear of that sticky column and of the right edge, with its focus ring
            (WCAG 2.4.11): the scroll padding says how far, and the focus handler asks for it, because the browser
            does not scroll an element that is already partly in view. */}
        <section
          className="relative mt-8 scroll-pr-2 scroll-pl-[8rem] overflow-x-auto rounded-xl border border-slate-200 sm:scroll-pl-[12.5rem]"
          aria-labelledby="checklist-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          data-keep-focus-in-view=""
        >
          <table className="w-full border-collapse text-left sm:min-w-[30rem]">
            <caption
              id="checklist-caption"
              className="px-4 py-3 text-left text-lg font-bold text-brand-900 sm:text-xl"
            >
              {t("checklist.caption")}
            </caption>
            <thead>
              <tr className="bg-brand-800 text-white">
                <th
                  scope="col"
                  className={`${stickyCell} bg-brand-800 px-3 py-3 text-sm font-semibold sm:px-4 sm:text-base`}
                >
                  {t("checklist.task")}
                </th>
                {checklistServices.map((service) => (
                  <th
                    key={service.key}
                    scope="col"
                    // Spanish names the columns in longer words ("Recurrente"): a smaller size keeps the table
                    // within a 390 px phone.
                    className={`w-[1%] px-1.5 py-3 text-center font-semibold sm:w-[20%] sm:px-4 sm:text-base ${lang === "en" ? "text-sm" : "text-xs"}`}
                  >
                    <Link
                      to={path(service.page)}
                      className="underline decoration-white/50 underline-offset-4 hover:decoration-white"
                    >
                      <ColumnName label={say(service.label)} name={say(service.name)} />
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            {checklistGroups.map((group) => (
              <tbody key={group.name}>
                <tr className="bg-brand-50">
                  <th
                    scope="rowgroup"
                    colSpan={checklistServices.length + 1}
                    className="px-3 py-2.5 text-left text-base font-bold text-brand-900 sm:px-4"
                  >
                    {say(group.label)}
                  </th>
                </tr>
                {group.tasks.map((task, taskIndex) => (
                  <tr key={task.task.en} className="border-t border-slate-200">
                    <th
                      scope="row"
                      className={`${stickyCell} bg-white px-3 py-2.5 text-sm font-normal text-slate-800 sm:min-w-[11rem] sm:px-4 sm:text-base`}
                    >
                      {say(task.task)}
                    </th>
                    {cellsOf(checklist, group.name, taskIndex).map((cell, index) => (
                      <td key={checklistServices[index]?.key} className="px-1.5 py-2.5 text-center sm:px-4">
                        <CellMark value={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </section>

        <section aria-labelledby="add-ons-heading" className="mt-10 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="add-ons-heading" className="text-2xl font-extrabold text-brand-900">
              {t("checklist.addOns.heading")}
            </h2>
            <p className="mt-3 leading-relaxed">{t("checklist.addOns.text")}</p>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {checklistAddOns.map((addOn) => (
                <li key={addOn.en}>{say(addOn)}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
            <h2 className="text-2xl font-extrabold">{t("checklist.cta.heading")}</h2>
            <p className="mt-3 leading-relaxed text-brand-50">
              {rich("checklist.cta.text", {
                hours: hoursLabel(details.hours, lang),
                phone: (words) => (
                  <a
                    href={telHref(details.phone)}
                    className="font-semibold text-white underline underline-offset-2"
                  >
                    {words}
                  </a>
                ),
                number: details.phone,
              })}
            </p>
            <ButtonLink to={path("get-a-quote")} variant="light" className="mt-5">
              {t("action.getQuote")}
            </ButtonLink>
          </div>
        </section>
      </PageSection>
      {/* A focused cell scrolls fully out from under the sticky column (app/inline-scripts/keep-focus-in-view.ts). */}
      <InlineScript name="keep-focus-in-view" />
    </PageFrame>
  );
}
