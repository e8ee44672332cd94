import { describe, expect, it } from "vitest";
import { formMessages } from "../i18n/form-words.ts";
import {
  CONTACT_FIELDS,
  contactMessages,
  ENGLISH_FORM_MESSAGES,
  FORM_FIELDS,
  hiddenCharacterMessages,
  limitMessages,
  nameMessages,
  OPTIONAL_PARTS,
} from "./contact-fields.ts";
import { contactFormSchema, fieldErrors, quoteFormSchema, quoteRules } from "./contact-schema.ts";

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

function errorsFor(overrides: Record<string, unknown>) {
  const result = contactFormSchema.safeParse({ ...valid, ...overrides });
  return result.success ? {} : fieldErrors(result.error);
}

describe("square footage: decimal digits, as people type them, are a number", () => {
  it.each([
    ["1850", 1850],
    ["1,500", 1500],
    ["1500 sq ft", 1500],
    ["1,500 sqft", 1500],
    ["1500 sq. ft.", 1500],
    ["1500 Sq Ft", 1500],
    ["1500sq.ft", 1500],
    ["1,500 SQ FT", 1500],
    ["1500 square feet", 1500],
    ["1500 sq feet", 1500],
    ["1500 ft²", 1500],
    ["1500 ft2", 1500],
    ["1500 sf", 1500],
    ["1,250.5 sq ft", 1250.5],
    [" 1850 ", 1850],
    ["1,850", 1850],
    ["12,000", 12_000],
    ["1,234,567", 1_234_567],
    ["1850.5", 1850.5],
    ["0", 0],
    [1850, 1850],
  ])("reads %j as %d", (input, expected) => {
    const result = contactFormSchema.safeParse({ ...valid, squareFootage: input });
    expect(result.success && result.data.squareFootage).toBe(expected);
  });

  it.each([
    "0x10",
    "1e3",
    "0b11",
    "0o7",
    "Infinity",
    "1,85",
    "1,8500",
    ",100",
    "100,",
    "-5",
    "+5",
    "1 850",
    "½",
    "١٢٣",
    "sq ft",
    "-1500 sq ft",
    "1e3 sq ft",
    "0x10 sq ft",
    "1500 sq ft sq ft",
    "1500 m²",
    "1500 acres",
    "about 1500",
  ])("refuses %j with the specification's message", (input) => {
    expect(errorsFor({ squareFootage: input })).toEqual({ squareFootage: contactMessages.squareFootage });
  });
});

describe("names with invisible characters", () => {
  it.each([
    ["a zero-width space", "Ma\u200Bria"],
    ["a zero-width joiner", "Ma\u200Dria"],
    ["a right-to-left override", "\u202EairaM"],
    ["a left-to-right isolate", "\u2066Maria\u2069"],
    ["a right-to-left mark", "Maria\u200F"],
    ["a byte order mark", "Ma\uFEFFria"],
    ["an Arabic letter mark", "Maria\u061C"],
  ])("refuses a first name with %s, saying why", (_what, firstName) => {
    expect(errorsFor({ firstName })).toEqual({ firstName: hiddenCharacterMessages.firstName });
  });

  it("refuses a last name the same way, and keeps the required message for an empty one", () => {
    expect(errorsFor({ lastName: "Gonz\u200Calez" })).toEqual({ lastName: hiddenCharacterMessages.lastName });
    expect(errorsFor({ lastName: "   " })).toEqual({ lastName: contactMessages.lastName });
  });

  it("takes names in any script, with accents and apostrophes", () => {
    for (const firstName of ["Zoë", "O'Brien", "José-María", "محمد", "Nguyễn", "李"]) {
      expect(errorsFor({ firstName })).toEqual({});
    }
  });
});

