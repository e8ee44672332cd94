import { LEAD_STAGES, type LeadStage, STAGE_LABELS } from "../../lib/owner-inbox.ts";
import { inputClasses } from "./owner-bar.tsx";

/** A labelled choice of a lead's stage (the field `stage`); `anyLabel` adds a first choice for "no filter". */
export function StageSelect({
  id,
  label,
  value,
  anyLabel,
}: {
  id: string;
  label: string;
  value: LeadStage | "";
  anyLabel?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <select id={id} name="stage" defaultValue={value} className={inputClasses}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {LEAD_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {STAGE_LABELS[stage]}
          </option>
        ))}
      </select>
    </>
  );
}
