import { goingLiveItems } from "../../app/content/going-live.ts";
import {
  type ContentModel,
  defaultLeaves,
  modelOf,
  overridesOf,
  overridesOfLeaves,
} from "../../app/content/model/content-model.ts";
import { flatten, type Tree } from "../../app/content/model/paths.ts";
import { markTranslations } from "../../app/content/model/translations.ts";
import type {
  OwnerWordsService,
  WordsChange,
  WordsHistoryEntry,
  WordsResult,
} from "../../app/lib/owner-words.ts";
import { OwnerMistake } from "../../server/content/site-editor.ts";
import {
  applyListChange,
  applyWordsChange,
  FieldMistake,
  keepTranslation,
} from "../../server/content/words-editor.ts";

/**
 * A words service kept in memory for the owner's page tests: each change is checked by the real editor
 * (server/content/words-editor.ts) and its translations marked as the service marks them
 * (server/content/owner-site-service.ts, `planned`), so what the pages show is what the service would make.
 */

/** A fresh copy of a model (the editor changes the one it is given). */
const copy = (model: ContentModel) => modelOf(overridesOf(model));

/** The public page a preview renders, standing in for the real one: the change's words, and a script to take out. */
const PUBLIC_PAGE = (words: string) =>
  `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><title>About Us | BnC</title><script>start()</script><script type="application/ld+json">{"@type":"WebPage"}</script></head><body class="min-h-screen"><main data-style="x" style="--a:1">${words}</main></body></html>`;

export function memoryWords(start: ContentModel = modelOf(new Map())) {
  let model = copy(start);
  const saved: WordsChange[] = [];
  const history: WordsHistoryEntry[] = [];
  const attempt = (edit: (fresh: ContentModel) => { model: ContentModel; summary: string }): WordsResult => {
    try {
      const { model: changed, summary } = edit(copy(model));
      const before = new Map([...defaultLeaves(), ...overridesOf(model)]);
      model = modelOf(overridesOfLeaves(markTranslations(before, flatten(changed as unknown as Tree))));
      history.unshift({
        id: history.length + 1,
        at: "2026-05-01T15:00:00Z",
        actor: "owner@bnc.example",
        summary,
        details: [],
      });
      return { ok: true };
    } catch (error) {
      if (error instanceof FieldMistake) return { ok: false, problem: error.message, field: error.field };
      if (error instanceof OwnerMistake) return { ok: false, problem: error.message };
      throw error;
    }
  };
  const service: OwnerWordsService = {
    model: async () => copy(model),
    goingLive: async () => goingLiveItems(model, { SITE_URL: "https://www.bnc.example" }),
    save: async (change) => {
      const result = attempt((fresh) => applyWordsChange(fresh, change));
      if (result.ok) saved.push(change);
      return result;
    },
    changeList: async (change) => attempt((fresh) => applyListChange(fresh, change)),
    confirmFact: async (key) =>
      attempt((fresh) =>
        applyWordsChange(fresh, { kind: "fact", input: { key, value: "", lang: "en", confirmed: true } }),
      ),
    preview: async (change) => {
      try {
        const { model: changed } = applyWordsChange(copy(model), change);
        const words =
          change.kind === "page"
            ? changed.pages[change.input.slug][change.input.lang]
            : JSON.stringify(change.input);
        return { ok: true, html: PUBLIC_PAGE(words.replace(/</g, "&lt;")), path: "/about-us" };
      } catch (error) {
        if (error instanceof FieldMistake) return { ok: false, problem: error.message, field: error.field };
        if (error instanceof OwnerMistake) return { ok: false, problem: error.message };
        throw error;
      }
    },
    keepTranslation: async (path) => attempt((fresh) => keepTranslation(fresh, path)),
    history: async (limit) => history.slice(0, limit),
  };
  return { service, saved, history, current: () => model };
}
