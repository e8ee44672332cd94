import { parsePhoneNumberFromString } from "libphonenumber-js";
import { WINDOW_AUDIENCES, type WindowAudience } from "../../app/content/booking.ts";
import { FACT_DESCRIPTIONS, type FactKey, WEEKDAYS, type Weekday } from "../../app/content/business.ts";
import {
  CHECKLIST_CELL_VALUES,
  CHECKLIST_SERVICE_KEYS,
  type ChecklistCell,
} from "../../app/content/checklist.ts";
import {
  type ContentModel,
  FAQ_LIST_KEYS,
  type FaqListKey,
  townId,
} from "../../app/content/model/content-model.ts";
import { editableField } from "../../app/content/model/editable.ts";
import { DEFAULT_LANG, type Lang, newText, type Text } from "../../app/content/model/languages.ts";
import { emptyRecord, own } from "../../app/content/model/paths.ts";
import { liveTexts, setMark, textPlace } from "../../app/content/model/translations.ts";
import { STORED_PAGE_SLUGS } from "../../app/content/pages/stored-pages.ts";
import { services } from "../../app/content/services/index.ts";
import { serviceKeys } from "../../app/content/services/types.ts";
import { TRUST_AUDIENCES } from "../../app/content/trust-claims.ts";
import type { ListChange, PaymentsInput, WindowInput, WordsChange } from "../../app/lib/owner-words.ts";
import { singleLineBreaks, withoutControlCharacters } from "../../app/lib/plain-text.ts";
import { type Edit, OwnerMistake } from "./site-editor.ts";

/**
 * The owner's words and facts, changed: each function takes a fresh model and a form's input, checks every value
 * for what it is (a phone number with libphonenumber-js, an email, hours as times with the closing after the
 * opening, zip codes of five digits, a link to the right network, lengths the layouts hold: app/content/model/
 * editable.ts) and answers the changed model with a summary for the history, or throws a FieldMistake naming the
 * form field, and nothing changes.
 */
