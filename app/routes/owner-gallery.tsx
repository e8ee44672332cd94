import { data, Link, redirect } from "react-router";
import { Section } from "../components/owner/form-kit.tsx";
import { inputClasses, OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { isDescribed, libraryOrder, photosToAdd, shortAlt } from "../components/owner/owner-site-lists.ts";
import {
  DoneMessage,
  doneOf,
  Hidden,
  PhotoThumb,
  Problem,
  requireOwner,
} from "../components/owner/owner-site-parts.tsx";
import { business } from "../content/business.ts";
import { type OwnerGallery, type OwnerPhoto, ownerSiteContext } from "../lib/owner-site.ts";
import type { Route } from "./+types/owner-gallery.ts";

// One gallery (docs/owner-guide.md, "Your site"): its photos in order with Move up, Move down and Remove from
// gallery, a photo to add from the library, and the before/after pair. Plain forms; after each the page comes
// back with what was done (Post/Redirect/Get), a move to the photo that moved.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.gallery?.name ?? "No such gallery"} | Your site | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE_MESSAGES = {
  add: "Photo added at the end of the gallery.",
  up: "Moved up.",
  down: "Moved down.",
  remove: "Photo taken out of this gallery (it stays in your photos).",
  comparison: "Before and after pair saved.",
  "remove-comparison": "Before and after pair removed.",
} as const;

type Done = keyof typeof DONE_MESSAGES;
type Form = "photos" | "add" | "comparison" | "page";

interface GalleryProblem {
  problem: string;
  form: Form;
  /** The photo whose buttons were pressed, or the choices as made (kept when refused). */
  photo?: string;
  before?: string;
  after?: string;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const site = context.get(ownerSiteContext);
  const [gallery, library] = await Promise.all([site.gallery(params.key), site.photos()]);
  // An unknown gallery: the owner's own page, signed in, with a way back.
  if (!gallery) return data({ owner, gallery: null, library: [], done: null, moved: null }, { status: 404 });
  const moved = new URL(request.url).searchParams.get("photo");
  return { owner, gallery, library: libraryOrder(library), done: doneOf(request, DONE_MESSAGES), moved };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const site = context.get(ownerSiteContext);
  const form = await request.formData();
  const intent = text(form, "intent");
  const photo = text(form, "photo");
  const path = `/leads/galleries/${encodeURIComponent(params.key)}`;
  const refuse = (problem: GalleryProblem) => data(problem, { status: 400 });
  const outcome = async (
    result: Promise<{ ok: true } | { ok: false; problem: string }>,
    done: Done,
    at: Form,
  ) => {
    const answer = await result;
    if (!answer.ok) return refuse({ problem: answer.problem, form: at, photo });
    // After a move the page opens at the photo that moved, so a long gallery is reordered without scrolling.
    return done === "up" || done === "down"
      ? redirect(
          `${path}?done=${done}&photo=${encodeURIComponent(photo)}#photo-${encodeURIComponent(photo)}`,
          303,
        )
      : redirect(`${path}?done=${done}`, 303);
  };
  if (intent === "add") {
    if (!photo) return refuse({ problem: "Choose a photo to add.", form: "add" });
    return outcome(site.addToGallery(params.key, photo), "add", "add");
  }
  if (intent === "up" || intent === "down") {
    return outcome(site.moveInGallery(params.key, photo, intent), intent, "photos");
  }
  if (intent === "remove") return outcome(site.removeFromGallery(params.key, photo), "remove", "photos");
  if (intent === "comparison") {
    const before = text(form, "before");
    const after = text(form, "after");
    const problem =
      !before || !after
        ? "Choose a “before” photo and an “after” photo."
        : before === after
          ? "Choose two different photos for before and after."
          : undefined;
    if (problem) return refuse({ problem, form: "comparison", before, after });
    const result = await site.setComparison(params.key, before, after);
    if (!result.ok) return refuse({ problem: result.problem, form: "comparison", before, after });
    return redirect(`${path}?done=comparison`, 303);
  }
  if (intent === "remove-comparison") {
    return outcome(site.setComparison(params.key, "", ""), "remove-comparison", "comparison");
  }
  return refuse({ problem: "That request was not understood.", form: "page" });
}

