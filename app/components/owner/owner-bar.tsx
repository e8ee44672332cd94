/**
 * Who is signed in, and the two ways out: this device only, or every device (a lost phone). Plain forms that post
 * to /leads. At the foot of each signed-in page: on a phone the first screen is for the leads.
 */
export function OwnerBar({ email }: { email: string }) {
  return (
    <div className="mt-10 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm print:hidden">
      <p className="min-w-0 break-all text-slate-700">
        Signed in as <strong className="text-slate-900">{email}</strong>
      </p>{" "}
      <div className="flex flex-wrap gap-2">
        <form method="post" action="/leads">
          <button type="submit" name="intent" value="sign-out" className={secondaryButton}>
            Sign out
          </button>
        </form>
        <form method="post" action="/leads">
          <button type="submit" name="intent" value="sign-out-everywhere" className={secondaryButton}>
            Sign out everywhere
          </button>
        </form>
      </div>
    </div>
  );
}

export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100";
export const inputClasses =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900";