export class FieldMistake extends OwnerMistake {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

const oneLine = (value: string) => withoutControlCharacters(value.replace(/\s+/g, " ")).trim();
const manyLines = (value: string) =>
  singleLineBreaks(withoutControlCharacters(value.replace(/\r\n?/g, "\n")))
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

const DAY_NAMES: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** A text of at most the length its path allows (editable.ts); `field` is the form's field. */
function limited(path: string, field: string, value: string, what: string): string {
  const max = editableField(path)?.max;
  if (max !== undefined && value.length > max) {
    throw new FieldMistake(
      field,
      `Keep ${what} to ${max.toLocaleString("en-US")} characters (it has ${value.length.toLocaleString("en-US")}).`,
    );
  }
  return value;
}

function required(field: string, value: string, what: string): string {
  if (!value) throw new FieldMistake(field, `Write ${what}.`);
  return value;
}

export function phoneNumber(value: string, field = "phone"): string {
  const parsed = parsePhoneNumberFromString(oneLine(value), "US");
  if (!parsed?.isValid() || parsed.country !== "US") {
    throw new FieldMistake(field, "Type a US phone number with its area code, such as (325) 555-0147.");
  }
  return parsed.formatNational();
}

function emailAddress(value: string, field = "email"): string {
  const email = oneLine(value).toLowerCase();
  if (!/^[^\s@<>()[\],;:"]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(email) || email.length > 120) {
    throw new FieldMistake(field, "Type an email address, such as info@yourbusiness.com.");
  }
  return email;
}

function zipCode(value: string, field: string): string {
  if (!/^\d{5}$/.test(value))
    throw new FieldMistake(
      field,
      `"${value.slice(0, 20)}" is not a zip code: a zip code is 5 digits, such as 79601.`,
    );
  return value;
}

function zipCodes(text: string, field: string, town: string): string[] {
  const codes = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  if (codes.length === 0)
    throw new FieldMistake(field, `Give at least one zip code for ${town || "the town"}.`);
  if (codes.length > 40) throw new FieldMistake(field, "A town can have at most 40 zip codes.");
  return codes.map((code) => zipCode(code, field));
}

function coordinate(value: string, field: string, min: number, max: number, what: string): number {
  const number = Number(oneLine(value));
  if (oneLine(value) === "" || !Number.isFinite(number) || number < min || number > max) {
    throw new FieldMistake(
      field,
      `The ${what} is a number between ${min} and ${max}, such as ${what === "latitude" ? "32.4487" : "-99.7331"}.`,
    );
  }
  return Math.round(number * 1e6) / 1e6;
}

function wholeNumber(value: string, field: string, min: number, max: number, what: string): number {
  const number = Number(oneLine(value));
  if (!/^\d+$/.test(oneLine(value)) || number < min || number > max) {
    throw new FieldMistake(field, `${what} is a whole number from ${min} to ${max}.`);
  }
  return number;
}

/** The networks' own addresses: a link to anywhere else would send a visitor to a stranger's page. */
const NETWORK_HOSTS: Record<
  "facebook" | "instagram" | "yelp",
  { name: string; hosts: string[]; example: string }
> = {
  facebook: {
    name: "Facebook",
    hosts: ["facebook.com", "www.facebook.com", "m.facebook.com", "fb.com"],
    example: "https://www.facebook.com/yourbusiness",
  },
  instagram: {
    name: "Instagram",
    hosts: ["instagram.com", "www.instagram.com"],
    example: "https://www.instagram.com/yourbusiness",
  },
  yelp: {
    name: "Yelp",
    hosts: ["yelp.com", "www.yelp.com", "m.yelp.com"],
    example: "https://www.yelp.com/biz/yourbusiness-abilene",
  },
};

const GOOGLE_REVIEW_HOSTS = [
  "g.page",
  "search.google.com",
  "www.google.com",
  "google.com",
  "maps.google.com",
  "maps.app.goo.gl",
  "g.co",
];

function webAddress(value: string): URL | undefined {
  const text = oneLine(value);
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === "https:" && !url.username && !url.password ? url : undefined;
}

function socialLink(network: keyof typeof NETWORK_HOSTS, value: string): string {
  if (oneLine(value) === "") return "";
  const { name, hosts, example } = NETWORK_HOSTS[network];
  const url = webAddress(value);
  if (!url || !hosts.includes(url.hostname.toLowerCase()) || url.pathname.length < 2) {
    throw new FieldMistake(
      network,
      `That is not a ${name} page. Copy your page's address from ${name}: it looks like ${example}. Leave it empty if you have none.`,
    );
  }
  return url.href;
}

function googleReviewLink(value: string): string {
  if (oneLine(value) === "") return "";
  const url = webAddress(value);
  if (!url || !GOOGLE_REVIEW_HOSTS.includes(url.hostname.toLowerCase())) {
    throw new FieldMistake(
      "googleReviewUrl",
      "The review link must be Google's own: in your Google Business Profile, press “Ask for reviews” and copy the link (it starts with https://g.page/).",
    );
  }
  return url.href;
}

function time(value: string, field: string, where: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value))
    throw new FieldMistake(field, `Choose a time ${where}, such as 08:00.`);
  return value;
}

const setText = (text: Text, lang: Lang, value: string): Text => ({ ...text, [lang]: value });

function moveIn(order: readonly string[], id: string, direction: "up" | "down", what: string): string[] {
  const list = [...order];
  const from = list.indexOf(id);
  if (from === -1) throw new OwnerMistake(`That ${what} is no longer there.`);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= list.length)
    throw new OwnerMistake(`That ${what} is ${direction === "up" ? "first" : "last"} already.`);
  [list[from], list[to]] = [list[to] as string, id];
  return list;
}

