import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translationGaps } from "../../app/content/model/translations.ts";
import type { WordsChange } from "../../app/lib/owner-words.ts";
import { getPage } from "../../app/route-table.ts";
import { type SignedInService, startSignedInService } from "../../tests/support/owner-session.ts";
import { uploadPhotos } from "../../tests/support/photos.ts";
import type { TestService } from "../../tests/support/service.ts";

// The owner's words in Spanish through the running service (a real SQLite store, the real renderer), issue 31: "A
// text changed in English and not in Spanish is flagged to the owner as 'Spanish not updated'. A missing Spanish
// value shows the English one on the page until the owner adds it, and the owner can see every such place."

const OWNER = "owner@bnc-cleaning.test";
let started: SignedInService;
let service: TestService;

beforeAll(async () => {
  started = await startSignedInService(OWNER, { SITE_URL: "http://site.bnc-cleaning.test" });
  ({ service } = started);
}, 60_000);
afterAll(() => started?.stop());

const asOwner = async () => ({ email: OWNER });
const words = () => {
  const site = service.features.siteContent.ownerWords(asOwner);
  if (!site) throw new Error("the site content feature is not attached");
  return site;
};
const site = () => {
  const owner = service.features.siteContent.ownerSite(asOwner);
  if (!owner) throw new Error("the site content feature is not attached");
  return owner;
};
const page = async (path: string) => (await service.app.inject({ url: path })).body;
/** The page's main content (the words the owner edits; the frame's are the site's own). */
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const gaps = async () => translationGaps(await words().model());
const FAQS_ES = getPage("faqs", "es").path;

/** A question of the FAQ page, in one language. */
const faq = (id: string | undefined, lang: "en" | "es", question: string, answer: string): WordsChange => ({
  kind: "faq",
  input: { list: "faqs", ...(id ? { id } : {}), lang, question, answer },
});

describe("an English answer changed after its Spanish was written", () => {
  it("keeps the Spanish page's Spanish, is listed as 'Spanish not updated' until the Spanish is written, undo brings the flag back, and 'still right' clears it", async () => {
    const model = await words().model();
    const id = model.faqLists.faqs[0] as string;
    const question = model.faq[id]?.question.en ?? "";
    const spanish = "Sí: llevamos todos los productos y el equipo.";
    expect(await words().save(faq(id, "es", "¿Llevan sus productos?", spanish))).toEqual({ ok: true });
    expect(main(await page(FAQS_ES))).toContain(spanish);
    expect((await gaps()).find((gap) => gap.path === `faq.${id}.answer`)).toBeUndefined();

    const english = "Yes: we bring every product and tool, eco-friendly ones included.";
    expect(await words().save(faq(id, "en", question, english))).toEqual({ ok: true });
    expect(main(await page("/faqs"))).toContain(english);
    // The Spanish page keeps its Spanish (the older words), and the owner is told.
    expect(main(await page(FAQS_ES))).toContain(spanish);
    expect((await gaps()).find((gap) => gap.path === `faq.${id}.answer`)).toEqual({
      path: `faq.${id}.answer`,
      kind: "outdated",
      english,
      translation: spanish,
      lang: "es",
    });

    const rewritten = "Sí: llevamos todos los productos y herramientas, también ecológicos.";
    expect(await words().save(faq(id, "es", "¿Llevan sus productos?", rewritten))).toEqual({ ok: true });
    expect(main(await page(FAQS_ES))).toContain(rewritten);
    expect((await gaps()).find((gap) => gap.path === `faq.${id}.answer`)).toBeUndefined();
    // The history names the Spanish as Spanish, and never the mark of where it came from.
    const [written] = await words().history(1);
    expect(written?.summary).toBe('Changed the question "¿Llevan sus productos?" (the FAQ page) in Spanish');
    expect(written?.details).toEqual([{ field: "Answer (Spanish)", was: spanish, became: rewritten }]);

    // Undoing the Spanish takes its mark back with it: the older Spanish, flagged again.
    expect(await site().undo(written?.id ?? 0)).toEqual({ ok: true });
    expect(main(await page(FAQS_ES))).toContain(spanish);
    expect((await gaps()).find((gap) => gap.path === `faq.${id}.answer`)?.kind).toBe("outdated");

    // "Still right": no word changes, the flag goes.
    const before = await page(FAQS_ES);
    expect(await words().keepTranslation(`faq.${id}.answer`)).toEqual({ ok: true });
    expect((await gaps()).find((gap) => gap.path === `faq.${id}.answer`)).toBeUndefined();
    expect(await page(FAQS_ES)).toBe(before);
    const [kept] = await words().history(1);
    expect(kept?.summary).toMatch(/^The Spanish is still right: Answer, “/);
    expect(kept?.details).toEqual([]);
    // Nothing to keep where there is no Spanish.
    expect(await words().keepTranslation("faq.no-such-question.answer")).toMatchObject({ ok: false });
  });
});

