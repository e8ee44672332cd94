import { data, Link, redirect } from "react-router";
import { primaryButton } from "../components/owner/owner-bar.tsx";
import { business } from "../content/business.ts";
import { ownerInboxContext } from "../lib/owner-inbox.ts";
import type { Route } from "./+types/owner-sign-in.ts";

// Where a sign-in link lands. Opening it signs nobody in: mail systems open links to check them, and a link works
// once. The owner presses the button, which posts the token; then the session starts.

export const meta = () => [
  { title: `Sign in | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const signedIn = await context.get(ownerInboxContext).signInWithLink(String(form.get("token") ?? ""));
  if (!signedIn) return data({ failed: true }, { status: 400 });
  return redirect("/leads", { status: 303, headers: { "Set-Cookie": signedIn.setCookie } });
}

export default function OwnerSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const usable = loaderData.token !== "" && !actionData?.failed;
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-md">
      <h1 id="sign-in-heading" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {usable ? "Sign in to your leads" : "This sign-in link does not work"}
      </h1>
      {usable ? (
        <form method="post" action="/leads/sign-in" className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-slate-700">Press the button to sign in on this device for 30 days.</p>
          <button type="submit" className={`${primaryButton} mt-4 w-full`}>
            Sign in
          </button>
        </form>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            A sign-in link works once, within 15 minutes of being sent. Ask for a new one.
          </p>
          <Link to="/leads" className={`${primaryButton} mt-6`}>
            Ask for a new link
          </Link>
        </>
      )}
    </section>
  );
}