/** A new id for a list item: the next free "<prefix><n>". */
function freeId(record: Readonly<Record<string, unknown>>, prefix: string): string {
  let n = Object.keys(record).length + 1;
  while (own(record, `${prefix}${n}`) !== undefined) n += 1;
  return `${prefix}${n}`;
}

const listName = (list: FaqListKey) =>
  list === "faqs" ? "the FAQ page" : list === "services" ? "the services page" : services[list].cardTitle.en;

function isFaqList(value: string): value is FaqListKey {
  return (FAQ_LIST_KEYS as readonly string[]).includes(value);
}

function serviceOf(value: string) {
  if (!(serviceKeys as readonly string[]).includes(value))
    throw new OwnerMistake("There is no such service page.");
  return value as (typeof serviceKeys)[number];
}

/**
 * New items are written in English first: an item added in Spanish would show its Spanish on the English page,
 * and the list of gaps follows the Spanish of the English, not the other way round.
 */
const ADD_IN_ENGLISH = "Add it in English first; then write its Spanish here.";

/**
 * The language a change writes in (the details, hours, towns, checklist and booking days are the same in every
 * language).
 */
export function langOfChange(change: WordsChange): Lang {
  return change.kind === "details" ||
    change.kind === "hours" ||
    change.kind === "town" ||
    change.kind === "checklist" ||
    change.kind === "booking-days" ||
    change.kind === "payments"
    ? DEFAULT_LANG
    : change.input.lang;
}

/** Applies one form's change to the model; a change in Spanish says so in the history. */
export function applyWordsChange(model: ContentModel, change: WordsChange): Edit {
  const edit = applyChange(model, change);
  return langOfChange(change) === DEFAULT_LANG || change.kind === "fact"
    ? edit
    : { ...edit, summary: `${edit.summary} in Spanish` };
}

