import {
  MAX_ALT_LENGTH,
  MAX_NOTICE_LENGTH,
  MAX_TESTIMONIAL_LENGTH,
  type TestimonialInput,
} from "../../app/lib/owner-site.ts";
import { singleLineBreaks, withoutControlCharacters } from "../../app/lib/plain-text.ts";
import { abileneToday, type GalleryKey } from "../../app/lib/site-content.ts";
import { type ContentDocument, galleryPage, isGalleryKey } from "./content-document.ts";

/**
 * The owner's changes to the site's content, as pure functions of the document: each answers the new document and
 * a summary for the history, or throws an OwnerMistake whose message the owner's page shows (nothing is stored).
 */
export class OwnerMistake extends Error {}

export interface Edit {
  document: ContentDocument;
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

function describedPhoto(document: ContentDocument, id: string): string {
  const photo = document.photos[id];
  if (!photo) throw new OwnerMistake("That photo is no longer in your photos.");
  if (!photo.alt.trim())
    throw new OwnerMistake("Describe this photo first (Your photos): it is shown only with its description.");
  return id;
}

const copy = (document: ContentDocument): ContentDocument => structuredClone(document);

function altText(alt: string): string {
  const text = oneLine(alt);
  if (!text) throw new OwnerMistake("Describe the photo in a few words, for visitors who cannot see it.");
  if (text.length > MAX_ALT_LENGTH)
    throw new OwnerMistake(`Keep the description under ${MAX_ALT_LENGTH} characters.`);
  return text;
}

export const edits = {
  /** New uploads in the library (described when `alt` was typed), and in a gallery if one was chosen. */
  addPhotos(document: ContentDocument, ids: readonly string[], alt: string, key: string): Edit {
    const next = copy(document);
    const described = oneLine(alt) ? altText(alt) : "";
    for (const id of ids) next.photos[id] = { alt: described };
    let where = "";
    if (key && described) {
      const target = gallery(key);
      next.galleries[target] = [...(next.galleries[target] ?? []), ...ids];
      where = ` to ${galleryPage(target).name}`;
    }
    return { document: next, summary: `Uploaded ${ids.length} photo${ids.length === 1 ? "" : "s"}${where}` };
  },

  describePhoto(document: ContentDocument, id: string, alt: string): Edit {
    if (!document.photos[id]) throw new OwnerMistake("That photo is no longer in your photos.");
    const next = copy(document);
    next.photos[id] = { alt: altText(alt) };
    return { document: next, summary: `Described a photo: "${next.photos[id].alt}"` };
  },

  removePhoto(document: ContentDocument, id: string): Edit {
    if (!document.photos[id]) throw new OwnerMistake("That photo is no longer in your photos.");
    const next = copy(document);
    delete next.photos[id];
    for (const key of Object.keys(next.galleries) as GalleryKey[]) {
      next.galleries[key] = next.galleries[key]?.filter((photoId) => photoId !== id);
    }
    for (const [key, pair] of Object.entries(next.comparisons) as Array<
      [GalleryKey, { before: string; after: string }]
    >) {
      if (pair.before === id || pair.after === id) delete next.comparisons[key];
    }
    return { document: next, summary: "Removed a photo from your photos and every gallery" };
  },

  addToGallery(document: ContentDocument, key: string, id: string): Edit {
    const target = gallery(key);
    describedPhoto(document, id);
    if (document.galleries[target]?.includes(id))
      throw new OwnerMistake("That photo is in this gallery already.");
    const next = copy(document);
    next.galleries[target] = [...(next.galleries[target] ?? []), id];
    return { document: next, summary: `Added a photo to ${galleryPage(target).name}` };
  },

  moveInGallery(document: ContentDocument, key: string, id: string, direction: "up" | "down"): Edit {
    const target = gallery(key);
    const order = [...(document.galleries[target] ?? [])];
    const from = order.indexOf(id);
    if (from === -1) throw new OwnerMistake("That photo is not in this gallery.");
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length)
      throw new OwnerMistake(`That photo is ${direction === "up" ? "first" : "last"} already.`);
    [order[from], order[to]] = [order[to] as string, id];
    const next = copy(document);
    next.galleries[target] = order;
    return { document: next, summary: `Moved a photo ${direction} in ${galleryPage(target).name}` };
  },

  removeFromGallery(document: ContentDocument, key: string, id: string): Edit {
    const target = gallery(key);
    if (!document.galleries[target]?.includes(id))
      throw new OwnerMistake("That photo is not in this gallery.");
    const next = copy(document);
    next.galleries[target] = next.galleries[target]?.filter((photoId) => photoId !== id);
    return { document: next, summary: `Removed a photo from ${galleryPage(target).name}` };
  },

  setComparison(document: ContentDocument, key: string, before: string, after: string): Edit {
    const target = gallery(key);
    const next = copy(document);
    const { name } = galleryPage(target);
    if (!before && !after) {
      delete next.comparisons[target];
      return { document: next, summary: `Removed the before and after of ${name}` };
    }
    if (!before || !after) throw new OwnerMistake("Choose both a before photo and an after photo.");
    if (before === after) throw new OwnerMistake("Choose two different photos for before and after.");
    next.comparisons[target] = {
      before: describedPhoto(document, before),
      after: describedPhoto(document, after),
    };
    return { document: next, summary: `Set the before and after of ${name}` };
  },

  saveTestimonial(document: ContentDocument, input: TestimonialInput, newId: string, today: string): Edit {
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
    const rating = input.rating === "" ? undefined : Number(input.rating);
    if (rating !== undefined && !(Number.isInteger(rating) && rating >= 1 && rating <= 5)) {
      throw new OwnerMistake("A rating is 1 to 5 stars, or none.");
    }
    const next = copy(document);
    const testimonial = {
      id: input.id || newId,
      text,
      customerName,
      ...(place ? { place } : {}),
      date: input.date,
      ...(rating === undefined ? {} : { rating }),
      hidden: false,
    };
    const index = next.testimonials.findIndex((entry) => entry.id === input.id);
    if (input.id && index === -1) throw new OwnerMistake("That testimonial is no longer there.");
    if (index === -1) next.testimonials.push(testimonial);
    else next.testimonials[index] = { ...testimonial, hidden: next.testimonials[index]?.hidden ?? false };
    return {
      document: next,
      summary: `${index === -1 ? "Added" : "Edited"} the testimonial of ${customerName}`,
    };
  },

  setTestimonialHidden(document: ContentDocument, id: string, hidden: boolean): Edit {
    const next = copy(document);
    const testimonial = next.testimonials.find((entry) => entry.id === id);
    if (!testimonial) throw new OwnerMistake("That testimonial is no longer there.");
    testimonial.hidden = hidden;
    return {
      document: next,
      summary: `${hidden ? "Hid" : "Showed"} the testimonial of ${testimonial.customerName}`,
    };
  },

  setNotice(document: ContentDocument, text: string, until: string, today = abileneToday()): Edit {
    const next = copy(document);
    const line = oneLine(text);
    if (!line) {
      delete next.notice;
      return { document: next, summary: "Removed the notice" };
    }
    if (line.length > MAX_NOTICE_LENGTH)
      throw new OwnerMistake(`Keep the notice under ${MAX_NOTICE_LENGTH} characters.`);
    if (!DATE.test(until)) throw new OwnerMistake("Choose the last day the notice is shown.");
    if (until < today) throw new OwnerMistake("The last day cannot be in the past.");
    next.notice = { text: line, until };
    return { document: next, summary: `Set the notice "${line}" until ${until}` };
  },
};
