import { data, Link, redirect } from "react-router";
import { primaryButton } from "../components/owner/owner-bar.tsx";
import { business } from "../content/business.ts";
import { ownerInboxContext, SIGN_IN_LINK_MINUTES } from "../lib/owner-inbox.ts";
import { afterSignIn, INBOX_PATH, ownerReturnPath, returnQuery } from "../lib/owner-return.ts";
import type { Route } from "./+types/owner-sign-in.ts";

// Where a sign-in link lands. The token leaves the address at once (a 303 to /leads/sign-in, the token kept in a
// cookie for this page only), so it is not left in the address bar, a Referer or our logs. Opening the link signs
// nobody in: mail systems open links to check them, and a link works once. The owner presses the button; then the
// session starts. The link's `next`, the inbox page to return to (app/lib/owner-return.ts), stays in the address
// and the form's, and is where "Sign in" leads.

export const meta = () => [
  { title: `Sign in | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const nextOf = (request: Request) => ownerReturnPath(new URL(request.url).searchParams.get("next"));

export function loader({ request, context }: Route.LoaderArgs) {
  const inbox = context.get(ownerInboxContext);
  const token = new URL(request.url).searchParams.get("token");
  const next = nextOf(request);
  if (token !== null) {
    throw redirect(`/leads/sign-in${returnQuery(next)}`, {
      status: 303,
      headers: { "Set-Cookie": inbox.holdSignInLink(token).setCookie },
    });
  }
  return { held: inbox.holdsSignInLink(), next };
}

// A refusal's Retry-After (too many links tried) reaches the browser with the page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = await context.get(ownerInboxContext).signInWithHeldLink();
  if (signedIn.kind === "rate-limited") {
    const minutes = Math.max(1, Math.ceil(signedIn.retryAfterSeconds / 60));
    return data(
      { failed: true, tooMany: `Too many sign-in attempts. Please wait ${minutes} minutes and try again.` },
      { status: 429, headers: { "Retry-After": String(signedIn.retryAfterSeconds) } },
    );
  }
  if (signedIn.kind === "refused") return data({ failed: true, tooMany: undefined }, { status: 400 });
  const headers = new Headers();
  for (const cookie of signedIn.setCookies) headers.append("Set-Cookie", cookie);
  return redirect(afterSignIn(nextOf(request)), { status: 303, headers });
}

export default function OwnerSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.tooMany) {
    return (
      <section aria-labelledby="sign-in-heading" className="mx-auto max-w-md">
        <h1 id="sign-in-heading" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          Sign in to your leads
        </h1>
        <p role="alert" className="mt-4 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-800">
          {actionData.tooMany}
        </p>
      </section>
    );
  }
  const usable = loaderData.held && !actionData?.failed;
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-md">
      <h1 id="sign-in-heading" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {usable ? "Sign in to your leads" : "This sign-in link does not work"}
      </h1>
      {usable ? (
        <form method="post" action={`/leads/sign-in${returnQuery(loaderData.next)}`} className="mt-6">
          <p className="text-slate-700">Press the button to sign in on this device for 30 days.</p>
          <button type="submit" className={`${primaryButton} mt-4 w-full`}>
            Sign in
          </button>
        </form>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            {`A sign-in link works once, within ${SIGN_IN_LINK_MINUTES} minutes of being sent, in the browser it was opened in. Ask for a new one.`}
          </p>
          <Link to={`${INBOX_PATH}${returnQuery(loaderData.next)}`} className={`${primaryButton} mt-6`}>
            Ask for a new link
          </Link>
        </>
      )}
    </section>
  );
}