function applyChange(model: ContentModel, change: WordsChange): Edit {
  switch (change.kind) {
    case "details": {
      const input = change.input;
      const business = model.business;
      business.phone = phoneNumber(input.phone);
      business.email = emailAddress(input.email);
      business.street = limited(
        "business.street",
        "street",
        required("street", oneLine(input.street), "the street address"),
        "the street address",
      );
      business.postalCode = zipCode(oneLine(input.postalCode), "postalCode");
      business.latitude = coordinate(input.latitude, "latitude", -90, 90, "latitude");
      business.longitude = coordinate(input.longitude, "longitude", -180, 180, "longitude");
      business.facebook = socialLink("facebook", input.facebook);
      business.instagram = socialLink("instagram", input.instagram);
      business.yelp = socialLink("yelp", input.yelp);
      business.googleReviewUrl = googleReviewLink(input.googleReviewUrl);
      business.copyrightHolder = limited(
        "business.copyrightHolder",
        "copyrightHolder",
        required("copyrightHolder", oneLine(input.copyrightHolder), "the name for the copyright line"),
        "the name",
      );
      business.yearsOfExperience = wholeNumber(
        input.yearsOfExperience,
        "yearsOfExperience",
        0,
        150,
        "Years of experience",
      );
      return { model, summary: "Changed the business details" };
    }
    case "hours": {
      for (const day of WEEKDAYS) {
        const input = change.input[day];
        const name = DAY_NAMES[day];
        const opens = time(input.opens, `${day}-opens`, `on ${name}`);
        const closes = time(input.closes, `${day}-closes`, `on ${name}`);
        if (input.open && closes <= opens) {
          throw new FieldMistake(
            `${day}-closes`,
            `On ${name}, the closing time must be after the opening time.`,
          );
        }
        model.business.hours[day] = { open: input.open, opens, closes };
      }
      return { model, summary: "Changed the opening hours" };
    }
    case "town": {
      const { input } = change;
      const name = limited(
        "business.towns.x.name",
        "name",
        required("name", oneLine(input.name), "the town's name"),
        "the town's name",
      );
      const codes = zipCodes(input.zipCodes, "zipCodes", name);
      const business = model.business;
      const existing = input.id ? own(business.towns, input.id) : undefined;
      if (input.id && !existing) throw new OwnerMistake("That town is no longer in the service area.");
      const id = input.id || townId(name);
      if (!input.id && own(business.towns, id) && business.townOrder.includes(id)) {
        throw new FieldMistake("name", `${name} is in the service area already.`);
      }
      business.towns[id] = { name, zipCodes: codes };
      if (!business.townOrder.includes(id)) business.townOrder = [...business.townOrder, id];
      return { model, summary: `${existing ? "Changed" : "Added"} the town ${name}` };
    }
    case "fact": {
      const { input } = change;
      const key = input.key;
      if (!Object.hasOwn(FACT_DESCRIPTIONS, key)) throw new OwnerMistake("There is no such fact.");
      const facts = model.facts;
      const what = FACT_DESCRIPTIONS[key].replace(/ \(.*\)$/, "").toLowerCase();
      const words = oneLine(input.value);
      switch (key) {
        case "quoteRequestMonths":
          facts.quoteRequestMonths.value = wholeNumber(input.value, "value", 1, 120, "The number of months");
          break;
        case "serverLogDays":
          facts.serverLogDays.value = wholeNumber(input.value, "value", 1, 400, "The number of days");
          break;
        case "securityPractices":
          break;
        case "entityName":
          facts.entityName.value = limited(
            "facts.entityName.value",
            "value",
            required("value", words, what),
            what,
          );
          break;
        case "developerCredit": {
          // The link is the same in every language: the Spanish form writes only the credit's words.
          const url =
            input.lang === DEFAULT_LANG ? oneLine(input.url ?? "") : facts.developerCredit.value.url;
          if (url && !webAddress(url))
            throw new FieldMistake(
              "url",
              "The credit's link must be a web address starting with https://, or empty.",
            );
          facts.developerCredit.value = {
            label: setText(
              facts.developerCredit.value.label,
              input.lang,
              limited(
                `facts.developerCredit.value.label.${input.lang}`,
                "value",
                required("value", words, "the credit"),
                "the credit",
              ),
            ),
            url: url ? (webAddress(url) as URL).href : "",
          };
          break;
        }
        default: {
          const fact = facts[key];
          fact.value = setText(
            fact.value,
            input.lang,
            limited(`facts.${key}.value.${input.lang}`, "value", required("value", words, what), what),
          );
        }
      }
      const name = FACT_DESCRIPTIONS[key].replace(/ \(.*\)$/, "");
      // A fact is confirmed in English, the language of record: writing its Spanish confirms or unconfirms nothing.
      if (input.lang !== DEFAULT_LANG) return { model, summary: `Changed the Spanish: ${name}` };
      facts[key].confirmed = input.confirmed;
      return { model, summary: `${input.confirmed ? "Confirmed" : "Changed"}: ${name}` };
    }
    case "faq": {
      const { input } = change;
      if (!isFaqList(input.list)) throw new OwnerMistake("There is no such list of questions.");
      const question = limited(
        `faq.x.question.${input.lang}`,
        "question",
        required("question", oneLine(input.question), "the question"),
        "the question",
      );
      const answer = limited(
        `faq.x.answer.${input.lang}`,
        "answer",
        required("answer", manyLines(input.answer), "the answer"),
        "the answer",
      );
      const list = own(model.faqLists, input.list) ?? [];
      if (input.id) {
        const entry = own(model.faq, input.id);
        if (!entry || !list.includes(input.id))
          throw new OwnerMistake("That question is no longer on the page.");
        model.faq[input.id] = {
          question: setText(entry.question, input.lang, question),
          answer: setText(entry.answer, input.lang, answer),
        };
        return { model, summary: `Changed the question "${question}" (${listName(input.list)})` };
      }
      if (input.lang !== DEFAULT_LANG) throw new OwnerMistake(ADD_IN_ENGLISH);
      if (list.length >= 30) throw new OwnerMistake("A page can have at most 30 questions.");
      const id = freeId(model.faq, "q");
      model.faq[id] = { question: newText(input.lang, question), answer: newText(input.lang, answer) };
      model.faqLists[input.list] = [...list, id];
      return { model, summary: `Added the question "${question}" (${listName(input.list)})` };
    }
    case "service": {
      const { input } = change;
      const key = serviceOf(input.key);
      const words = model.services[key];
      const lang = input.lang;
      words.introHeading = setText(
        words.introHeading,
        lang,
        limited(
          `services.x.introHeading.${lang}`,
          "introHeading",
          required("introHeading", oneLine(input.introHeading), "the heading"),
          "the heading",
        ),
      );
      words.intro = setText(
        words.intro,
        lang,
        limited(
          `services.x.intro.${lang}`,
          "intro",
          required("intro", manyLines(input.intro), "the introduction"),
          "the introduction",
        ),
      );
      words.benefitsHeading = setText(
        words.benefitsHeading,
        lang,
        limited(
          `services.x.benefitsHeading.${lang}`,
          "benefitsHeading",
          required("benefitsHeading", oneLine(input.benefitsHeading), "the benefits' heading"),
          "the heading",
        ),
      );
      const reasons = manyLines(input.whyChooseUs)
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      if (reasons.length > 12)
        throw new FieldMistake("whyChooseUs", `Keep "Why choose us" to 12 lines (it has ${reasons.length}).`);
      const long = reasons.find((line) => line.length > 160);
      if (long)
        throw new FieldMistake(
          "whyChooseUs",
          `Keep each reason to 160 characters: "${long.slice(0, 40)}…" is longer.`,
        );
      words.whyChooseUs = setText(words.whyChooseUs, lang, reasons.join("\n"));
      return { model, summary: `Changed the words of ${services[key].cardTitle.en}` };
    }
    case "benefit": {
      const { input } = change;
      const key = serviceOf(input.key);
      const words = model.services[key];
      const title = limited(
        `services.x.benefits.x.title.${input.lang}`,
        "title",
        required("title", oneLine(input.title), "the benefit"),
        "the benefit",
      );
      const text = limited(
        `services.x.benefits.x.text.${input.lang}`,
        "text",
        required("text", oneLine(input.text), "the benefit's words"),
        "the benefit's words",
      );
      if (input.id) {
        const benefit = own(words.benefits, input.id);
        if (!benefit) throw new OwnerMistake("That benefit is no longer on the page.");
        words.benefits[input.id] = {
          title: setText(benefit.title, input.lang, title),
          text: setText(benefit.text, input.lang, text),
        };
        return { model, summary: `Changed the benefit "${title}" (${services[key].cardTitle.en})` };
      }
      if (input.lang !== DEFAULT_LANG) throw new OwnerMistake(ADD_IN_ENGLISH);
      if (words.benefitOrder.length >= 8) throw new OwnerMistake("A page can have at most 8 benefits.");
      const id = freeId(words.benefits, "b");
      words.benefits[id] = { title: newText(input.lang, title), text: newText(input.lang, text) };
      words.benefitOrder = [...words.benefitOrder, id];
      return { model, summary: `Added the benefit "${title}" (${services[key].cardTitle.en})` };
    }
    case "page": {
      const { input } = change;
      if (!(STORED_PAGE_SLUGS as readonly string[]).includes(input.slug))
        throw new OwnerMistake("There is no such page.");
      const text = limited(
        `pages.${input.slug}.${input.lang}`,
        "text",
        required("text", manyLines(input.text), "the page"),
        "the page",
      );
      model.pages[input.slug] = setText(model.pages[input.slug], input.lang, text);
      return {
        model,
        summary: `Changed the page ${input.slug === "about-us" ? "About Us" : "Satisfaction Guarantee"}`,
      };
    }
    case "home": {
      const { input } = change;
      model.home.subtitle = setText(
        model.home.subtitle,
        input.lang,
        limited(
          `home.subtitle.${input.lang}`,
          "subtitle",
          required("subtitle", oneLine(input.subtitle), "the subtitle"),
          "the subtitle",
        ),
      );
      model.home.intro = setText(
        model.home.intro,
        input.lang,
        limited(
          `home.intro.${input.lang}`,
          "intro",
          required("intro", oneLine(input.intro), "the introduction"),
          "the introduction",
        ),
      );
      return { model, summary: "Changed the home page's words" };
    }
    case "claim": {
      const { input } = change;
      if (!(TRUST_AUDIENCES as readonly string[]).includes(input.audience))
        throw new OwnerMistake("There is no such list of claims.");
      const claim = own(model.claims[input.audience], input.key);
      if (!claim) throw new OwnerMistake("There is no such claim.");
      claim.title = setText(
        claim.title,
        input.lang,
        limited(
          `claims.x.x.title.${input.lang}`,
          "title",
          required("title", oneLine(input.title), "the claim"),
          "the claim",
        ),
      );
      claim.text = setText(
        claim.text,
        input.lang,
        limited(
          `claims.x.x.text.${input.lang}`,
          "text",
          required("text", oneLine(input.text), "the claim's line"),
          "the line",
        ),
      );
      claim.shown = input.shown;
      return {
        model,
        summary: `${input.shown ? "Changed" : "Took off"} the claim "${oneLine(input.title)}"`,
      };
    }
    case "window":
      return changeWindow(model, change.input);
    case "booking-days": {
      const { followHours, days } = change.input;
      model.booking.daysFollowHours = followHours;
      for (const day of WEEKDAYS) model.booking.days[day] = days[day] === true;
      if (!followHours && !WEEKDAYS.some((day) => model.booking.days[day]))
        throw new FieldMistake("days", "Choose at least one day visits can be booked.");
      return {
        model,
        summary: followHours
          ? "Visits can be booked on the days you open"
          : "Changed the days visits can be booked",
      };
    }
    case "payments":
      return changePayments(model, change.input);
    case "checklist": {
      for (const [id, row] of Object.entries(change.input)) {
        const current = own(model.checklist, id);
        if (!current) throw new OwnerMistake("That task is no longer on the checklist.");
        const next = emptyRecord<ChecklistCell>() as typeof current;
        for (const column of CHECKLIST_SERVICE_KEYS) {
          const value = row[column];
          if (!(CHECKLIST_CELL_VALUES as readonly string[]).includes(value))
            throw new FieldMistake(`${id}-${column}`, "Choose Included, Not included, N/A or Add-on.");
          next[column] = value;
        }
        model.checklist[id] = next;
      }
      return { model, summary: "Changed the cleaning checklist" };
    }
  }
}

