import { data, Link, redirect } from "react-router";
import { Section } from "../components/owner/form-kit.tsx";
import { inputClasses, OwnerBar, primaryButton, secondaryButton } from "../components/owner/owner-bar.tsx";
import { abileneTime } from "../components/owner/owner-format.ts";
import { isDescribed, libraryOrder } from "../components/owner/owner-site-lists.ts";
import {
  DoneMessage,
  doneOf,
  Hidden,
  PhotoThumb,
  Problem,
  requireOwner,
} from "../components/owner/owner-site-parts.tsx";
import { business } from "../content/business.ts";
import {
  MAX_ALT_LENGTH,
  type OwnerPhoto,
  ownerSiteContext,
  PHOTO_ACCEPT,
  PHOTO_UPLOAD_PATH,
  UPLOAD_ALT_FIELD,
  UPLOAD_FILES_FIELD,
  UPLOAD_GALLERY_FIELD,
  type UploadReport,
} from "../lib/owner-site.ts";
import { singleLineBreaks, withoutControlCharacters } from "../lib/plain-text.ts";
import type { Route } from "./+types/owner-photos.ts";

// The owner's photo library (docs/owner-guide.md, "Your site"): the upload form (a multipart post the server takes
// itself, PHOTO_UPLOAD_PATH, which then shows this page with its report), and every photo with its text
// alternative, where it is used, and Remove. Photos still waiting for their words come first.

