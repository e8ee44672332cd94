import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { quoteFormPages } from "../app/route-table.ts";
import { copyBuildRecordedAsPublic } from "../tests/support/public-build.ts";
import { startServiceProcess, stopServiceProcesses, waitFor } from "../tests/support/service.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { loggerOptions } from "./operations/logging.ts";
import { contentSecurityPolicy, cspSourcesFor, ifNoneMatchHits, negotiateEncoding } from "./pages.ts";

// HTTP done right, against the production build (npm test builds first): methods, build artefacts, encodings,
// ETags, the Content-Security-Policy, error bodies and what the log says about a client's mistakes.

const config = loadConfig({ ...process.env, LOG_LEVEL: "silent" });
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(config);
});
afterAll(() => app.close());

describe("methods", () => {
  it("a page answers 405 with Allow: GET, HEAD to any other method", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "POST", "OPTIONS"] as const) {
      const response = await app.inject({ method, url: "/about-us" });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    }
  });

  it("the quote form's pages also take POST, and only they", async () => {
    for (const page of quoteFormPages) {
      const response = await app.inject({ method: "DELETE", url: page.path });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
    }
    expect(quoteFormPages.map((page) => page.path).sort()).toEqual([
      "/es/cotizacion",
      "/es/servicios/comercial",
      "/get-a-quote",
      "/services/commercial",
    ]);
  });

  it("the API and /healthz say which methods they take", async () => {
    const contact = await app.inject({ method: "GET", url: "/api/contact" });
    expect(contact.statusCode).toBe(405);
    expect(contact.headers.allow).toBe("POST");
    const health = await app.inject({ method: "POST", url: "/healthz" });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe("GET, HEAD");
  });
});

describe("build artefacts are not reachable by their file names", () => {
  // The islands' chunks are the site's scripts (docs/architecture.md, "Rendering: islands").
  const assets = readdirSync(path.join(config.buildDir, "assets", "islands"));
  const found = assets.find((name) => name.endsWith(".js.br"));
  if (!found) throw new Error("the build has no compressed island chunk to test with");
  const compressedAsset = `islands/${found}`;
  it.each([
    "/index.html",
    "/index.html.br",
    "/index.html.gz",
    "/get-a-quote/index.html.br",
    "/sitemap.xml.gz",
    // React Router's client-navigation data: no page asks for it since the pages became islands.
    "/services/moving-cleaning-services.data",
    "/_.data",
    `/assets/${compressedAsset}`,
    `/assets/${compressedAsset.replace(/\.br$/, ".gz")}`,
  ])("%s is the 404 page", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("The page you are looking for was not found.");
  });

  it("the asset itself is still served, compressed when asked", async () => {
    const asset = compressedAsset.replace(/\.br$/, "");
    const response = await app.inject({ url: `/assets/${asset}`, headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
  });
});

describe("Accept-Encoding and ETags", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br;q=0", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["br;q=0.4, gzip;q=0.5", "gzip"],
    ["gzip;q=0.5, br;q=0.5", "br"],
    ["*", "br"],
    ["*;q=0.1, br;q=0", "gzip"],
    ["identity", "identity"],
    ["identity;q=0, gzip", "gzip"],
    ["", "identity"],
    ["BR", "br"],
  ])("%j gets %s", (header, expected) => {
    expect(negotiateEncoding(header, ["br", "gzip"])).toBe(expected);
  });

  it("a page honours q=0, and each encoding has its own ETag", async () => {
    const noBrotli = await app.inject({ url: "/", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
    const brotli = await app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    const plain = await app.inject({ url: "/", headers: { "accept-encoding": "identity" } });
    const tags = [noBrotli, brotli, plain].map((response) => response.headers.etag);
    expect(new Set(tags).size).toBe(3);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
  });

  it("If-None-Match with a list or a weak tag answers 304; another encoding's tag does not", async () => {
    const brotli = await app.inject({ url: "/services", headers: { "accept-encoding": "br" } });
    const etag = String(brotli.headers.etag);
    const ask = (ifNoneMatch: string) =>
      app.inject({ url: "/services", headers: { "accept-encoding": "br", "if-none-match": ifNoneMatch } });
    expect((await ask(`"other", ${etag}`)).statusCode).toBe(304);
    expect((await ask(`W/${etag}`)).statusCode).toBe(304);
    expect((await ask("*")).statusCode).toBe(304);
    const notModified = await ask(etag);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.body).toBe("");
    const gzipTag = (await app.inject({ url: "/services", headers: { "accept-encoding": "gzip" } })).headers
      .etag;
    expect((await ask(String(gzipTag))).statusCode).toBe(200);
    expect(ifNoneMatchHits('W/"a", "b"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"ab"', '"a"')).toBe(false);
  });
});

