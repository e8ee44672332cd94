import { describe, expect, it } from "vitest";
import { memoryWords } from "../../tests/support/memory-words.ts";
import { type OwnerPageModule, openOwnerPage, ownerRoutes } from "../../tests/support/owner-pages.tsx";
import { type ContentModel, modelOf, overridesOfLeaves } from "../content/model/content-model.ts";
import { flatten, type Leaf, type Tree } from "../content/model/paths.ts";
import { markTranslations } from "../content/model/translations.ts";
import type { OwnerSiteService } from "../lib/owner-site.ts";
import type { OwnerWordsService } from "../lib/owner-words.ts";
import * as sitePage from "./owner-site.tsx";
import * as goingLivePage from "./owner-site-going-live.tsx";
import * as spanishPage from "./owner-site-spanish.tsx";
import * as wordsPage from "./owner-site-words-page.tsx";

// The owner's words in Spanish (issue 31), rendered as the server renders them over a words service in memory that
// checks each change with the real editor and marks its translations as the service does: each field shows its
// English and its flag, every answer of a Spanish form comes back in Spanish, "still right" clears a flag, and one
// page lists every place the Spanish pages show English or an older Spanish.

const routes = ownerRoutes([
  ["leads/site", sitePage as unknown as OwnerPageModule],
  ["leads/site/going-live", goingLivePage as unknown as OwnerPageModule],
  ["leads/site/words/:page", wordsPage as unknown as OwnerPageModule],
  ["leads/site/spanish", spanishPage as unknown as OwnerPageModule],
]);

/** A site whose every text has its Spanish, written from its English: no gap until the owner makes one. */
function translatedSite(): ContentModel {
  const before = flatten(modelOf(new Map()) as unknown as Tree);
  const leaves = new Map<string, Leaf>(before);
  for (const [path, value] of leaves) {
    const english = leaves.get(path.replace(/\.es$/, ".en"));
    if (path.endsWith(".es") && value === "" && typeof english === "string" && english !== "")
      leaves.set(path, `ES ${english}`);
  }
  return modelOf(overridesOfLeaves(markTranslations(before, leaves)));
}

const site = {
  overview: async () => ({ galleries: [], testimonials: [], photosNeedingText: 0, recentChanges: [] }),
} as unknown as OwnerSiteService;

const open = (path: string, words: OwnerWordsService, form?: Record<string, string>) =>
  openOwnerPage(routes, path, { words, site }, form ? { form } : {});

const FAQS = "/leads/site/words/faqs";

/** The FAQ page's first question, its Spanish written, then its English answer changed. */
async function outdatedAnswer() {
  const memory = memoryWords(translatedSite());
  const id = memory.current().faqLists.faqs[0] as string;
  const entry = memory.current().faq[id];
  const spanish = { question: "¿Traen sus propios productos?", answer: "Sí, traemos todo lo necesario." };
  const saved = await open(`${FAQS}?lang=es&faq=${id}`, memory.service, {
    form: "faq",
    lang: "es",
    id,
    ...spanish,
    intent: "save",
  });
  expect(saved).toMatchObject({ status: 303, location: `${FAQS}?lang=es&done=saved#questions` });
  const english = "Yes: every product we use, and eco-friendly ones on request.";
  await open(FAQS, memory.service, {
    form: "faq",
    lang: "en",
    id,
    question: entry?.question.en ?? "",
    answer: english,
    intent: "save",
  });
  return { ...memory, id, spanish, english };
}