/** A window's id from its name ("Evening" → "evening"), free among the windows kept (removed ones too). */
function windowId(model: ContentModel, label: string): string {
  const base = townId(label).slice(0, 30) || "window";
  let id = base;
  for (let n = 2; own(model.booking.windows, id) !== undefined; n += 1) id = `${base}-${n}`;
  return id;
}

const MAX_WINDOWS = 8;

/** An arrival window added or changed: a name, a start before its end, which form offers it. */
function changeWindow(model: ContentModel, input: WindowInput): Edit {
  const label = limited(
    `booking.windows.x.label.${input.lang}`,
    "label",
    required("label", oneLine(input.label), "the window's name"),
    "the window's name",
  );
  const labelEs =
    input.labelEs === undefined
      ? undefined
      : limited("booking.windows.x.label.es", "labelEs", oneLine(input.labelEs), "the window's Spanish name");
  const starts = time(input.starts, "starts", "for the start");
  const ends = time(input.ends, "ends", "for the end");
  if (ends <= starts) throw new FieldMistake("ends", "The window must end after it starts.");
  if (!(WINDOW_AUDIENCES as readonly string[]).includes(input.offeredTo))
    throw new FieldMistake("offeredTo", "Choose which form offers this window.");
  const offeredTo = input.offeredTo as WindowAudience;
  const windows = model.booking.windows;
  const same = Object.keys(windows).find((id) => {
    const window = own(windows, id);
    return (
      id !== input.id &&
      window !== undefined &&
      !window.retired &&
      window.label[input.lang].trim().toLowerCase() === label.toLowerCase()
    );
  });
  if (same) throw new FieldMistake("label", `You have a window named ${label} already.`);
  if (input.id) {
    const window = own(windows, input.id);
    if (!window || window.retired) throw new OwnerMistake("That window is no longer in use.");
    const named = setText(window.label, input.lang, label);
    windows[input.id] = {
      ...window,
      label: labelEs === undefined ? named : setText(named, "es", labelEs),
      starts,
      ends,
      offeredTo,
    };
    return { model, summary: `Changed the arrival window ${label}` };
  }
  const inUse = Object.keys(windows).filter((id) => own(windows, id)?.retired === false);
  if (inUse.length >= MAX_WINDOWS)
    throw new OwnerMistake(`You can have at most ${MAX_WINDOWS} arrival windows.`);
  const id = windowId(model, label);
  const named = newText(input.lang, label);
  windows[id] = {
    label: labelEs === undefined ? named : setText(named, "es", labelEs),
    starts,
    ends,
    offeredTo,
    retired: false,
  };
  return { model, summary: `Added the arrival window ${label}` };
}