export default function OwnerGalleryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, gallery, library, done, moved } = loaderData;
  if (!gallery) return <NoSuchGallery email={owner.email} />;
  const problem = actionData as GalleryProblem | undefined;
  const movedDone = done === "up" || done === "down";
  return (
    <>
      <p>
        <Link
          to="/leads/site#galleries"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          ← Your site
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-extrabold break-words text-brand-900 sm:text-3xl">{gallery.name}</h1>
      <p className="mt-2 text-slate-700">
        The photos of this page's gallery, in the order the page shows them, captioned as your own work.
        Without photos the page shows its drawings.{" "}
        <a href={gallery.path} className="font-semibold text-brand-800 underline underline-offset-2">
          See the page
        </a>
      </p>
      {done && !movedDone ? <DoneMessage>{DONE_MESSAGES[done as Done]}</DoneMessage> : null}
      {problem?.form === "page" ? <Problem id="page-problem">{problem.problem}</Problem> : null}

      <Section id="photos" title="Photos in this gallery">
        {problem?.form === "photos" && !gallery.photos.some((photo) => photo.id === problem.photo) ? (
          <Problem id="photos-problem">{problem.problem}</Problem>
        ) : null}
        {gallery.photos.length === 0 ? (
          <p className="text-slate-700">No photos yet: the page shows its drawings. Add a photo below.</p>
        ) : (
          <ol className="space-y-4">
            {gallery.photos.map((photo, index) => (
              <GalleryPhoto
                key={photo.id}
                photo={photo}
                position={index + 1}
                count={gallery.photos.length}
                moved={movedDone && moved === photo.id ? DONE_MESSAGES[done as Done] : undefined}
                problem={
                  problem?.form === "photos" && problem.photo === photo.id ? problem.problem : undefined
                }
              />
            ))}
          </ol>
        )}
      </Section>

      <Section id="add" title="Add a photo">
        <AddPhoto
          choices={photosToAdd(library, gallery.photos)}
          problem={problem?.form === "add" ? problem.problem : undefined}
        />
      </Section>

      <Section id="comparison" title="Before and after">
        <Comparison
          gallery={gallery}
          choices={library.filter(isDescribed)}
          refused={problem?.form === "comparison" ? problem : undefined}
        />
      </Section>
      <OwnerBar email={owner.email} />
    </>
  );
}

function GalleryPhoto({
  photo,
  position,
  count,
  moved,
  problem,
}: {
  photo: OwnerPhoto;
  position: number;
  count: number;
  moved?: string;
  problem?: string;
}) {
  const buttons: Array<{ intent: "up" | "down" | "remove"; label: string; shown: boolean }> = [
    { intent: "up", label: "Move up", shown: position > 1 },
    { intent: "down", label: "Move down", shown: position < count },
    { intent: "remove", label: "Remove from gallery", shown: true },
  ];
  return (
    <li
      id={`photo-${photo.id}`}
      className="grid scroll-mt-4 gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[12rem_minmax(0,1fr)]"
    >
      <PhotoThumb photo={photo} />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-600">
          {position} of {count}
        </p>
        <p className="mt-1 break-words text-slate-900">{photo.alt}</p>
        {moved ? <DoneMessage>{moved}</DoneMessage> : null}
        {problem ? <Problem id={`problem-${photo.id}`}>{problem}</Problem> : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {buttons
            .filter((button) => button.shown)
            .map((button) => (
              <form key={button.intent} method="post">
                <input type="hidden" name="intent" value={button.intent} />
                <input type="hidden" name="photo" value={photo.id} />
                <button type="submit" className={secondaryButton}>
                  {button.label}
                  <Hidden>: {shortAlt(photo.alt)}</Hidden>
                </button>
              </form>
            ))}
        </div>
      </div>
    </li>
  );
}

function AddPhoto({ choices, problem }: { choices: OwnerPhoto[]; problem?: string }) {
  if (choices.length === 0) {
    return (
      <p className="text-slate-700">
        Every described photo is already in this gallery.{" "}
        <Link to="/leads/photos" className="font-semibold text-brand-800 underline underline-offset-2">
          Upload or describe photos
        </Link>{" "}
        to add more.
      </p>
    );
  }
  return (
    <form method="post">
      <input type="hidden" name="intent" value="add" />
      {problem ? <Problem id="add-problem">{problem}</Problem> : null}
      <label htmlFor="add-photo" className="block font-semibold text-slate-900">
        Photo (described photos not yet in this gallery)
      </label>
      <select
        id="add-photo"
        name="photo"
        required
        defaultValue=""
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? "add-problem" : undefined}
        className={inputClasses}
      >
        <option value="" disabled>
          Choose a photo
        </option>
        {choices.map((photo) => (
          <option key={photo.id} value={photo.id}>
            {shortAlt(photo.alt)}
          </option>
        ))}
      </select>
      <button type="submit" className={`${primaryButton} mt-3`}>
        Add to gallery
      </button>
    </form>
  );
}