describe("a page's words in Spanish", () => {
  it("says which language is shown, shows each field's English, and flags the answer whose English changed", async () => {
    const { service, id, spanish, english } = await outdatedAnswer();
    const page = await open(`${FAQS}?lang=es&faq=${id}`, service);
    expect(page.status).toBe(200);
    // English | Español, the one shown marked as the current page.
    expect(page.html).toMatch(
      /<a href="\/leads\/site\/words\/faqs" lang="en"(?![^>]*aria-current)[^>]*>English<\/a>/,
    );
    expect(page.html).toMatch(
      /<a href="\/leads\/site\/words\/faqs\?lang=es" lang="es" aria-current="page"[^>]*>Español<\/a>/,
    );
    // The boxes hold the Spanish; above each, its English.
    expect(page.html).toContain(`${spanish.answer}</textarea>`);
    expect(page.html).toMatch(
      new RegExp(`id="faq-answer-hint"[^>]*>[\\s\\S]*?In English:[\\s\\S]*?<span lang="en">“${english}”`),
    );
    expect(page.html).toContain('<input type="hidden" name="lang" value="es"/>');
    // The answer is flagged, the question (whose English did not change) is not.
    expect(page.html).toMatch(/id="faq-answer-flag"[\s\S]*?Spanish not updated: the English changed/);
    expect(page.html).not.toContain('id="faq-question-flag"');
    expect(page.html).toMatch(/id="faq-answer"[^>]*aria-describedby="faq-answer-flag faq-answer-hint"/);
    // "Still right" is its own small form, outside the answer's form: Enter in a box still saves.
    expect(page.html).toMatch(/<button type="submit" form="keep-faq-answer"[^>]*>The Spanish is still right/);
    const keepForm = page.html.match(/<\/form><form id="keep-faq-answer"[^>]*>/)?.[0] ?? "";
    expect(keepForm).toContain(`action="/leads/site/words/faqs?lang=es&amp;faq=${id}#faq-answer"`);
    expect(keepForm).toContain('method="post"');
    // In the list, the question is flagged too.
    expect(page.html).toMatch(new RegExp(`id="faq-item-${id}"[\\s\\S]*?Spanish not updated`));
  });

  it("'The Spanish is still right' clears the flag, changes no word, and comes back to the question in Spanish", async () => {
    const { service, current, id, spanish } = await outdatedAnswer();
    const kept = await open(`${FAQS}?lang=es&faq=${id}`, service, {
      intent: "keep-translation",
      path: `faq.${id}.answer`,
      field: "faq-answer",
    });
    expect(kept).toMatchObject({
      status: 303,
      location: `${FAQS}?lang=es&faq=${id}&done=kept&kept=faq.${id}.answer#faq-answer`,
    });
    expect(current().faq[id]?.answer.es).toBe(spanish.answer);
    const page = await open(kept.location ?? "", service);
    expect(page.html).toContain("✓ Noted: the Spanish is still right.");
    expect(page.html).not.toContain("Spanish not updated");
  });

  it("a refused Spanish answer comes back in Spanish with what was typed; a move comes back in Spanish", async () => {
    const { service, current, id } = await outdatedAnswer();
    const long = "Sí. ".repeat(400);
    const refused = await open(`${FAQS}?lang=es&faq=${id}`, service, {
      form: "faq",
      lang: "es",
      id,
      question: "¿Traen productos?",
      answer: long,
      intent: "save",
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(/aria-current="page"[^>]*>Español/);
    expect(refused.html).toMatch(/id="faq-answer-problem"[^>]*>[\s\S]*?Keep the answer to 1,500 characters/);
    expect(refused.html).toContain(`${long}</textarea>`);
    expect(current().faq[id]?.answer.es).toBe("Sí, traemos todo lo necesario.");

    const moved = await open(`${FAQS}?lang=es`, service, { intent: "move-faq", id, direction: "down" });
    expect(moved).toMatchObject({
      status: 303,
      location: `${FAQS}?lang=es&done=faq-moved&faq=${id}#faq-form`,
    });
    const removed = await open(`${FAQS}?lang=es`, service, { intent: "remove-faq", id });
    expect(removed).toMatchObject({ status: 303, location: `${FAQS}?lang=es&done=faq-removed#questions` });
  });

  it("a question added in English is flagged 'No Spanish yet'; in Spanish a question is only translated, never added", async () => {
    const memory = memoryWords(translatedSite());
    await open(FAQS, memory.service, {
      form: "faq",
      lang: "en",
      question: "Do you clean on Sundays?",
      answer: "Only by appointment.",
      intent: "save",
    });
    const id = memory.current().faqLists.faqs.at(-1) ?? "";
    const list = await open(`${FAQS}?lang=es`, memory.service);
    expect(list.html).toMatch(new RegExp(`id="faq-item-${id}"[\\s\\S]*?No Spanish yet: the English shows`));
    expect(list.html).not.toContain("Add question");
    expect(list.html).toContain("To add one, add it in English first.");
    const item = await open(`${FAQS}?lang=es&faq=${id}`, memory.service);
    // The box is empty (not the English): saving it would put English words on the Spanish page as Spanish.
    expect(item.html).toMatch(/<textarea[^>]*id="faq-answer"[^>]*><\/textarea>/);
    expect(item.html).toMatch(
      /id="faq-answer-flag"[\s\S]*?No Spanish yet: the English shows on the Spanish page/,
    );
    expect(item.html).not.toContain('form="keep-faq-answer"');
    const added = await open(`${FAQS}?lang=es`, memory.service, {
      form: "faq",
      lang: "es",
      question: "¿Limpian los domingos?",
      answer: "Solo con cita.",
      intent: "save",
    });
    expect(added.status).toBe(400);
    expect(added.html).toContain("Add it in English first; then write its Spanish here.");
  });

  it("previews the Spanish page, and Back to editing comes back to the Spanish words as typed", async () => {
    const memory = memoryWords(translatedSite());
    const text = "## Nuestro equipo\n\nSomos una familia de Abilene.";
    const preview = await open("/leads/site/words/about-us?lang=es", memory.service, {
      form: "page",
      lang: "es",
      text,
      intent: "preview",
    });
    expect(preview.status).toBe(200);
    expect(preview.html).toContain("This is how the Spanish About Us will look.");
    expect(preview.html).toContain('<form method="post" action="/leads/site/words/about-us?lang=es"');
    expect(preview.html).toContain("## Nuestro equipo");
    const back = await open("/leads/site/words/about-us?lang=es", memory.service, {
      form: "page",
      lang: "es",
      text,
      intent: "edit",
    });
    expect(back.html).toMatch(/aria-current="page"[^>]*>Español/);
    expect(back.html).toContain(`${text}</textarea>`);
    expect(memory.saved).toEqual([]);
  });
});

describe("Spanish words: every place to write", () => {
  it("lists each gap by page with its English, its Spanish and a link to its box; the hub counts them", async () => {
    const { service, id, spanish, english } = await outdatedAnswer();
    await open(FAQS, service, {
      form: "faq",
      lang: "en",
      question: "Do you clean on Sundays?",
      answer: "Only by appointment.",
      intent: "save",
    });
    const added = (await service.model()).faqLists.faqs.at(-1) ?? "";
    const page = await open("/leads/site/spanish", service);
    expect(page.status).toBe(200);
    expect(page.html).toContain("3 places need Spanish.");
    expect(page.html).toMatch(/<h2 id="group-faqs-heading"[^>]*>FAQ page<\/h2>/);
    // The changed answer: its English now, its Spanish now, "Update", and "still right".
    expect(page.html).toMatch(
      new RegExp(
        `Answer<span[^>]*> · “[^”]*”</span>[\\s\\S]*?Spanish not updated[\\s\\S]*?English now: </dt><dd lang="en"[^>]*>${english}</dd>[\\s\\S]*?Spanish now: </dt><dd lang="es"[^>]*>${spanish.answer}</dd>`,
      ),
    );
    expect(page.html).toContain(`href="${FAQS}?lang=es&amp;faq=${id}#faq-answer"`);
    expect(page.html).toContain(`href="${FAQS}?lang=es&amp;faq=${added}#faq-question"`);
    expect(page.html.match(/No Spanish yet: the English shows/g)).toHaveLength(2);
    expect(page.html.match(/>The Spanish is still right/g)).toHaveLength(1);

    const hub = await open("/leads/site", service);
    expect(hub.html).toMatch(/href="\/leads\/site\/spanish"[^>]*>3 places need Spanish<\/a>/);

    const kept = await open("/leads/site/spanish", service, {
      intent: "keep-translation",
      path: `faq.${id}.answer`,
      group: "group-faqs",
    });
    expect(kept).toMatchObject({ status: 303, location: "/leads/site/spanish?done=kept#group-faqs" });
    const after = await open("/leads/site/spanish?done=kept", service);
    expect(after.html).toContain("2 places need Spanish.");
    expect(after.html).toMatch(/role="status"[^>]*>Noted: the Spanish is still right\./);
  });

  it("says when every text has its Spanish, and the hub says nothing of it", async () => {
    const memory = memoryWords(translatedSite());
    const page = await open("/leads/site/spanish", memory.service);
    expect(page.html).toContain("Every text of your Spanish pages has its Spanish");
    const hub = await open("/leads/site", memory.service);
    expect(hub.html).not.toContain("need Spanish");
    expect(hub.html).not.toContain("needs Spanish");
  });
});

describe("Going live in Spanish", () => {
  it("writes a fact's Spanish beside its English, keeping it confirmed, and comes back in Spanish", async () => {
    const memory = memoryWords(translatedSite());
    await open("/leads/site/going-live", memory.service, {
      key: "payment",
      lang: "en",
      value: "by cash or card after each visit",
      intent: "confirm",
    });
    const page = await open("/leads/site/going-live?lang=es", memory.service);
    expect(page.html).toMatch(/aria-current="page"[^>]*>Español/);
    // Only the facts with words: the name, the months and the practices are the same in both languages.
    expect(page.html.match(/<form id="fact-/g)).toHaveLength(5);
    expect(page.html).toMatch(/id="fact-payment-value-hint"[^>]*>[\s\S]*?“by cash or card after each visit”/);
    expect(page.html).toMatch(/id="fact-payment-value-flag"[\s\S]*?Spanish not updated/);
    const saved = await open("/leads/site/going-live?lang=es", memory.service, {
      key: "payment",
      lang: "es",
      value: "en efectivo o con tarjeta después de cada visita",
      intent: "save",
    });
    expect(saved).toMatchObject({
      status: 303,
      location: "/leads/site/going-live?lang=es&done=saved-es&fact=payment#fact-payment",
    });
    expect(memory.current().facts.payment).toEqual({
      value: {
        en: "by cash or card after each visit",
        es: "en efectivo o con tarjeta después de cada visita",
      },
      confirmed: true,
    });
    const after = await open("/leads/site/going-live?lang=es", memory.service);
    expect(after.html).not.toContain('id="fact-payment-value-flag"');
    expect(after.html).toContain('value="en efectivo o con tarjeta después de cada visita"');
  });
});