/** Moves or removes an item of a list. */
export function applyListChange(model: ContentModel, change: ListChange): Edit {
  switch (change.kind) {
    case "move-town":
      model.business.townOrder = moveIn(model.business.townOrder, change.id, change.direction, "town");
      return {
        model,
        summary: `Moved the town ${own(model.business.towns, change.id)?.name ?? ""} ${change.direction}`,
      };
    case "remove-town": {
      const order = model.business.townOrder;
      if (!order.includes(change.id)) throw new OwnerMistake("That town is no longer in the service area.");
      if (order.length === 1) throw new OwnerMistake("The service area needs at least one town.");
      model.business.townOrder = order.filter((id) => id !== change.id);
      return {
        model,
        summary: `Took ${own(model.business.towns, change.id)?.name ?? "a town"} out of the service area`,
      };
    }
    case "move-faq": {
      if (!isFaqList(change.list)) throw new OwnerMistake("There is no such list of questions.");
      model.faqLists[change.list] = moveIn(
        own(model.faqLists, change.list) ?? [],
        change.id,
        change.direction,
        "question",
      );
      return { model, summary: `Moved a question ${change.direction} (${listName(change.list)})` };
    }
    case "remove-faq": {
      if (!isFaqList(change.list)) throw new OwnerMistake("There is no such list of questions.");
      const list = own(model.faqLists, change.list) ?? [];
      if (!list.includes(change.id)) throw new OwnerMistake("That question is no longer on the page.");
      model.faqLists[change.list] = list.filter((id) => id !== change.id);
      const question = own(model.faq, change.id)?.question.en ?? "";
      return { model, summary: `Removed the question "${question}" (${listName(change.list)})` };
    }
    case "remove-window": {
      const window = own(model.booking.windows, change.id);
      if (!window || window.retired) throw new OwnerMistake("That window is no longer in use.");
      const inUse = Object.keys(model.booking.windows).filter(
        (id) => own(model.booking.windows, id)?.retired === false,
      );
      if (inUse.length === 1) throw new OwnerMistake("Visits need at least one arrival window.");
      // Kept, marked removed: the visits booked in it keep their words.
      window.retired = true;
      return { model, summary: `Removed the arrival window ${window.label.en}` };
    }
    case "move-benefit": {
      const words = model.services[serviceOf(change.key)];
      words.benefitOrder = moveIn(words.benefitOrder, change.id, change.direction, "benefit");
      return { model, summary: `Moved a benefit ${change.direction} (${services[change.key].cardTitle.en})` };
    }
    case "remove-benefit": {
      const words = model.services[serviceOf(change.key)];
      if (!words.benefitOrder.includes(change.id))
        throw new OwnerMistake("That benefit is no longer on the page.");
      words.benefitOrder = words.benefitOrder.filter((id) => id !== change.id);
      return { model, summary: `Removed a benefit (${services[change.key].cardTitle.en})` };
    }
  }
}