function Comparison({
  gallery,
  choices,
  refused,
}: {
  gallery: OwnerGallery;
  choices: OwnerPhoto[];
  refused?: GalleryProblem;
}) {
  const before = refused?.before ?? gallery.comparison?.before.id ?? "";
  const after = refused?.after ?? gallery.comparison?.after.id ?? "";
  const invalid = refused ? true : undefined;
  return (
    <>
      <p className="text-slate-700">
        {gallery.comparison
          ? "The page shows this pair as a before and after comparison."
          : "Choose a photo from before your work and one from after: the page shows them as a comparison."}
      </p>
      {gallery.comparison ? (
        <div className="mt-3 grid grid-cols-2 gap-3">
          <figure>
            <PhotoThumb photo={gallery.comparison.before} />
            <figcaption className="mt-1 text-sm font-semibold text-slate-900">Before</figcaption>
          </figure>
          <figure>
            <PhotoThumb photo={gallery.comparison.after} />
            <figcaption className="mt-1 text-sm font-semibold text-slate-900">After</figcaption>
          </figure>
        </div>
      ) : null}
      {refused ? <Problem id="comparison-problem">{refused.problem}</Problem> : null}
      {choices.length < 2 ? (
        <p className="mt-3 text-slate-700">
          A pair needs two described photos.{" "}
          <Link to="/leads/photos" className="font-semibold text-brand-800 underline underline-offset-2">
            Upload or describe photos
          </Link>
          .
        </p>
      ) : (
        <form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="comparison" />
          <div className="grid gap-4 sm:grid-cols-2">
            {[
              { name: "before", label: "Before", value: before },
              { name: "after", label: "After", value: after },
            ].map((field) => (
              <div key={field.name}>
                <label htmlFor={`comparison-${field.name}`} className="block font-semibold text-slate-900">
                  {field.label}
                </label>
                <select
                  id={`comparison-${field.name}`}
                  name={field.name}
                  required
                  defaultValue={field.value}
                  aria-invalid={invalid}
                  aria-describedby={refused ? "comparison-problem" : undefined}
                  className={inputClasses}
                >
                  <option value="" disabled>
                    Choose a photo
                  </option>
                  {choices.map((photo) => (
                    <option key={photo.id} value={photo.id}>
                      {shortAlt(photo.alt)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <button type="submit" className={primaryButton}>
            Save pair
          </button>
        </form>
      )}
      {gallery.comparison ? (
        <form method="post" className="mt-3">
          <input type="hidden" name="intent" value="remove-comparison" />
          <button type="submit" className={secondaryButton}>
            Remove pair
          </button>
        </form>
      ) : null}
    </>
  );
}

function NoSuchGallery({ email }: { email: string }) {
  return (
    <>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">No such gallery</h1>
      <p className="mt-3 text-slate-700">
        The address may have been mistyped. Every gallery of the site is listed on Your site.
      </p>
      <Link to="/leads/site#galleries" className={`${primaryButton} mt-6`}>
        Your site's galleries
      </Link>
      <OwnerBar email={email} />
    </>
  );
}