describe("a question added in English", () => {
  it("shows its English on the Spanish page until its Spanish is written, and both its texts are listed", async () => {
    expect(
      await words().save(faq(undefined, "en", "Do you clean on Sundays?", "Only by appointment, ask us.")),
    ).toEqual({ ok: true });
    const id = (await words().model()).faqLists.faqs.at(-1) ?? "";
    expect(main(await page(FAQS_ES))).toContain("Do you clean on Sundays?");
    const listed = (await gaps()).filter((gap) => gap.path.startsWith(`faq.${id}.`));
    expect(listed.map((gap) => [gap.path, gap.kind])).toEqual([
      [`faq.${id}.question`, "missing"],
      [`faq.${id}.answer`, "missing"],
    ]);
    // In Spanish it is translated, never added: an item added in Spanish would show Spanish on the English page.
    expect(await words().save(faq(undefined, "es", "¿Limpian los domingos?", "Solo con cita."))).toEqual({
      ok: false,
      problem: "Add it in English first; then write its Spanish here.",
    });
    expect(await words().save(faq(id, "es", "¿Limpian los domingos?", "Solo con cita."))).toEqual({
      ok: true,
    });
    expect(main(await page(FAQS_ES))).toContain("¿Limpian los domingos?");
    expect(main(await page(FAQS_ES))).not.toContain("Do you clean on Sundays?");
    expect((await gaps()).filter((gap) => gap.path.startsWith(`faq.${id}.`))).toEqual([]);
  });
});

describe("an arrival window the owner adds", () => {
  it("is listed without its Spanish name until the windows form gives it one, and flagged when renamed in English", async () => {
    const added: WordsChange = {
      kind: "window",
      input: { lang: "en", label: "Early bird", starts: "06:00", ends: "08:00", offeredTo: "businesses" },
    };
    expect(await words().save(added)).toEqual({ ok: true });
    const model = await words().model();
    const id = Object.keys(model.booking.windows).find(
      (key) => model.booking.windows[key]?.label.en === "Early bird",
    );
    expect((await gaps()).find((gap) => gap.path === `booking.windows.${id}.label`)?.kind).toBe("missing");
    const saved = await words().save({
      kind: "window",
      input: {
        id,
        lang: "en",
        label: "Early bird",
        labelEs: "Muy temprano",
        starts: "06:00",
        ends: "08:00",
        offeredTo: "businesses",
      },
    });
    expect(saved).toEqual({ ok: true });
    expect((await gaps()).find((gap) => gap.path === `booking.windows.${id}.label`)).toBeUndefined();
    expect((await words().model()).booking.windows[id ?? ""]?.label).toEqual({
      en: "Early bird",
      es: "Muy temprano",
    });
    // The English renamed later: the Spanish name is flagged as not updated, and stays until it is.
    await words().save({
      kind: "window",
      input: {
        id,
        lang: "en",
        label: "Before opening",
        starts: "06:00",
        ends: "08:00",
        offeredTo: "businesses",
      },
    });
    expect((await gaps()).find((gap) => gap.path === `booking.windows.${id}.label`)).toMatchObject({
      kind: "outdated",
      english: "Before opening",
      translation: "Muy temprano",
    });
    expect(await words().changeList({ kind: "remove-window", id: id ?? "" })).toEqual({ ok: true });
  });
});

