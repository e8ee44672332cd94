import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../../tests/support/service.ts";
import { createSiteContentSource, type SiteContentSource } from "../content-source.ts";
import { loadPageRenderer, type PageRenderer } from "../page-renderer.ts";
import { type CspSources, loadPages, type PageSet } from "../pages.ts";
import { openStore } from "../store/open-store.ts";
import type { Store } from "../store/store.ts";
import { documentOf, modelOfDocument, readDocument, writeDocument } from "./content-document.ts";
import { edits } from "./site-editor.ts";
import { createSitePublisher, type SitePublisher } from "./site-publisher.ts";

// The publisher with the build's own renderer and a real SQLite store; one page made to fail on purpose, as a
// renderer whose page throws would: it keeps the HTML it had, the failure is reported, and the next change tries
// again. (Fault injection around the real renderer, like a full disk in the store's tests.)

const BUILD = path.resolve("build");
const ABOUT = "/about-us";
const HOME = "/";

/** The build without third parties (no tag manager, no reCAPTCHA): the CSP the test's pages carry. */
const cspSources: CspSources = { apiOrigin: "", recaptcha: false, tagManager: false, imageOrigins: [] };
let store: Store;
let pages: PageSet;
let publisher: SitePublisher;
let source: SiteContentSource;
let failing = false;
const failures: string[] = [];

async function setNotice(text: string) {
  await store.reviseContent(
    (latest) => {
      const { model, summary } = edits.setNotice(
        modelOfDocument(readDocument(latest?.document)),
        text,
        "2099-12-31",
      );
      return { document: writeDocument(documentOf(model)), summary };
    },
    "owner@bnc-cleaning.test",
    new Date(),
  );
  await publisher.refresh();
}

const served = (page: string) => pages.byPath.get(page)?.identity.toString("utf8") ?? "";

beforeAll(async () => {
  store = await openStore({ dataDir: tempDataDir() });
  pages = await loadPages(path.join(BUILD, "client"), cspSources);
  const real = await loadPageRenderer({
    serverBuildFile: path.join(BUILD, "server/index.js"),
    siteUrl: "http://127.0.0.1:3000",
    cspSources,
  });
  const renderer: PageRenderer = {
    ...real,
    render: async (page, content) => {
      const rendered = await real.render(page, content);
      return failing && page === ABOUT
        ? { status: 500, html: "<h1>Sorry, something went wrong.</h1>" }
        : rendered;
    },
  };
  source = createSiteContentSource(store);
  await source.refresh();
  publisher = createSitePublisher({
    source,
    store,
    renderer,
    pages,
    cspSources,
    onPageFailed: (page) => failures.push(page),
  });
  await publisher.start();
});
afterAll(async () => {
  publisher?.stop();
  source?.stop();
  await store?.close();
});

describe("a page that fails to render again", () => {
  it("keeps its last good HTML while the other pages follow the change, and is tried again at the next one", async () => {
    await setNotice("Open on Saturday this week.");
    expect(served(ABOUT)).toContain("Open on Saturday this week.");

    failing = true;
    await setNotice("Closed on Monday for the holiday.");
    expect(failures).toEqual([ABOUT]);
    expect(served(HOME)).toContain("Closed on Monday for the holiday.");
    expect(served(ABOUT)).toContain("Open on Saturday this week.");
    expect(served(ABOUT)).not.toContain("something went wrong");

    failing = false;
    await setNotice("Closed on Monday and Tuesday.");
    expect(served(ABOUT)).toContain("Closed on Monday and Tuesday.");
  });
});
