import type { ContentModel } from "../../app/content/model/content-model.ts";
import { DEFAULT_LANG, isLang, type Text, text } from "../../app/content/model/languages.ts";
import { own } from "../../app/content/model/paths.ts";
import {
  MAX_ALT_LENGTH,
  MAX_NOTICE_LENGTH,
  MAX_TESTIMONIAL_LENGTH,
  type TestimonialInput,
} from "../../app/lib/owner-site.ts";
import { singleLineBreaks, withoutControlCharacters } from "../../app/lib/plain-text.ts";
import { abileneToday, type GalleryKey } from "../../app/lib/site-content.ts";
import { galleryPage, isGalleryKey } from "./content-document.ts";

/**
 * The owner's changes to the site's content, as functions of the model: each is given a fresh model (its own copy,
 * server/content/content-document.ts) and answers the changed model and a summary for the history, or throws an
 * OwnerMistake whose message the owner's page shows (nothing is stored). Every id from a post is looked up as an
 * own key of its record: "constructor" is no photo.
 */
export class OwnerMistake extends Error {}

export interface Edit {
  model: ContentModel;
  summary: string;
}

const MAX_NAME_LENGTH = 80;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One line of plain text: control characters out, runs of space as one. */
const oneLine = (text: string) => withoutControlCharacters(text.replace(/\s+/g, " ")).trim();

function gallery(key: string): GalleryKey {
  if (!isGalleryKey(key)) throw new OwnerMistake("There is no such gallery.");
  return key;
}

function describedPhoto(model: ContentModel, id: string): string {
  const photo = own(model.photos, id);
  if (!photo) throw new OwnerMistake("That photo is no longer in your photos.");
  if (!photo.alt.en.trim())
    throw new OwnerMistake("Describe this photo first (Your photos): it is shown only with its description.");
  return id;
}

function altText(alt: string): string {
  const text = oneLine(alt);
  if (!text) throw new OwnerMistake("Describe the photo in a few words, for visitors who cannot see it.");
  if (text.length > MAX_ALT_LENGTH)
    throw new OwnerMistake(`Keep the description under ${MAX_ALT_LENGTH} characters.`);
  return text;
}

/** A description in Spanish: optional (Spanish pages show the English, marked as English, until there is one). */
function spanishAltText(alt: string): string {
  const text = oneLine(alt);
  if (text.length > MAX_ALT_LENGTH)
    throw new OwnerMistake(`Keep the Spanish description under ${MAX_ALT_LENGTH} characters.`);
  return text;
}

/** Puts a described photo at the end of a gallery (once). */
function joinGallery(model: ContentModel, key: GalleryKey, id: string): void {
  const order = own(model.galleries, key) ?? [];
  if (!order.includes(id)) model.galleries[key] = [...order, id];
}

