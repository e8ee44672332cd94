import {
  CHECKLIST_CELL_VALUES,
  checklistCellLabels,
  checklistGroups,
  checklistServices,
  checklistTaskId,
} from "../../../content/checklist.ts";
import type { ContentModel } from "../../../content/model/content-model.ts";
import { own } from "../../../content/model/paths.ts";
import { ErrorSummary, Fold, Section, SelectField } from "../form-kit.tsx";
import { type PostedForm, problemFor, valueFor } from "../posted-form.ts";
import { SaveOrPreview, WordsFormHidden } from "./words-form-parts.tsx";

/**
 * The cleaning checklist's cells: for each task, what each of the three services does with it (included, not
 * included, N/A, an add-on). One form; the room groups fold (a phone shows one group at a time), and a group with
 * a refused cell comes back open.
 */

// The owner's pages are in English: the checklist's English words.
const OPTIONS = CHECKLIST_CELL_VALUES.map((value) => ({ value, label: checklistCellLabels[value].en }));

export function ChecklistEditor({
  action,
  lang,
  checklist,
  posted,
}: {
  action: string;
  lang: string;
  checklist: ContentModel["checklist"];
  posted?: PostedForm;
}) {
  const fields = new Set(
    checklistGroups.flatMap((group) =>
      group.tasks.flatMap((_, index) =>
        checklistServices.map((service) => `${checklistTaskId(group.name, index)}-${service.key}`),
      ),
    ),
  );
  return (
    <Section id="checklist" title="What each cleaning includes">
      <p className="text-slate-700">
        Open a room, choose for each task what each cleaning does with it, then press Save.
      </p>
      <form method="post" action={`${action}#checklist`} noValidate className="mt-4 space-y-4">
        <ErrorSummary
          id="checklist-problems"
          problems={posted?.problems ?? []}
          fieldId={(name) => (fields.has(name) ? `checklist-${name}` : undefined)}
        />
        <WordsFormHidden form="checklist" lang={lang} />
        {checklistGroups.map((group) => {
          const ids = group.tasks.map((_, index) => checklistTaskId(group.name, index));
          const refused = ids.some((id) =>
            checklistServices.some((s) => problemFor(posted, `${id}-${s.key}`)),
          );
          return (
            <Fold key={group.name} summary={group.name} open={refused}>
              <div className="space-y-4">
                {group.tasks.map((task, index) => {
                  const id = checklistTaskId(group.name, index);
                  const row = own(checklist, id);
                  return (
                    <fieldset key={id} className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
                      <legend className="float-left w-full font-semibold break-words text-slate-900">
                        {task.task.en}
                      </legend>
                      <div className="clear-left grid gap-3 pt-2 sm:grid-cols-3">
                        {checklistServices.map((service) => {
                          const name = `${id}-${service.key}`;
                          return (
                            <SelectField
                              key={service.key}
                              id={`checklist-${name}`}
                              name={name}
                              label={service.label.en}
                              options={OPTIONS}
                              defaultValue={valueFor(posted, name, row?.[service.key] ?? "")}
                              problem={problemFor(posted, name)}
                            />
                          );
                        })}
                      </div>
                    </fieldset>
                  );
                })}
              </div>
            </Fold>
          );
        })}
        <SaveOrPreview save="Save checklist" />
      </form>
    </Section>
  );
}
