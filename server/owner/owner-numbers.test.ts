import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedInService, startSignedInService } from "../../tests/support/owner-session.ts";
import type { TestService } from "../../tests/support/service.ts";
import { newLead } from "../../tests/support/store-suite.ts";
import type { NewLead } from "../store/store.ts";

// The owner's numbers (/leads/numbers) and the inbox's order against the real service: the server build of its
// pages (npm test builds first), a real SQLite file, and a real SMTP server on loopback for the sign-in link.

const OWNER = "owner@bnc-cleaning.test";
const DAY = 24 * 3_600_000;

let service: TestService;
let cookie: string;
let forgotten: NewLead;

let started: SignedInService;
beforeAll(async () => {
  started = await startSignedInService(OWNER, { SITE_URL: "http://numbers.bnc-cleaning.test" });
  ({ service, session: cookie } = started);
  const now = Date.now();
  const seed = async (ageDays: number, attribution: NewLead["attribution"], firstName: string) => {
    const lead = newLead({
      createdAt: new Date(now - ageDays * DAY),
      attribution,
      form: { ...newLead().form, firstName },
    });
    await service.store.saveLead(lead, []);
    return lead;
  };
  const ad = await seed(3, { gclid: "Cj0KCQ" }, "Adela");
  await service.store.setStage(ad.id, "won", OWNER, new Date(now - 2 * DAY));
  const searched = await seed(2, { referrer: "https://www.google.com/" }, "Sergio");
  await service.store.addNote(searched.id, "Called back", OWNER, new Date(now - 2 * DAY));
  // Untouched for ten days, and older than the others: it is listed first all the same.
  forgotten = await seed(10, { referrer: "https://www.yelp.com/biz/bnc" }, "Forgotten");
});
afterAll(() => started?.stop());

function get(url: string, withCookie = true) {
  return service.app.inject({ url, headers: withCookie ? { cookie } : {} });
}

/** Each table row's cells as text: "Google Ads|1|1|1|0|1|0|100%". */
function tableRows(html: string, heading: string): string[] {
  const section = html.slice(html.indexOf(`id="${heading}"`));
  const table = section.slice(section.indexOf("<table"), section.indexOf("</table>"));
  return [...table.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)]
      .map((cell) => (cell[1] ?? "").replace(/<[^>]+>/g, "").replace(/<!-- -->/g, ""))
      .join("|"),
  );
}

describe("the owner's numbers", () => {
  it("signed out, the page sends to the sign-in that returns to it, and the CSV gives nothing", async () => {
    const page = await get("/leads/numbers", false);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe("/leads?next=%2Fleads%2Fnumbers");
    const csv = await get("/leads/numbers.csv?period=year", false);
    expect(csv.statusCode).toBe(303);
    expect(csv.body).toBe("");
  });

  it("shows where the leads came from and how far each got, with totals, script-free; the nav leads to it", async () => {
    const inbox = await get("/leads");
    expect(inbox.body).toMatch(/<a[^>]*href="\/leads\/numbers"[^>]*>Numbers<\/a>/);
    const page = await get("/leads/numbers?period=90-days");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store, private");
    expect(page.body).not.toContain("<script");
    expect(page.body).toMatch(/<a[^>]*aria-current="page"[^>]*>Last 90 days<\/a>/);
    expect(tableRows(page.body, "sources-heading")).toEqual([
      // No quote was priced for these leads: their value is $0 (the store suite prices some).
      "Source|Leads|Contacted|Quoted|Booked|Won|Lost|Share won|Value quoted|Value accepted|Paid online",
      "Google Ads|1|1|1|0|1|0|100%|$0|$0|$0",
      "Google search|1|0|0|0|0|0|0%|$0|$0|$0",
      "yelp.com|1|0|0|0|0|0|0%|$0|$0|$0",
      "Total|3|1|1|0|1|0|33%|$0|$0|$0",
    ]);
    // The forgotten lead has waited more than one business hour; the two others were answered.
    expect(page.body).toContain("1 lead has waited more than one business hour");
    const weeks = tableRows(page.body, "speed-heading");
    expect(weeks[0]).toBe("Week of|Leads|Answered|Median|Slowest");
    expect(weeks.slice(1).reduce((sum, row) => sum + Number(row.split("|")[1]), 0)).toBe(3);
  });

  it("downloads the same table as CSV, named by its dates", async () => {
    const csv = await get("/leads/numbers.csv?period=90-days");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="lead-sources-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body.replace(/^\uFEFF/, "").split("\n")).toEqual([
      '"Breakdown","Source","Leads","Contacted","Quoted","Booked","Won","Lost","Share won","Value quoted (USD)","Value accepted (USD)","Paid online (USD)"',
      '"Measured source","Google Ads","1","1","1","0","1","0","100%","0.00","0.00","0.00"',
      '"Measured source","Google search","1","0","0","0","0","0","0%","0.00","0.00","0.00"',
      '"Measured source","yelp.com","1","0","0","0","0","0","0%","0.00","0.00","0.00"',
      '"Measured source","Total","3","1","1","0","1","0","33%","0.00","0.00","0.00"',
      // What the customers said: all three answered "Referral".
      '"Customer said","Referral","3","1","1","0","1","0","33%","0.00","0.00","0.00"',
      '"Customer said","Total","3","1","1","0","1","0","33%","0.00","0.00","0.00"',
    ]);
  });

  it("a period that is not a choice shows this month and says so, echoing nothing; the CSV refuses it", async () => {
    const page = await get("/leads/numbers?period=%3Cb%3Eforever");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("That period is not one of the choices above");
    expect(page.body).toMatch(/<a[^>]*aria-current="page"[^>]*>This month<\/a>/);
    expect(page.body).not.toContain("forever");
    const csv = await get("/leads/numbers.csv?period=forever");
    expect(csv.statusCode).toBe(400);
    expect(csv.body).not.toContain("forever");
  });

  it("the inbox lists a lead untouched after one business hour first, marked, whatever its age", async () => {
    const inbox = await get("/leads");
    const names = [...inbox.body.matchAll(/<span class="min-w-0 text-lg[^"]*">([^<]+)<\/span>/g)].map(
      (match) => match[1],
    );
    expect(names[0]).toBe(`Forgotten ${forgotten.form.lastName}`);
    expect(names.slice(1)).toEqual([`Sergio ${forgotten.form.lastName}`, `Adela ${forgotten.form.lastName}`]);
    expect(inbox.body.match(/Waiting over 1 business hour/g)).toHaveLength(1);
    expect(inbox.body).toContain("First: the one lead still untouched after one business hour.");
  });
});