export const meta = () => [
  { title: `Photos | Your site | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE_MESSAGES = {
  describe: "Text alternative saved.",
  remove: "Photo removed from the site. To bring it back, use Undo under Recent changes on Your site.",
} as const;

type Done = keyof typeof DONE_MESSAGES;

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(context, request);
  const site = context.get(ownerSiteContext);
  const [photos, overview] = await Promise.all([site.photos(), site.overview()]);
  const galleries = overview.galleries.map(({ key, name }) => ({ key, name }));
  return {
    owner,
    photos: libraryOrder(photos),
    galleries,
    report: site.uploadReport() ?? null,
    done: doneOf(request, DONE_MESSAGES),
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Why nothing changed, for which photo, and the words as typed (never lost). */
interface PhotoProblem {
  problem: string;
  photo: string;
  alt?: string;
  altEs?: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(context, request);
  const site = context.get(ownerSiteContext);
  const form = await request.formData();
  const intent = text(form, "intent");
  const photo = text(form, "photo");
  const back = (done: Done) => redirect(`/leads/photos?done=${done}`, 303);
  const refuse = (problem: PhotoProblem) => data(problem, { status: 400 });
  if (intent === "describe") {
    // One line for a screen reader: line breaks (sent as CRLF) and control characters out.
    const oneLine = (name: string) =>
      withoutControlCharacters(singleLineBreaks(text(form, name)))
        .replace(/\s+/g, " ")
        .trim();
    const alt = oneLine("alt");
    // The Spanish is optional: Spanish pages show the English, marked as English, until it is written.
    const altEs = form.has("altEs") ? oneLine("altEs") : undefined;
    const typed = { photo, alt, ...(altEs === undefined ? {} : { altEs }) };
    if (!alt)
      return refuse({
        problem: "Describe the photo first: a photo is shown nowhere without its words.",
        ...typed,
      });
    if (alt.length > MAX_ALT_LENGTH || (altEs?.length ?? 0) > MAX_ALT_LENGTH) {
      return refuse({
        problem: `A text alternative can have at most ${MAX_ALT_LENGTH} characters.`,
        ...typed,
      });
    }
    const result = await site.describePhoto(photo, alt, altEs);
    if (!result.ok) return refuse({ problem: result.problem, ...typed });
    return back("describe");
  }
  if (intent === "remove") {
    const result = await site.removePhoto(photo);
    if (!result.ok) return refuse({ problem: result.problem, photo });
    return back("remove");
  }
  return refuse({ problem: "That request was not understood.", photo: "" });
}

export default function OwnerPhotosPage({ loaderData, actionData }: Route.ComponentProps) {
  const { owner, photos, galleries, report, done } = loaderData;
  const problem = actionData as PhotoProblem | undefined;
  const galleryName = new Map(galleries.map((gallery) => [gallery.key as string, gallery.name]));
  const waiting = photos.filter((photo) => !isDescribed(photo)).length;
  return (
    <>
      <p>
        <Link
          to="/leads/site"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          ← Your site
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">Photos</h1>
      {done ? <DoneMessage>{DONE_MESSAGES[done as Done]}</DoneMessage> : null}
      {problem && !photos.some((photo) => photo.id === problem.photo) ? (
        <Problem id="page-problem">{problem.problem}</Problem>
      ) : null}
      {report ? <UploadResult report={report} /> : null}

      <Section id="upload" title="Upload photos">
        <UploadForm galleries={galleries} />
      </Section>

      <Section id="library" title="Your photos">
        {photos.length === 0 ? (
          <p className="text-slate-700">No photos yet. Upload the first ones above.</p>
        ) : (
          <p className="text-slate-700">
            {photos.length} {photos.length === 1 ? "photo" : "photos"}
            {waiting === 1 ? "; 1 still needs a text alternative and comes first" : ""}
            {waiting > 1 ? `; ${waiting} still need a text alternative and come first` : ""}. Put a described
            photo in a gallery from{" "}
            <Link
              to="/leads/site#galleries"
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              its page's gallery
            </Link>
            .
          </p>
        )}
        <ul className="mt-4 space-y-4">
          {photos.map((photo) => (
            <PhotoItem
              key={photo.id}
              photo={photo}
              usedIn={photo.usedIn.map((key) => galleryName.get(key) ?? key)}
              pendingIn={photo.pendingGallery ? galleryName.get(photo.pendingGallery) : undefined}
              problem={problem?.photo === photo.id ? problem : undefined}
            />
          ))}
        </ul>
      </Section>
      <OwnerBar email={owner.email} />
    </>
  );
}

/** What the last upload did: the photos added, and each file refused with why. */
function UploadResult({ report }: { report: UploadReport }) {
  const added = report.added.length;
  return (
    <>
      {added > 0 ? (
        <DoneMessage>
          {added === 1 ? "1 photo added." : `${added} photos added.`}{" "}
          {report.needWords > 0
            ? `Give ${report.needWords === 1 ? "it" : "each one"} its own text alternative below: a photo goes on the site only once described.`
            : "Check its text alternative below."}
        </DoneMessage>
      ) : null}
      {report.refused.length > 0 ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-800"
        >
          <p className="font-semibold">
            {report.refused.length === 1
              ? "1 file was not added:"
              : `${report.refused.length} files were not added:`}
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {report.refused.map((refused, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one report, read once; two files may share a name.
              <li key={index} className="break-words">
                <span className="font-semibold">{refused.file || "A file"}</span>: {refused.problem}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function UploadForm({ galleries }: { galleries: Array<{ key: string; name: string }> }) {
  return (
    <form
      method="post"
      action={PHOTO_UPLOAD_PATH}
      encType="multipart/form-data"
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div>
        <label htmlFor="upload-files" className="block font-semibold text-slate-900">
          Photos
        </label>
        <input
          id="upload-files"
          name={UPLOAD_FILES_FIELD}
          type="file"
          multiple
          required
          accept={PHOTO_ACCEPT}
          aria-describedby="upload-files-hint"
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 file:mr-3 file:min-h-9 file:rounded-full file:border-0 file:bg-brand-800 file:px-4 file:font-semibold file:text-white"
        />
        <p id="upload-files-hint" className="mt-1 text-sm text-slate-600">
          One or several, straight from your phone's photos: JPEG, HEIC, PNG or WebP. Each is made smaller for
          the web, and its location and camera details are removed.
        </p>
      </div>
      <div>
        <label htmlFor="upload-alt" className="block font-semibold text-slate-900">
          Describe the photo for people who cannot see it (one photo)
        </label>
        <textarea
          id="upload-alt"
          name={UPLOAD_ALT_FIELD}
          rows={2}
          maxLength={MAX_ALT_LENGTH}
          aria-describedby="upload-alt-hint"
          className={inputClasses}
        />
        <p id="upload-alt-hint" className="mt-1 text-sm text-slate-600">
          What it shows, in a sentence: “A kitchen after our move-out clean, the oven and counters spotless.”
          With several photos, each gets its own words below, after the upload. A photo without words is shown
          nowhere until you describe it.
        </p>
      </div>
      <div>
        <label htmlFor="upload-gallery" className="block font-semibold text-slate-900">
          Put them in a gallery (optional): each joins it once it has its words
        </label>
        <select id="upload-gallery" name={UPLOAD_GALLERY_FIELD} defaultValue="" className={inputClasses}>
          <option value="">No gallery for now</option>
          {galleries.map((gallery) => (
            <option key={gallery.key} value={gallery.key}>
              {gallery.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${primaryButton} w-full sm:w-auto`}>
        Upload
      </button>
    </form>
  );
}

