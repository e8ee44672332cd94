import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService, testConfig, validForm } from "../tests/support/service.ts";
import { normalizeRequestUrl } from "./request-path.ts";

// One normalisation of the path before routing (server/request-path.ts), against the whole service over real HTTP:
// a test client such as app.inject() would resolve the dot segments itself, as a browser does, and hide the bug.

describe("normalizeRequestUrl", () => {
  it.each([
    ["/about-us", "/about-us"],
    ["/%61bout-us?x=%E0", "/about-us?x=%E0"],
    ["/leads/%2e%2e/get-a-quote", "/get-a-quote"],
    ["/leads/..%2e/..", "/leads/"],
    ["/leads/..%2e/about-us", "/leads/.../about-us"],
    ["/services/./commercial", "/services/commercial"],
    ["/../../about-us", "/about-us"],
    ["/services/", "/services/"],
    ["/", "/"],
    ["/images/a%20b.jpg", "/images/a%20b.jpg"],
  ])("%s is routed as %s", (url, expected) => {
    expect(normalizeRequestUrl(url)).toMatchObject({ kind: "url", url: expected });
  });

  it.each(["/..%2f..%2fetc/passwd%E0%A4%A", "/leads/%E0%A4%A", "/%ZZ", "/%C0%AF"])(
    "%s is unreadable",
    (url) => {
      expect(normalizeRequestUrl(url)).toEqual({ kind: "unreadable" });
    },
  );

  it.each([
    "//evil.example/",
    "/\\evil.example",
    "/%5Cevil.example",
    "/..%2f..%2fetc/passwd",
    "/a//b",
    "/a%00b",
  ])("%s is no path of ours", (url) => {
    expect(normalizeRequestUrl(url)).toEqual({ kind: "not-found" });
  });
});

let service: TestService;
let port: number;

beforeAll(async () => {
  service = await startTestService(testConfig({ CONTACT_RATE_LIMIT: "1000" }));
  await service.app.listen({ port: 0, host: "127.0.0.1" });
  port = (service.app.server.address() as AddressInfo).port;
});
afterAll(() => service?.stop());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with its path sent exactly as written (fetch and inject would normalise it first). */
function raw(
  path: string,
  method = "GET",
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe("a broken percent-escape", () => {
  it.each([
    ["GET", "/..%2f..%2fetc/passwd%E0%A4%A"],
    ["GET", "/leads/%E0%A4%A"],
    ["POST", "/api/contact%E0%A4%A"],
    ["GET", "/%ZZ"],
  ])("%s %s answers 400 in our words, echoing nothing", async (method, path) => {
    const response = await raw(path, method);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ error: "Bad request." });
    expect(response.body).not.toMatch(/FST_|passwd|%E0|url component/);
  });
});

describe("every spelling of a path is routed as its one spelling", () => {
  it("a dot segment into another page redirects to that page, never renders it under the inbox", async () => {
    const quote = await raw("/leads/%2e%2e/get-a-quote");
    expect(quote.status).toBe(301);
    expect(quote.headers.location).toBe("/get-a-quote");
    const inbox = await raw("/leads/..%2e/..");
    expect(inbox.status).toBe(301);
    expect(inbox.headers.location).toBe("/leads");
    const about = await raw("/%61bout-us?utm_source=x");
    expect(about.status).toBe(301);
    expect(about.headers.location).toBe("/about-us?utm_source=x");
  });

  it("a path under /leads that is no page of the inbox is the 404 page with status 404", async () => {
    for (const path of ["/leads/..%2e/about-us", "/leads/a/b", "/leads/sign-in/extra"]) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toContain("The page you are looking for was not found.");
      expect(answer.headers["x-robots-tag"]).toBeUndefined();
    }
  });

  it("a quote form posted through a dot segment is the quote form's post; through any other path, 404", async () => {
    const form = new URLSearchParams(validForm({ email: "dotted.path@example.com" })).toString();
    const headers = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
    const posted = await raw("/leads/%2e%2e/get-a-quote", "POST", form, headers);
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toMatch(
      /^\/get-a-quote\?sent=[0-9a-z]{12}#request-a-quote$|^\/get-a-quote\?sent=/,
    );
    const stray = await raw("/leads/..%2e/get-a-quote", "POST", form, headers);
    expect(stray.status).toBe(404);
    expect(JSON.parse(stray.body)).toEqual({ error: "Not found" });
    const leads = (await service.store.allLeads()).filter(
      (entry) => entry.lead.form.email === "dotted.path@example.com",
    );
    expect(leads).toHaveLength(1);
  });

  it("paths that could leave the site or hold a control character are the 404 page", async () => {
    for (const path of ["//evil.example/", "/%5Cevil.example/", "/services//commercial", "/about%00-us"]) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    }
  });
});