describe("Content-Security-Policy", () => {
  it("lists only what this build uses: no Google hosts without reCAPTCHA or GTM, named image hosts, no framing", async () => {
    const csp = String((await app.inject({ url: "/get-a-quote" })).headers["content-security-policy"]);
    if (!config.public.RECAPTCHA_SITE_KEY) expect(csp).not.toContain("recaptcha");
    if (!config.public.GTM_ID) expect(csp).not.toContain("googletagmanager");
    expect(csp).not.toMatch(/img-src[^;]*https:(?!\/\/)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("report-uri /api/csp-report");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
  });

  it("adds each third party exactly when its variable is set", () => {
    const base = {
      API_URL: "",
      RECAPTCHA_SITE_KEY: "",
      GTM_ID: "",
      IMAGES_BASE_URL: "",
      MAP_TILE_URL: "https://{s}.tile.example.org/{z}/{x}/{y}.png",
    };
    const none = contentSecurityPolicy([], cspSourcesFor(base));
    expect(none).toContain("img-src 'self' data: https://*.tile.example.org;");
    expect(none).toContain("frame-src 'none'");
    expect(none).not.toMatch(/google/);
    const all = contentSecurityPolicy(
      [],
      cspSourcesFor({
        ...base,
        RECAPTCHA_SITE_KEY: "site-key",
        GTM_ID: "GTM-ABC123",
        IMAGES_BASE_URL: "https://storage.example.com/site",
        API_URL: "https://api.example.com",
      }),
    );
    expect(all).toContain("https://www.gstatic.com/recaptcha/");
    expect(all).toContain("https://www.googletagmanager.com");
    expect(all).toContain("https://storage.example.com");
    expect(all).toMatch(/connect-src 'self' https:\/\/api\.example\.com/);
  });

  it("takes violation reports in both formats with 204", async () => {
    const legacy = await app.inject({
      method: "POST",
      url: "/api/csp-report",
      headers: { "content-type": "application/csp-report" },
      payload: JSON.stringify({
        "csp-report": {
          "document-uri": "https://site.example/get-a-quote?email=x@example.com",
          "effective-directive": "script-src-elem",
          "blocked-uri": "https://evil.example/x.js",
        },
      }),
    });
    expect(legacy.statusCode).toBe(204);
    const modern = await app.inject({
      method: "POST",
      url: "/api/csp-report",
      headers: { "content-type": "application/reports+json" },
      payload: JSON.stringify([
        { type: "csp-violation", body: { documentURL: "https://s.example/", blockedURL: "inline" } },
      ]),
    });
    expect(modern.statusCode).toBe(204);
  });
});

describe("error bodies", () => {
  it("never echo Fastify's codes or the requested URL", async () => {
    const answers = await Promise.all([
      app.inject({
        method: "POST",
        url: "/api/csp-report",
        headers: { "content-type": "text/plain" },
        payload: "x",
      }),
      app.inject({ method: "POST", url: "/nowhere/secret-path", payload: "x" }),
      app.inject({ method: "DELETE", url: "/api/nothing-here" }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.body).not.toMatch(/FST_|secret-path|nothing-here|Route /);
    }
  });
});

/** A GET over a real socket with the path exactly as written. */
function rawGet(port: number, pathAsWritten: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: pathAsWritten, method: "GET" },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("a client's mistakes in the log", () => {
  afterEach(stopServiceProcesses);

  it("pretty with a terminal attached, JSON otherwise", () => {
    expect(loggerOptions({ LOG_LEVEL: "info", LOG_FORMAT: "auto" }, true)).toMatchObject({
      transport: { target: "pino-pretty" },
    });
    expect(loggerOptions({ LOG_LEVEL: "info", LOG_FORMAT: "auto" }, false)).not.toHaveProperty("transport");
    expect(loggerOptions({ LOG_LEVEL: "info", LOG_FORMAT: "json" }, true)).not.toHaveProperty("transport");
  });

  it("warns once when TRUST_PROXY_HOPS is set but requests come without X-Forwarded-For", async () => {
    // A build made for a public address: the service refuses a localhost build behind a proxy.
    const build = copyBuildRecordedAsPublic();
    onTestFinished(build.remove);
    const service = await startServiceProcess({
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
      TRUST_PROXY_HOPS: "1",
      BUILD_DIR: build.clientDir,
    });
    for (let index = 0; index < 3; index += 1) expect((await fetch(`${service.url}/`)).status).toBe(200);
    const warnings = () =>
      service
        .stdout()
        .split("\n")
        .filter((line) => line.includes("TRUST_PROXY_HOPS is 1"));
    // The log is written by another process: wait for the line, then make sure no second one follows.
    await waitFor(() => warnings().length > 0, "the warning in the log");
    for (let index = 0; index < 3; index += 1) expect((await fetch(`${service.url}/`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(warnings()).toHaveLength(1);
  });

  it("a flood of traversal paths is a few short lines without a stack, then one count, and never in the body", async () => {
    const service = await startServiceProcess({ LOG_LEVEL: "info", LOG_FORMAT: "json" });
    const paths = ["/..%2f..%2fetc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2fpackage.json"];
    const requests = 300;
    const before = service.stdout().length;
    for (let index = 0; index < requests; index += 1) {
      const answer = await rawGet(service.port, paths[index % paths.length] ?? "/");
      expect([400, 403, 404]).toContain(answer.status);
      expect(answer.body).not.toMatch(/FST_|etc\/passwd|package\.json/);
    }
    const logged = service.stdout().slice(before);
    const lines = logged.split("\n").filter(Boolean);
    expect(logged).not.toMatch(/"stack"|at .*\.js:\d+/);
    expect(lines.length).toBeLessThanOrEqual(10);
    for (const line of lines) expect(line.length).toBeLessThan(400);
    expect(lines.filter((line) => line.includes('"msg":"client error"'))).toHaveLength(5);
    expect(logged).toContain('"client":"127.0.0.0/24"');
    expect(logged).not.toContain("127.0.0.1");
  });
});
