import fc from "fast-check";
import { LinkifyIt } from "linkify-it";
import everyTld from "tlds";
import { describe, expect, it } from "vitest";
import { nameMessages, namePeriodMessages } from "./contact-fields.ts";
import { contactFormSchema, fieldErrors } from "./contact-schema.ts";

// The acknowledgement greets the visitor by name at whatever address was typed, from the business's domain
// (docs/quote-form.md, "Names"). Nothing a mail client would turn into a link may pass in a name. Mail clients find
// links as linkify-it does with fuzzy links on: here it runs with every top-level domain IANA lists, on the name as
// stored and with every dot a mail client or a browser treats as a dot (IDNA maps 。｡． to ".") made a period.

const linkFinder = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(everyTld, true);

/** The name as a mail client may read it: NFKC (fullwidth letters and dots become ASCII) and IDNA's dots. */
const readings = (name: string) => {
  const normalised = name.normalize("NFKC");
  return [name, normalised, normalised.replace(/[\u3002\uFF61\uFF0E\u2024\uFE52]/g, ".")];
};
const isLinkToAMailClient = (name: string) => readings(name).some((reading) => linkFinder.test(reading));

const valid = {
  firstName: "Maria",
  lastName: "Gonzalez",
  phone: "(325) 555-0123",
  email: "maria@example.com",
  zipCode: "79605",
  squareFootage: "1850",
  services: "DeepCleaning",
  referral: "Social-Media",
};

/** The name the schema keeps (what the acknowledgement says), or undefined when it refuses it. */
function acceptedName(name: string, field: "firstName" | "lastName" = "firstName"): string | undefined {
  const result = contactFormSchema.safeParse({ ...valid, [field]: name });
  return result.success ? result.data[field] : undefined;
}

function errorsFor(overrides: Record<string, unknown>) {
  const result = contactFormSchema.safeParse({ ...valid, ...overrides });
  return result.success ? {} : fieldErrors(result.error);
}

describe("web addresses never pass in a name", () => {
  // The outside check's strings (issue 27), and their neighbours.
  const attacks = [
    "Claim refund refunds.x.com",
    "refunds.x.com",
    "t.me",
    "anything.x.com",
    "x.co",
    "J.ro",
    "a-b.co",
    "evil\u0301.example",
    "evil\u0301.com",
    "e\u0301vil.com",
    "Claim refund at x\u0301.co",
    "x．co",
    "x。co",
    "x｡co",
    "x\u2024co",
    "x\uFE52co",
    "ｅｖｉｌ．ｃｏｍ",
    "пример.рф",
    "例子.中国",
    "St.John",
    "O'evil.com",
  ];

  it.each(attacks)("refuses %j", (name) => {
    expect(acceptedName(name)).toBeUndefined();
    expect(acceptedName(name, "lastName")).toBeUndefined();
  });

  it("the attack strings are links to a mail client (so the check above is about something)", () => {
    for (const name of [
      "refunds.x.com",
      "t.me",
      "anything.x.com",
      "evil\u0301.com",
      "x．co",
      "x。co",
      "пример.рф",
    ]) {
      expect(isLinkToAMailClient(name), name).toBe(true);
    }
  });

  it("says why a period is refused, and what a name may hold otherwise", () => {
    expect(errorsFor({ firstName: "t.me" })).toEqual({ firstName: namePeriodMessages.firstName });
    expect(errorsFor({ lastName: "St.John" })).toEqual({ lastName: namePeriodMessages.lastName });
    expect(errorsFor({ firstName: "x。co" })).toEqual({ firstName: nameMessages.firstName });
    expect(namePeriodMessages.firstName).toBe(
      "First Name needs a space after a period, except between initials such as J.R.",
    );
  });

  /** Pieces a crafted name is made of: letters, labels and TLDs, marks, every kind of dot, and name punctuation. */
  const piece = fc.constantFrom(
    "a",
    "x",
    "J",
    "R",
    "é",
    "李",
    "co",
    "com",
    "me",
    "ro",
    "рф",
    "xn--p1ai",
    "www",
    "refunds",
    ".",
    ".",
    ". ",
    "．",
    "。",
    "｡",
    "\u2024",
    "\uFE52",
    "\u0301",
    "\u0332",
    " ",
    "-",
    "'",
    "’",
    "ｃｏｍ",
    "@",
    ":",
    "/",
    "1",
  );

  it("no name it takes is a link to a mail client, whatever it is made of", () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (pieces) => {
        const kept = acceptedName(pieces.join(""));
        if (kept !== undefined) expect(isLinkToAMailClient(kept), kept).toBe(false);
      }),
      { numRuns: 20_000 },
    );
  });

  it("no name it takes is a link, for any text at all", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 50 }), (name) => {
        const kept = acceptedName(name);
        if (kept !== undefined) expect(isLinkToAMailClient(kept), kept).toBe(false);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe("real names keep passing", () => {
  it.each([
    "J.R. Smith",
    "St. John",
    "O'Brien-Smith Jr.",
    "Nguyễn",
    "Nguye\u0302\u0303n",
    "李",
    "J.R.R. Tolkien",
    "Mary Ann",
    "Jean-Luc",
    "O’Brien",
    "J.R.",
    "St. Clair",
    "Dr. Ruth",
    "Ma. Cristina",
    "A. J. Lee",
    "Zoë",
    "محمد",
    "अनुष्का",
  ])("takes %j", (name) => {
    expect(acceptedName(name)).toBe(name.normalize("NFKC"));
    expect(acceptedName(name, "lastName")).toBe(name.normalize("NFKC"));
  });

  /** A word of a name: letters of several scripts, with a combining mark now and then. */
  const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzéñøçğłßабвгдежзαβγδ李王明أحمدनम", "e\u0301");
  const word = fc.array(letter, { minLength: 2, maxLength: 9 }).map((letters) => {
    const text = letters.join("");
    return text.charAt(0).toUpperCase() + text.slice(1);
  });
  const initials = fc
    .array(fc.constantFrom(..."ABCDEJMRT"), { minLength: 1, maxLength: 3 })
    .map((letters) => `${letters.join(".")}.`);
  const abbreviation = fc.constantFrom("St.", "Dr.", "Jr.", "Sr.", "Ma.", "Mt.");
  const part = fc.oneof(
    word,
    word,
    initials,
    abbreviation,
    word.map((w) => `O'${w}`),
  );
  const joiner = fc.constantFrom(" ", "-", " ");

  it("takes any name made of words, initials and abbreviations, and keeps it as typed (NFKC)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(part, joiner), { minLength: 1, maxLength: 4 }), (parts) => {
        const name = parts
          .map(([text, join], index) => (index === 0 ? text : `${join}${text}`))
          .join("")
          .slice(0, 50)
          .trim();
        fc.pre(/^\p{L}/u.test(name) && !/[-.'’ ]$/.test(name.replace(/\.$/, "")) && !/[-'’]$/.test(name));
        expect(acceptedName(name), name).toBe(name.normalize("NFKC"));
      }),
      { numRuns: 5_000 },
    );
  });
});
