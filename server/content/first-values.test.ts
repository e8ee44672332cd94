import { afterEach, describe, expect, it } from "vitest";
import { defaultDetails } from "../../app/content/business.ts";
import { startServiceProcess, stopServiceProcesses, tempDataDir } from "../../tests/support/service.ts";
import { documentOf, modelOfDocument, readDocument, writeDocument } from "../store/content-document.ts";
import { openSqliteStore } from "../store/open-store.ts";

// The build variables of the business's details are first values (issue 28): an operator presets them at the
// service's start without a rebuild, and once the owner has set their own, the owner's stand, restart or not.

afterEach(stopServiceProcesses);

const page = async (url: string, path: string) => (await fetch(`${url}${path}`)).text();

describe("the details' first values", () => {
  it("a phone preset at start is on the build's pages without a rebuild; the owner's own then stands", async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir, BUSINESS_PHONE: "(325) 400-7777", LOG_LEVEL: "info" };
    const first = await startServiceProcess(env);
    for (const path of ["/", "/contact-us", "/no-such-page"]) {
      const html = await page(first.url, path);
      expect(html, path).toContain("(325) 400-7777");
      expect(html, path).not.toContain(defaultDetails().phone);
    }
    // The start-up log names what still stands between the site and going live, in the owner's words.
    expect(first.stdout()).toContain("before this site goes live");
    expect(first.stdout()).toContain("not yet confirmed");

    const store = openSqliteStore(dataDir);
    try {
      await store.reviseContent(
        (latest) => {
          const model = modelOfDocument(readDocument(latest?.document));
          model.business.phone = "(325) 400-8888";
          return { document: writeDocument(documentOf(model)), summary: "Changed the business details" };
        },
        "owner@bnc-cleaning.test",
        new Date(),
      );
    } finally {
      await store.close();
    }
    await stopServiceProcesses();
    const again = await startServiceProcess(env);
    const html = await page(again.url, "/contact-us");
    expect(html).toContain("(325) 400-8888");
    expect(html).not.toContain("(325) 400-7777");
  }, 90_000);
});
