import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { defaultDetails } from "../../app/content/business.ts";
import { PHOTO_UPLOAD_PATH } from "../../app/lib/owner-site.ts";
import { sitePages } from "../../app/route-table.ts";
import { signInOwnerOverHttp } from "../../tests/support/owner-session.ts";
import {
  type PostgresTestServer,
  startPostgresTestServer,
} from "../../tests/support/postgres-test-server.ts";
import {
  kill9,
  type ServiceProcess,
  type SmtpTestServer,
  startServiceProcess,
  startSmtpTestServer,
  stopServiceProcesses,
  tempDataDir,
  waitFor,
} from "../../tests/support/service.ts";
import { CONTENT_POLL_MS } from "../content-source.ts";
import { openPostgresStore } from "../store/open-store.ts";
import { documentOf, modelOfDocument, readDocument, writeDocument } from "./content-document.ts";
import { phoneNumber } from "./words-editor.ts";

// Issue 21, word for word: "With two copies of the service on one PostgreSQL, the second copy serves the change
// within 5 seconds." Two `node server/main.ts` processes, each with a DATA_DIR of its own, on one throwaway
// PostgreSQL database: the owner signs in on copy A through the emailed link and changes the site over HTTP, as a
// browser does; copy B's public pages and /media are read over HTTP too.

const OWNER = "owner@bnc-cleaning.test";
const MOVING = "/services/moving-cleaning-services";
/** The promise; the poll (CONTENT_POLL_MS) plus rendering every page again must fit in it. */
const PROMISE_MS = 5_000;

let postgres: PostgresTestServer;
let smtp: SmtpTestServer;

beforeAll(async () => {
  [postgres, smtp] = await Promise.all([startPostgresTestServer(), startSmtpTestServer()]);
}, 180_000);
afterEach(async () => {
  await stopServiceProcesses();
});
afterAll(async () => {
  await smtp?.stop();
  await postgres?.stop();
});

/** One copy of the service on the shared database: its own DATA_DIR, the deployment's shared secret. */
function startCopy(databaseUrl: string): Promise<ServiceProcess> {
  return startServiceProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: tempDataDir(),
    SMTP_URL: smtp.url,
    BUSINESS_EMAIL: OWNER,
    SESSION_SECRET: "one secret for every copy of this deployment, 32+",
  });
}

const html = async (copy: ServiceProcess, path: string) => (await fetch(`${copy.url}${path}`)).text();

/**
 * Polls a copy's pages every 50 ms until each contains `text`; answers when (Date.now()) the last one did. Several
 * pages, because a copy replaces its pages one by one as it renders them again.
 */
