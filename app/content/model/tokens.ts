import { type BusinessDetails, type BusinessFacts, business, formatAddress, telHref } from "../business.ts";
import { hoursLabel } from "./hours.ts";
import { type Lang, LOCALES } from "./languages.ts";

/**
 * Words in braces in the owner's texts that follow the business's details wherever they change: "call us at
 * {phone}" shows the phone number of today, and a town added to the service area joins "{towns}" on every page
 * that lists them. Unknown braces stay as typed.
 */

/** The services' names and pages, for "{home services}" and "{business services}". */
export interface ServiceLink {
  name: string;
  path: string;
}

export interface TokenValues {
  details: BusinessDetails;
  facts: BusinessFacts;
  homeServices: readonly ServiceLink[];
  businessServices: readonly ServiceLink[];
  lang: Lang;
}

const spanishList = new Intl.ListFormat(LOCALES.es, { type: "conjunction" });

/** "a, b and c"; in Spanish "a, b y c" (and "e" before a word that sounds "i": "Anson e Iraan"). */
export function listInWords(items: readonly string[], lang: Lang = "en"): string {
  if (lang === "es") return spanishList.format(items);
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export const TOKENS = [
  "business",
  "years",
  "address",
  "phone",
  "email",
  "hours",
  "towns",
  "payment",
  "home services",
  "business services",
] as const;
export type Token = (typeof TOKENS)[number];

/** What each token shows in plain text. */
function plainValue(token: Token, values: TokenValues): string {
  const { details, facts, lang } = values;
  switch (token) {
    case "business":
      return business.name;
    case "years":
      return String(details.yearsOfExperience);
    case "address":
      return formatAddress(details);
    case "phone":
      return details.phone;
    case "email":
      return details.email;
    case "hours":
      return hoursLabel(details.hours, lang);
    case "towns":
      return listInWords(
        details.towns.map((town) => town.name),
        lang,
      );
    case "payment":
      return facts.payment;
    case "home services":
      return listInWords(
        values.homeServices.map((service) => service.name),
        lang,
      );
    case "business services":
      return listInWords(
        values.businessServices.map((service) => service.name),
        lang,
      );
  }
}

const TOKEN = /\{([a-z ]+)\}/g;
const isToken = (name: string): name is Token => (TOKENS as readonly string[]).includes(name);

/**
 * Spanish hours end with "p.m.": "llámenos de 8:00 a.m. a 5:00 p.m." ends its sentence there, without a second
 * period (in formatted text the value's periods are escaped).
 */
const DOUBLED_PERIOD = /([ap]\.m\.)\./g;
const DOUBLED_ESCAPED_PERIOD = /([ap]\\\.m\\\.)\\?\./g;

/** A plain text with its tokens filled in. */
export function fillTokens(text: string, values: TokenValues): string {
  return text
    .replace(TOKEN, (whole, name: string) => (isToken(name) ? plainValue(name, values) : whole))
    .replace(DOUBLED_PERIOD, "$1");
}

/** Characters formatted text would read as formatting, escaped so a value shows as it is. */
const escapeFormatting = (value: string) => value.replace(/[\\`*_[\]()#+\-.!<>|{}]/g, "\\$&");

/**
 * Formatted text with its tokens filled in as formatted text: the phone and the email become links, the services
 * links to their pages, everything else its words (escaped, so "Suite #100" stays words).
 */
export function fillTokensAsFormatted(text: string, values: TokenValues): string {
  const link = (words: string, href: string) => `[${escapeFormatting(words)}](${href})`;
  const services = (list: readonly ServiceLink[]) =>
    listInWords(
      list.map((service) => link(service.name, service.path)),
      values.lang,
    );
  return text
    .replace(TOKEN, (whole, name: string) => {
      if (!isToken(name)) return whole;
      if (name === "phone") return link(values.details.phone, telHref(values.details.phone));
      if (name === "email") return link(values.details.email, `mailto:${values.details.email}`);
      if (name === "home services") return services(values.homeServices);
      if (name === "business services") return services(values.businessServices);
      return escapeFormatting(plainValue(name, values));
    })
    .replace(DOUBLED_ESCAPED_PERIOD, "$1");
}