/**
 * The owner says a translation is still right for its English as it is now (the English changed, the Spanish needs
 * no change): its mark becomes that English, and no word changes.
 */
export function keepTranslation(model: ContentModel, path: string, lang: Lang = "es"): Edit {
  const found = liveTexts(model).find((entry) => entry.path === path);
  if (!found) throw new OwnerMistake("That text is no longer on the site.");
  if (!found.value[lang].trim())
    throw new OwnerMistake("There is no Spanish here yet: write it, and the Spanish page shows it.");
  setMark(model, path, found.value[DEFAULT_LANG], lang);
  return { model, summary: `The Spanish is still right: ${textPlace(model, path).name}` };
}

/** Confirms a fact as it stands. */
export function confirmFact(model: ContentModel, key: FactKey): Edit {
  if (!Object.hasOwn(FACT_DESCRIPTIONS, key)) throw new OwnerMistake("There is no such fact.");
  model.facts[key].confirmed = true;
  return { model, summary: `Confirmed: ${FACT_DESCRIPTIONS[key].replace(/ \(.*\)$/, "")}` };
}

/** Dollars as typed ("60", "$60.00", "1,200.50") in integer cents; undefined for anything else. */
function dollarsToCents(value: string): number | undefined {
  const typed = oneLine(value)
    .replace(/^\$\s*/, "")
    .replace(/,/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(typed)) return undefined;
  const [whole = "0", fraction = ""] = typed.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** How customers pay online for an accepted quote: none, a deposit (an amount or a percentage), or the full price. */
function changePayments(model: ContentModel, input: PaymentsInput): Edit {
  const choice = input.choice;
  if (choice !== "none" && choice !== "deposit" && choice !== "full")
    throw new FieldMistake("choice", "Choose how customers pay online.");
  const payments = model.payments;
  payments.choice = choice;
  if (choice === "deposit") {
    if (input.depositKind === "amount") {
      const cents = dollarsToCents(input.depositAmount);
      if (cents === undefined || cents < 100 || cents > 1_000_000)
        throw new FieldMistake(
          "depositAmount",
          "Type the deposit in dollars, from $1 to $10,000, such as 60 or 60.00.",
        );
      payments.depositKind = "amount";
      payments.depositCents = cents;
    } else if (input.depositKind === "percent") {
      const percent = Number(oneLine(input.depositPercent).replace(/%$/, ""));
      if (!Number.isInteger(percent) || percent < 1 || percent > 100)
        throw new FieldMistake(
          "depositPercent",
          "Type the deposit as a whole percentage from 1 to 100, such as 25.",
        );
      payments.depositKind = "percent";
      payments.depositPercent = percent;
    } else {
      throw new FieldMistake("depositKind", "Choose whether the deposit is an amount or a percentage.");
    }
  }
  const summary =
    choice === "none"
      ? "Customers pay as before: no online payment"
      : choice === "full"
        ? "Customers pay the full price online when they accept a quote"
        : payments.depositKind === "amount"
          ? `Customers pay a deposit of $${(payments.depositCents / 100).toFixed(2)} online when they accept a quote`
          : `Customers pay a deposit of ${payments.depositPercent}% online when they accept a quote`;
  return { model, summary };
}
