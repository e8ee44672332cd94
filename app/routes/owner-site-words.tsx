import { Link } from "react-router";
import { Section } from "../components/owner/form-kit.tsx";
import { OwnerBar } from "../components/owner/owner-bar.tsx";
import { BackLink, requireOwner } from "../components/owner/owner-site-parts.tsx";
import { WORDS_PAGES, type WordsPage, wordsPath } from "../components/owner/words/words-pages.ts";
import { business } from "../content/business.ts";
import type { Route } from "./+types/owner-site-words.ts";

// The pages whose words the owner changes (docs/owner-guide.md, "Your business and your words"): a list of links,
// grouped as a visitor meets them.

export const meta = () => [
  { title: `Words on your pages | Your site | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { owner: await requireOwner(context, request) };
}

const WHAT: Record<WordsPage["kind"], string> = {
  home: "Subtitle, introduction and the claims of each strip",
  faqs: "Questions and answers",
  stored: "The whole page, formatted",
  checklist: "What each cleaning includes",
  service: "Introduction, benefits, why choose us, questions",
};

function PageLinks({ pages }: { pages: readonly WordsPage[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {pages.map((page) => (
        <li key={page.key} className="px-4 py-2">
          <Link
            to={wordsPath(page.key)}
            className="inline-flex min-h-11 items-center font-semibold break-words text-brand-800 underline underline-offset-4"
          >
            {page.name}
          </Link>
          <span className="block text-sm text-slate-700">{WHAT[page.kind]}</span>
        </li>
      ))}
    </ul>
  );
}

export default function OwnerWordsIndex({ loaderData }: Route.ComponentProps) {
  const general = WORDS_PAGES.filter((page) => page.kind !== "service");
  const services = WORDS_PAGES.filter((page) => page.kind === "service");
  return (
    <>
      <BackLink to="/leads/site">Your site</BackLink>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">Words on your pages</h1>
      <p className="mt-2 text-slate-700">
        Choose a page. You can preview each change before it goes on the site, and undo it afterwards under
        History.
      </p>
      <Section id="pages" title="Pages">
        <PageLinks pages={general} />
      </Section>
      <Section id="service-pages" title="Service pages">
        <PageLinks pages={services} />
      </Section>
      <OwnerBar email={loaderData.owner.email} />
    </>
  );
}
