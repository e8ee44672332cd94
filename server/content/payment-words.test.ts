import { describe, expect, it } from "vitest";
import { defaultModel } from "../../app/content/model/content-model.ts";
import { resolveContent } from "../../app/content/model/resolve.ts";
import type { PaymentsInput } from "../../app/lib/owner-words.ts";
import { applyWordsChange, FieldMistake } from "./words-editor.ts";

// How customers pay online (issue 30) is the owner's content: each change checked, with the message at its field,
// and summarised for the history; the pages and the quote read it resolved.

const change = (input: Partial<PaymentsInput>) =>
  applyWordsChange(defaultModel(), {
    kind: "payments",
    input: { choice: "deposit", depositKind: "percent", depositAmount: "", depositPercent: "25", ...input },
  });

function refusedAt(work: () => unknown): { field: string; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof FieldMistake) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error("not refused");
}

describe("how customers pay online", () => {
  it("starts with no online payment, and takes a percentage, an amount or the full price", () => {
    expect(defaultModel().payments.choice).toBe("none");
    const percent = change({});
    expect(percent.summary).toBe("Customers pay a deposit of 25% online when they accept a quote");
    expect(resolveContent(percent.model, [], "en").payments).toMatchObject({
      choice: "deposit",
      depositPercent: 25,
    });
    const amount = change({ depositKind: "amount", depositAmount: "$1,200.5" });
    expect(amount.model.payments).toMatchObject({ depositKind: "amount", depositCents: 120_050 });
    expect(change({ choice: "full" }).summary).toBe(
      "Customers pay the full price online when they accept a quote",
    );
  });

  it("refuses a choice, a percentage or an amount it cannot read, at its field", () => {
    expect(refusedAt(() => change({ choice: "later" }))).toMatchObject({ field: "choice" });
    expect(refusedAt(() => change({ depositPercent: "250" }))).toMatchObject({ field: "depositPercent" });
    expect(refusedAt(() => change({ depositPercent: "12.5" }))).toMatchObject({ field: "depositPercent" });
    expect(refusedAt(() => change({ depositKind: "amount", depositAmount: "sixty" }))).toMatchObject({
      field: "depositAmount",
    });
    expect(refusedAt(() => change({ depositKind: "amount", depositAmount: "0.50" }))).toMatchObject({
      field: "depositAmount",
    });
  });
});