describe("names hold what names hold (the acknowledgement greets the visitor by name)", () => {
  it.each([
    "Mary Ann",
    "Jean-Luc",
    "O’Brien",
    "J.R.",
    "St. Clair",
    "Maria de los Ángeles",
    "d'Artagnan",
    "Æsa",
    "Ngô Bảo Châu",
    "Søren Kierkegaard-Jensen",
    "अनुष्का",
  ])("takes %j", (firstName) => {
    expect(errorsFor({ firstName, lastName: firstName })).toEqual({});
  });

  it.each([
    "Claim your $500 refund at evil.example/r?id=1",
    "Maria2",
    "Call 325-555-0100",
    "Rosa <b>",
    "a&b",
    "Maria!",
    "Rosa (call me)",
    "---",
    ". Maria",
    "Maria_Gonzalez",
    "Maria@example",
  ])("refuses %j, saying what a name may hold", (firstName) => {
    expect(errorsFor({ firstName })).toEqual({ firstName: nameMessages.firstName });
    expect(errorsFor({ lastName: firstName })).toEqual({ lastName: nameMessages.lastName });
  });

  it("refuses a name longer than 50 characters with the limit, and takes one of 50", () => {
    expect(errorsFor({ firstName: "A".repeat(51) })).toEqual({ firstName: limitMessages.firstName });
    expect(errorsFor({ lastName: `${"Ab ".repeat(16)}Ab` })).toEqual({});
    expect(limitMessages.firstName).toBe("First Name must be at most 50 characters.");
  });

  it("keeps the required message for an empty name, and the invisible-character one first", () => {
    expect(errorsFor({ firstName: "" })).toEqual({ firstName: contactMessages.firstName });
    expect(errorsFor({ firstName: "\u202E$500" })).toEqual({ firstName: hiddenCharacterMessages.firstName });
  });
});

describe("the optional parts the form's introduction names are the ones the rules make optional", () => {
  const blankVisit = { visitDay: "", visitWindow: "", secondDay: "", secondWindow: "", frequency: "" };
  const errorsOfForm = (overrides: Record<string, unknown>) => {
    const result = quoteFormSchema.safeParse({ ...valid, notes: "", ...blankVisit, ...overrides });
    return result.success ? {} : fieldErrors(result.error);
  };

  it("every field of the form is required or in exactly one optional part", () => {
    const optional = OPTIONAL_PARTS.flatMap((part) => part.fields);
    expect([...CONTACT_FIELDS, ...optional].sort()).toEqual([...FORM_FIELDS].sort());
    expect(new Set(optional).size).toBe(optional.length);
  });

  it("a required field left blank is refused; an optional one is not", () => {
    expect(errorsOfForm({})).toEqual({});
    for (const field of CONTACT_FIELDS) expect(Object.keys(errorsOfForm({ [field]: "" }))).toEqual([field]);
    for (const field of OPTIONAL_PARTS.flatMap((part) => part.fields)) {
      expect(errorsOfForm({ [field]: "" })).toEqual({});
    }
  });
});

describe("the rules in Spanish (issue 31)", () => {
  const spanish = quoteRules(formMessages("es"));
  const english = quoteRules(formMessages("en"));
  const valid = {
    firstName: "Lucía",
    lastName: "Hernández",
    phone: "325-555-0142",
    email: "lucia@example.com",
    zipCode: "79601",
    squareFootage: "1500",
    services: "DeepCleaning",
    referral: "Social-Media",
  };

  it("the catalog's English messages are the specification's, word for word", () => {
    expect(formMessages("en")).toEqual(ENGLISH_FORM_MESSAGES);
  });

  it("answers each field's message in Spanish, from the same schema", () => {
    const result = spanish.contactFormSchema.safeParse({ ...valid, zipCode: "7960", firstName: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(spanish.fieldErrors(result.error)).toEqual({
      firstName: "El nombre es obligatorio.",
      zipCode: "El código postal debe tener 5 dígitos.",
    });
  });

  it("reads square footage as Spanish speakers type it; English reads it as before", () => {
    const read = (rules: typeof spanish, squareFootage: string) => {
      const result = rules.contactFormSchema.safeParse({ ...valid, squareFootage });
      return result.success ? result.data.squareFootage : "refused";
    };
    expect(read(spanish, "1.500")).toBe(1500);
    expect(read(spanish, "1,500")).toBe(1500);
    expect(read(spanish, "12.000 pies cuadrados")).toBe(12000);
    expect(read(spanish, "1.500,5")).toBe(1500.5);
    expect(read(spanish, "1500,5")).toBe(1500.5);
    expect(read(spanish, "1500 sq ft")).toBe(1500);
    expect(read(spanish, "1.50.0")).toBe("refused");
    expect(read(spanish, "1,500.000")).toBe("refused");
    expect(read(english, "1,500")).toBe(1500);
    expect(read(english, "1.500")).toBe(1.5);
    expect(read(english, "1.500 pies")).toBe("refused");
  });
});