function PhotoItem({
  photo,
  usedIn,
  pendingIn,
  problem,
}: {
  photo: OwnerPhoto;
  usedIn: string[];
  /** The gallery chosen at upload, which the photo joins once described. */
  pendingIn?: string;
  problem?: PhotoProblem;
}) {
  const described = isDescribed(photo);
  const altId = `alt-${photo.id}`;
  const altEsId = `alt-es-${photo.id}`;
  const problemId = `problem-${photo.id}`;
  const label = described ? photo.alt : `the photo uploaded ${abileneTime(photo.uploadedAt)}`;
  return (
    <li
      id={`photo-${photo.id}`}
      className={`grid gap-4 rounded-xl border p-4 sm:grid-cols-[12rem_minmax(0,1fr)] ${
        described ? "border-slate-200 bg-white" : "border-amber-600 border-l-8 bg-amber-50"
      }`}
    >
      <PhotoThumb photo={photo} />
      <div className="min-w-0">
        {described ? null : (
          <p className="mb-2 inline-block rounded-full bg-amber-200 px-2.5 py-0.5 text-sm font-semibold text-amber-950">
            Needs a text alternative: shown nowhere yet
          </p>
        )}
        <p className="text-sm text-slate-700">Uploaded {abileneTime(photo.uploadedAt)}</p>
        <p className="text-sm text-slate-700">
          {usedIn.length === 0 && !pendingIn ? "Not in any gallery." : null}
          {usedIn.length > 0 ? `In: ${usedIn.join(", ")}.` : null}
          {pendingIn ? `Joins ${pendingIn} once described.` : null}
        </p>
        {problem ? <Problem id={problemId}>{problem.problem}</Problem> : null}
        <form method="post" action="/leads/photos" className="mt-3">
          <input type="hidden" name="intent" value="describe" />
          <input type="hidden" name="photo" value={photo.id} />
          <label htmlFor={altId} className="block font-semibold text-slate-900">
            Text alternative
          </label>
          <textarea
            id={altId}
            name="alt"
            rows={2}
            required
            maxLength={MAX_ALT_LENGTH}
            defaultValue={problem?.alt ?? photo.alt}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className={inputClasses}
          />
          <label htmlFor={altEsId} className="mt-3 block font-semibold text-slate-900">
            In Spanish (optional)
          </label>
          <p id={`${altEsId}-hint`} className="mt-0.5 text-sm text-slate-600">
            {photo.spanishGap === "outdated"
              ? "⚑ Spanish not updated: the English changed after this Spanish was written."
              : described && photo.spanishGap === "missing"
                ? "⚑ No Spanish yet: the Spanish pages show the English."
                : "For the Spanish pages. Without it, they show the English."}
          </p>
          <textarea
            id={altEsId}
            name="altEs"
            rows={2}
            lang="es"
            maxLength={MAX_ALT_LENGTH}
            defaultValue={problem?.altEs ?? photo.altEs}
            aria-describedby={`${altEsId}-hint`}
            className={inputClasses}
          />
          <button type="submit" className={`${primaryButton} mt-2`}>
            Save<Hidden> the text alternative of {label}</Hidden>
          </button>
        </form>
        <form method="post" action="/leads/photos" className="mt-3">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="photo" value={photo.id} />
          <button type="submit" className={secondaryButton}>
            Remove<Hidden>: {label}</Hidden>
          </button>
        </form>
      </div>
    </li>
  );
}