export const edits = {
  /**
   * New uploads in the library. One photo may be described as it is uploaded; several are each described on their
   * own afterwards (one text for a batch put a bathroom photo online as "Kitchen after our deep clean"). A gallery
   * chosen at upload is joined by each photo once it has its words.
   */
  addPhotos(model: ContentModel, ids: readonly string[], alt: string, key: string): Edit {
    const target = key ? gallery(key) : undefined;
    const described = ids.length === 1 && oneLine(alt) ? altText(alt) : "";
    for (const id of ids) {
      model.photos[id] = { alt: text(described), gallery: target && !described ? target : "" };
      if (target && described) joinGallery(model, target, id);
    }
    const count = `${ids.length} photo${ids.length === 1 ? "" : "s"}`;
    const where = target ? ` for ${galleryPage(target).name}` : "";
    return {
      model,
      summary: described ? `Uploaded a photo${where}: "${described}"` : `Uploaded ${count}${where}`,
    };
  },

  /** The English description, and the Spanish one when given (undefined keeps the Spanish as it is). */
  describePhoto(model: ContentModel, id: string, alt: string, altEs?: string): Edit {
    const photo = own(model.photos, id);
    if (!photo) throw new OwnerMistake("That photo is no longer in your photos.");
    const english = altText(alt);
    const spanish = altEs === undefined ? photo.alt.es : spanishAltText(altEs);
    const pending = photo.gallery && isGalleryKey(photo.gallery) ? photo.gallery : undefined;
    const onlySpanish = english === photo.alt.en && spanish !== photo.alt.es && !pending;
    model.photos[id] = { alt: text(english, spanish), gallery: "" };
    if (pending) joinGallery(model, pending, id);
    const where = pending ? ` and put it in ${galleryPage(pending).name}` : "";
    return {
      model,
      summary: onlySpanish
        ? `Described a photo in Spanish: "${spanish || "(none)"}"`
        : `Described a photo: "${english}"${where}`,
    };
  },

  removePhoto(model: ContentModel, id: string): Edit {
    if (!own(model.photos, id)) throw new OwnerMistake("That photo is no longer in your photos.");
    delete model.photos[id];
    for (const key of Object.keys(model.galleries)) {
      const order = own(model.galleries, key) ?? [];
      if (order.includes(id)) model.galleries[key] = order.filter((photoId) => photoId !== id);
    }
    for (const key of Object.keys(model.comparisons)) {
      const pair = own(model.comparisons, key);
      if (pair && (pair.before === id || pair.after === id)) delete model.comparisons[key];
    }
    return { model, summary: "Removed a photo from your photos and every gallery" };
  },

  addToGallery(model: ContentModel, key: string, id: string): Edit {
    const target = gallery(key);
    describedPhoto(model, id);
    if (own(model.galleries, target)?.includes(id))
      throw new OwnerMistake("That photo is in this gallery already.");
    joinGallery(model, target, id);
    return { model, summary: `Added a photo to ${galleryPage(target).name}` };
  },

  moveInGallery(model: ContentModel, key: string, id: string, direction: "up" | "down"): Edit {
    const target = gallery(key);
    const order = [...(own(model.galleries, target) ?? [])];
    const from = order.indexOf(id);
    if (from === -1) throw new OwnerMistake("That photo is not in this gallery.");
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length)
      throw new OwnerMistake(`That photo is ${direction === "up" ? "first" : "last"} already.`);
    [order[from], order[to]] = [order[to] as string, id];
    model.galleries[target] = order;
    return { model, summary: `Moved a photo ${direction} in ${galleryPage(target).name}` };
  },

  removeFromGallery(model: ContentModel, key: string, id: string): Edit {
    const target = gallery(key);
    const order = own(model.galleries, target) ?? [];
    if (!order.includes(id)) throw new OwnerMistake("That photo is not in this gallery.");
    model.galleries[target] = order.filter((photoId) => photoId !== id);
    return { model, summary: `Removed a photo from ${galleryPage(target).name}` };
  },

  setComparison(model: ContentModel, key: string, before: string, after: string): Edit {
    const target = gallery(key);
    const { name } = galleryPage(target);
    if (!before && !after) {
      delete model.comparisons[target];
      return { model, summary: `Removed the before and after of ${name}` };
    }
    if (!before || !after) throw new OwnerMistake("Choose both a before photo and an after photo.");
    if (before === after) throw new OwnerMistake("Choose two different photos for before and after.");
    model.comparisons[target] = {
      before: describedPhoto(model, before),
      after: describedPhoto(model, after),
    };
    return { model, summary: `Set the before and after of ${name}` };
  },

  saveTestimonial(model: ContentModel, input: TestimonialInput, newId: string, today: string): Edit {
    if (!input.consent) {
      throw new OwnerMistake(
        'Tick "This customer agreed to be quoted": a customer\'s words are published only with their consent.',
      );
    }
    const text = singleLineBreaks(withoutControlCharacters(input.text)).trim();
    const customerName = oneLine(input.customerName);
    const place = oneLine(input.place);
    if (!text) throw new OwnerMistake("Type the customer's words.");
    if (text.length > MAX_TESTIMONIAL_LENGTH)
      throw new OwnerMistake(`Keep the words under ${MAX_TESTIMONIAL_LENGTH} characters.`);
    if (!customerName)
      throw new OwnerMistake("Type the customer's name as they agreed to show it (for example Maria G.).");
    if (customerName.length > MAX_NAME_LENGTH || place.length > MAX_NAME_LENGTH) {
      throw new OwnerMistake(`Keep the name and the town under ${MAX_NAME_LENGTH} characters.`);
    }
    if (!DATE.test(input.date) || Number.isNaN(Date.parse(`${input.date}T00:00:00Z`))) {
      throw new OwnerMistake("Give the date the customer gave their words.");
    }
    if (input.date > today) throw new OwnerMistake("The date cannot be in the future.");
    const rating = input.rating === "" ? 0 : Number(input.rating);
    if (rating !== 0 && !(Number.isInteger(rating) && rating >= 1 && rating <= 5)) {
      throw new OwnerMistake("A rating is 1 to 5 stars, or none.");
    }
    const existing = input.id ? own(model.testimonials, input.id) : undefined;
    if (input.id && !existing) throw new OwnerMistake("That testimonial is no longer there.");
    const lang =
      input.lang === undefined || input.lang === "" ? (existing?.lang ?? DEFAULT_LANG) : input.lang;
    if (!isLang(lang))
      throw new OwnerMistake("Choose the language the customer wrote in: English or Spanish.");
    const id = input.id || newId;
    model.testimonials[id] = {
      text,
      customerName,
      place,
      date: input.date,
      rating,
      hidden: existing?.hidden ?? false,
      lang,
    };
    if (!existing) model.testimonialOrder = [...model.testimonialOrder, id];
    return { model, summary: `${existing ? "Edited" : "Added"} the testimonial of ${customerName}` };
  },

  setTestimonialHidden(model: ContentModel, id: string, hidden: boolean): Edit {
    const testimonial = own(model.testimonials, id);
    if (!testimonial) throw new OwnerMistake("That testimonial is no longer there.");
    testimonial.hidden = hidden;
    return { model, summary: `${hidden ? "Hid" : "Showed"} the testimonial of ${testimonial.customerName}` };
  },

  /** The notice in English, or in both languages (without its Spanish, Spanish pages show the English). */
  setNotice(model: ContentModel, notice: string | Text, until: string, today = abileneToday()): Edit {
    const words = typeof notice === "string" ? text(notice) : notice;
    const line = oneLine(words.en);
    const spanish = oneLine(words.es);
    if (!line) {
      model.notice = { text: text(""), until: "" };
      return { model, summary: "Removed the notice" };
    }
    if (line.length > MAX_NOTICE_LENGTH || spanish.length > MAX_NOTICE_LENGTH)
      throw new OwnerMistake(`Keep the notice under ${MAX_NOTICE_LENGTH} characters.`);
    if (!DATE.test(until)) throw new OwnerMistake("Choose the last day the notice is shown.");
    if (until < today) throw new OwnerMistake("The last day cannot be in the past.");
    model.notice = { text: text(line, spanish), until };
    return { model, summary: `Set the notice "${line}" until ${until}` };
  },
};