describe("the notice, a photo's description and a testimonial on the Spanish pages", () => {
  it("a notice without its Spanish shows its English marked as English; with it, the Spanish", async () => {
    expect(await site().setNotice("Closed on Thanksgiving Day.", "2099-11-26")).toEqual({ ok: true });
    const home = getPage("home", "es").path;
    expect(await page(home)).toMatch(/<p lang="en"[^>]*>Closed on Thanksgiving Day\.<\/p>/);
    expect(await page("/")).toMatch(/<p class="[^"]*">Closed on Thanksgiving Day\.<\/p>/);
    expect((await gaps()).map((gap) => gap.path)).toContain("notice.text");
    expect(
      await site().setNotice(
        "Closed on Thanksgiving Day.",
        "2099-11-26",
        "Cerrado el Día de Acción de Gracias.",
      ),
    ).toEqual({ ok: true });
    expect(await page(home)).toMatch(/<p class="[^"]*">Cerrado el Día de Acción de Gracias\.<\/p>/);
    expect((await gaps()).map((gap) => gap.path)).not.toContain("notice.text");
    expect(await site().setNotice("", "")).toEqual({ ok: true });
  });

  it("a photo described in English only has its English description, marked as English, on the Spanish page", async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
    const uploaded = await uploadPhotos(
      service.app,
      started.session,
      [{ name: "kitchen.jpg", bytes: photo, type: "image/jpeg" }],
      { alt: "A kitchen after our move-out clean", gallery: "moving" },
    );
    expect(uploaded.statusCode).toBe(200);
    const [stored] = await site().photos();
    const spanishPage = getPage("moving", "es").path;
    expect(await page(spanishPage)).toMatch(
      /<img[^>]*alt="A kitchen after our move-out clean"[^>]*lang="en"/,
    );
    expect(await page("/services/moving-cleaning-services")).toMatch(
      /<img[^>]*alt="A kitchen after our move-out clean"(?![^>]*lang=)[^>]*>/,
    );
    expect((await gaps()).map((gap) => gap.path)).toContain(`photos.${stored?.id}.alt`);
    expect(
      await site().describePhoto(
        stored?.id ?? "",
        "A kitchen after our move-out clean",
        "Una cocina después de la limpieza",
      ),
    ).toEqual({ ok: true });
    expect(await page(spanishPage)).toMatch(
      /<img[^>]*alt="Una cocina después de la limpieza"(?![^>]*lang=)[^>]*>/,
    );
    expect((await gaps()).map((gap) => gap.path)).not.toContain(`photos.${stored?.id}.alt`);
  });

  it("a customer's words stay as they wrote them, marked as their language on a page of the other", async () => {
    expect(
      await site().saveTestimonial({
        text: "¡Dejaron la casa impecable!",
        customerName: "María G.",
        place: "Abilene",
        date: "2026-03-14",
        rating: "5",
        consent: true,
        lang: "es",
      }),
    ).toEqual({ ok: true });
    expect(await page("/")).toMatch(/<blockquote lang="es"[^>]*>[\s\S]*?¡Dejaron la casa impecable!/);
    expect(await page(getPage("home", "es").path)).toMatch(
      /<blockquote class="[^"]*">[\s\S]*?¡Dejaron la casa impecable!/,
    );
    // A testimonial is the customer's: it is never a place to write Spanish.
    expect((await gaps()).some((gap) => gap.path.startsWith("testimonials."))).toBe(false);
  });
});
