import { data, Link, redirect } from "react-router";
import { inputClasses, OwnerBar, primaryButton } from "../components/owner/owner-bar.tsx";
import {
  echo,
  Field,
  type FormEcho,
  FormProblem,
  formValues,
  VisitFields,
} from "../components/owner/visit-forms.tsx";
import { business } from "../content/business.ts";
import {
  BUSINESS_NAME_LABEL,
  BUSINESS_NAME_MAX_LENGTH,
  NOTES_LABEL,
  NOTES_MAX_LENGTH,
  referralOptions,
  serviceOptions,
} from "../lib/contact-fields.ts";
import { ownerBookingsContext } from "../lib/owner-bookings.ts";
import { ownerInboxContext } from "../lib/owner-inbox.ts";
import { signInFirst } from "../lib/owner-return.ts";
import type { Route } from "./+types/owner-bookings-phone.ts";

// A booking taken by phone (docs/owner-guide.md, "Booking a visit yourself"): the new customer and their visit in
// one short form. It makes a lead whose source is "phone" and a confirmed visit; the customer gets the same
// confirmation and invitation as anyone. Plain form, Post/Redirect/Get to the new lead, no script.

export const meta = () => [
  { title: `Booking by phone | Leads | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await context.get(ownerInboxContext).owner();
  if (!owner) throw signInFirst(request);
  const bookings = context.get(ownerBookingsContext);
  const [windows, schedule] = await Promise.all([bookings.windows(), bookings.schedule("day")]);
  return { owner, windows, today: schedule.today };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!(await context.get(ownerInboxContext).owner())) throw signInFirst(request);
  const form = await request.formData();
  const values = formValues(form);
  const value = (name: string) => values[name] ?? "";
  const answer = await context.get(ownerBookingsContext).phoneBooking({
    firstName: value("firstName"),
    lastName: value("lastName"),
    phone: value("phone"),
    email: value("email"),
    zipCode: value("zipCode"),
    businessName: value("businessName"),
    services: value("services"),
    squareFootage: value("squareFootage"),
    referral: value("referral"),
    notes: value("notes"),
    lang: value("lang"),
    day: value("day"),
    window: value("window"),
    frequency: value("frequency"),
    price: value("price"),
    address: value("address"),
    accessNotes: value("accessNotes"),
  });
  if (answer.kind === "done" && answer.leadId)
    return redirect(`/leads/${answer.leadId}?done=phone-booked`, 303);
  const echoed: FormEcho = {
    problem: answer.kind === "refused" ? answer.problem : "That could not be done.",
    ...(answer.kind === "refused" && answer.field ? { field: answer.field } : {}),
    values,
  };
  return data(echoed, { status: 400 });
}

const PROBLEM_ID = "phone-problem";

export default function OwnerPhoneBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, windows, today } = loaderData;
  const form = actionData;
  const text = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <Field id={`phone-${name}`} label={label}>
      <input id={`phone-${name}`} className={inputClasses} {...props} {...echo(form, name, PROBLEM_ID)} />
    </Field>
  );
  return (
    <>
      <p>
        <Link
          to="/leads/bookings"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          ← Bookings
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">Booking by phone</h1>
      <p className="mt-2 text-slate-700">
        A customer who called: their details and the visit you agreed. They are emailed the confirmation, the
        invitation for their calendar and their link to change it, as anyone who books on the site.
      </p>
      <form method="post" className="mt-5 space-y-5" noValidate>
        <FormProblem id={PROBLEM_ID} problem={form?.problem} />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold text-brand-900">The customer</legend>
          {text("firstName", "First name", { autoComplete: "off", required: true, maxLength: 50 })}
          {text("lastName", "Last name", { autoComplete: "off", required: true, maxLength: 50 })}
          {text("phone", "Phone", { type: "tel", inputMode: "tel", autoComplete: "off", required: true })}
          {text("email", "Email (for the confirmation)", {
            type: "email",
            inputMode: "email",
            autoComplete: "off",
            required: true,
            spellCheck: false,
          })}
          {text("zipCode", "Zip code", {
            inputMode: "numeric",
            autoComplete: "off",
            required: true,
            maxLength: 10,
          })}
          {text("businessName", `${BUSINESS_NAME_LABEL} (for a business)`, {
            autoComplete: "off",
            maxLength: BUSINESS_NAME_MAX_LENGTH,
          })}
          <Field id="phone-services" label="Service">
            <select
              id="phone-services"
              required
              className={inputClasses}
              {...echo(form, "services", PROBLEM_ID)}
            >
              <option value="" disabled>
                Select One
              </option>
              {serviceOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          {text("squareFootage", "Square footage (optional)", { inputMode: "numeric", autoComplete: "off" })}
          <Field id="phone-lang" label="Language of their emails">
            <select id="phone-lang" className={inputClasses} {...echo(form, "lang", PROBLEM_ID, "en")}>
              <option value="en">English</option>
              <option value="es">Spanish (español)</option>
            </select>
          </Field>
          <Field id="phone-referral" label="How did they hear about us?">
            <select
              id="phone-referral"
              required
              className={inputClasses}
              {...echo(form, "referral", PROBLEM_ID)}
            >
              <option value="" disabled>
                Select
              </option>
              {referralOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          <div className="sm:col-span-2">
            <Field id="phone-notes" label={`${NOTES_LABEL} (optional: add-ons, pets)`}>
              <textarea
                id="phone-notes"
                rows={3}
                maxLength={NOTES_MAX_LENGTH}
                className={inputClasses}
                {...echo(form, "notes", PROBLEM_ID)}
              />
            </Field>
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-lg font-bold text-brand-900">The visit</legend>
          <VisitFields idPrefix="phone" windows={windows} today={today} form={form} problemId={PROBLEM_ID} />
        </fieldset>
        <button type="submit" className={primaryButton}>
          Book and email the customer
        </button>
      </form>
      <OwnerBar email={owner.email} />
    </>
  );
}