async function seenAt(copy: ServiceProcess, paths: string[], text: string, limitMs: number): Promise<number> {
  const deadline = Date.now() + limitMs;
  let waiting = paths;
  while (Date.now() < deadline) {
    const pages = await Promise.all(waiting.map((path) => html(copy, path)));
    waiting = waiting.filter((_, index) => !pages[index]?.includes(text));
    if (waiting.length === 0) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${waiting.join(", ")} on ${copy.url} did not show "${text}" within ${limitMs} ms`);
}

/** A phone-sized photo (4:3 JPEG) of one colour with a gradient, so every rendition has real bytes. */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g">
    <stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#f4a259"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/><circle cx="800" cy="600" r="300" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

describe("two copies of the service on one PostgreSQL", () => {
  it("a photo and a notice changed on copy A are served by copy B within 5 s, its /media included, and by a restarted B at once", async () => {
    const url = await postgres.createDatabase();
    const store = await openPostgresStore(url);
    try {
      const [a, b] = await Promise.all([startCopy(url), startCopy(url)]);
      if (!a || !b) throw new Error("two copies expected");
      const session = await signInOwnerOverHttp(a.url, smtp, OWNER);
      expect(await html(b, MOVING)).not.toContain("/media/photos/");

      // The photo, uploaded on A as the photos page's form sends it, into the moving gallery.
      const form = new FormData();
      form.append(
        "photos",
        new File([new Uint8Array(await photo())], "IMG_1001.jpg", { type: "image/jpeg" }),
      );
      form.append("alt", "Empty living room after a move-out clean");
      form.append("gallery", "moving");
      const uploaded = await fetch(`${a.url}${PHOTO_UPLOAD_PATH}`, {
        method: "POST",
        headers: { "sec-fetch-site": "same-origin", cookie: session },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const uploadRevision = await store.latestRevision();
      const [stored] = await store.photos();
      const id = stored?.id ?? "";
      expect(id).not.toBe("");
      // A renders again before it answers: it shows the photo at once (WebP and JPEG; AVIF follows, below).
      expect(await html(a, MOVING)).toContain(`/media/photos/${id}/800.webp`);

      // Measured from the moment A stored the revision to the first answer of B that shows it.
      const photoSeen = await seenAt(b, [MOVING], `/media/photos/${id}/800.webp`, 3 * PROMISE_MS);
      const photoDelay = photoSeen - (uploadRevision?.at.getTime() ?? Number.NaN);
      console.info(
        `copy B served the photo ${photoDelay} ms after copy A stored it (poll ${CONTENT_POLL_MS} ms)`,
      );
      expect(photoDelay).toBeLessThan(PROMISE_MS);
      const bPage = await html(b, MOVING);
      expect(bPage).toContain('alt="Empty living room after a move-out clean"');
      expect(bPage).toContain("Photos of our own work.");

      // The AVIF renditions, made by one copy after the photo went live, reach B's page too: "AVIF made" is in the
      // store (a stamp each copy polls), not in A's memory.
      await waitFor(
        async () => (await store.photos()).find((photo) => photo.id === id)?.avif === true,
        "the photo's AVIF renditions",
        60_000,
      );
      await seenAt(b, [MOVING], `/media/photos/${id}/800.avif`, 3 * PROMISE_MS);

      // B serves the photo's files from the store, byte for byte what A serves: B's DATA_DIR has none of them.
      for (const file of ["800.avif", "1200.webp", "1200.jpg"]) {
        const [fromA, fromB] = await Promise.all(
          [a, b].map((copy) => fetch(`${copy.url}/media/photos/${id}/${file}`)),
        );
        expect(fromB?.status, file).toBe(200);
        expect(fromB?.headers.get("content-type"), file).toBe(fromA?.headers.get("content-type"));
        expect(Buffer.from(await (fromB as Response).arrayBuffer())).toEqual(
          Buffer.from(await (fromA as Response).arrayBuffer()),
        );
      }

      // Words: a notice set with the owner's form on A reaches every page on B, the 404 page included.
      const notice = "Closed on Thanksgiving Day; back on Friday.";
      const posted = await fetch(`${a.url}/leads/site`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
          cookie: session,
        },
        body: new URLSearchParams({ intent: "notice", text: notice, until: "2099-11-27" }),
        redirect: "manual",
      });
      expect(posted.status).toBe(303);
      const noticeRevision = await store.latestRevision();
      expect(noticeRevision?.id).toBeGreaterThan(uploadRevision?.id ?? 0);
      const noticeSeen = await seenAt(b, ["/", "/about-us", MOVING, "/no-such-page"], notice, 3 * PROMISE_MS);
      const noticeDelay = noticeSeen - (noticeRevision?.at.getTime() ?? Number.NaN);
      console.info(`copy B served the notice on every page ${noticeDelay} ms after copy A stored it`);
      expect(noticeDelay).toBeLessThan(PROMISE_MS);
      expect((await fetch(`${b.url}/no-such-page`)).status).toBe(404);

      // B restarted after the change: its very first answers show the stored content, no poll needed.
      await kill9(b);
      const restarted = await startCopy(url);
      const [page, home, file] = await Promise.all([
        html(restarted, MOVING),
        html(restarted, "/"),
        fetch(`${restarted.url}/media/photos/${id}/800.avif`),
      ]);
      expect(page).toContain(`/media/photos/${id}/800.avif`);
      expect(page).toContain(notice);
      expect(home).toContain(notice);
      expect(file.status).toBe(200);
    } finally {
      await store.close();
    }
  }, 120_000);

  it("the phone number changed on copy A is on every page of copy B within 5 s, and none shows the old one", async () => {
    const url = await postgres.createDatabase();
    const store = await openPostgresStore(url);
    try {
      const [a, b] = await Promise.all([startCopy(url), startCopy(url)]);
      if (!a || !b) throw new Error("two copies expected");
      const oldPhone = defaultDetails().phone;
      // The change as copy A's owner pages make it (the words editor, under the store's lock), written to the
      // shared database: copy B learns of it only by reading the store.
      const revision = await store.reviseContent(
        (latest) => {
          const model = modelOfDocument(readDocument(latest?.document));
          model.business.phone = phoneNumber("(325) 400-1234");
          return { document: writeDocument(documentOf(model)), summary: "Changed the business details" };
        },
        OWNER,
        new Date(),
      );
      const paths = [...sitePages.map((page) => page.path), "/no-such-page"];
      const seen = await seenAt(b, paths, "(325) 400-1234", 3 * PROMISE_MS);
      const delay = seen - revision.at.getTime();
      console.info(
        `copy B served the new phone on all ${paths.length} pages ${delay} ms after it was stored`,
      );
      expect(delay).toBeLessThan(PROMISE_MS);
      for (const path of paths) expect(await html(b, path), path).not.toContain(oldPhone);

      // A later notice, then Undo of the older phone change with the owner's form on A: on PostgreSQL too the
      // phone goes back and the notice stays.
      const session = await signInOwnerOverHttp(a.url, smtp, OWNER);
      const post = (body: Record<string, string>) =>
        fetch(`${a.url}/leads/site`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "sec-fetch-site": "same-origin",
            cookie: session,
          },
          body: new URLSearchParams(body),
          redirect: "manual",
        });
      const notice = "Open Saturday mornings in December.";
      expect((await post({ intent: "notice", text: notice, until: "2099-12-31" })).status).toBe(303);
      expect((await post({ intent: "undo", change: String(revision.id) })).status).toBe(303);
      await seenAt(b, ["/", "/contact-us"], oldPhone, 3 * PROMISE_MS);
      const home = await html(b, "/");
      expect(home).toContain(notice);
      expect(home).not.toContain("(325) 400-1234");
    } finally {
      await store.close();
    }
  }, 120_000);
});
