/**
 * After `react-router build`: writes /sitemap.xml (each page with the date its content last changed,
 * app/content/page-dates.ts) and /robots.txt (pointing to it) from the route table, records the public origin
 * the build was made for (site-origin.json: the service refuses to serve a localhost build publicly, see
 * server/public-origin.ts), removes what only React Router's browser application used, then precompresses every text file of the build (Brotli and gzip) so the server sends
 * the smallest file with no work per request.
 */
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { defaultModel } from "../app/content/model/content-model.ts";
import { LOCALES } from "../app/content/model/languages.ts";
import { pageContentModified } from "../app/content/page-dates.ts";
import { parsePublicEnv } from "../app/lib/public-env.ts";
import { langOf, OWNER_PATH_PREFIX, type SitePageId, sitePages, twinOf } from "../app/route-table.ts";
import {
  BUILD_DEFAULTS_FILE,
  BUILD_READS_FILE,
  defaultsRecord,
  recordPageReads,
} from "../server/content/build-defaults.ts";
import { BUILD_ORIGIN_FILE, buildOriginRecord } from "../server/public-origin.ts";

const clientDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_OUT_DIR ?? "build", "client");
const publicEnv = parsePublicEnv(process.env);
const { SITE_URL } = publicEnv;

/**
 * Every page with the day its content last changed, and each page's two language versions as alternates (the same
 * on the English and the Spanish entry, English the x-default), as search engines read them.
 */
function sitemapXml(): string {
  const urls = sitePages
    .map((page) => {
      const twin = twinOf(page);
      const [english, spanish] = langOf(page) === "en" ? [page, twin] : [twin, page];
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="${LOCALES.en}" href="${SITE_URL}${english.path}"/>`,
        `<xhtml:link rel="alternate" hreflang="${LOCALES.es}" href="${SITE_URL}${spanish.path}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${english.path}"/>`,
      ].join("");
      const date = pageContentModified[(page.key ?? page.id) as SitePageId];
      return `  <url><loc>${SITE_URL}${page.path}</loc><lastmod>${date}</lastmod>${alternates}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

// The API and the owner's inbox are not for search engines (the inbox's pages also say noindex).
const robotsTxt = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${OWNER_PATH_PREFIX}\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;

await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml());
// What this build baked into its pages, beside (not inside) the served files: the service derives the pages'
// Content-Security-Policy from it, so the policy matches the build even if the service's environment differs.
await writeFile(path.join(clientDir, "..", "public-env.json"), `${JSON.stringify(publicEnv, null, 2)}\n`);
await writeFile(path.join(clientDir, "robots.txt"), robotsTxt);
// What the pages were rendered with, and what each page read of it: the service renders a page again only when
// something it reads differs (server/content/site-publisher.ts).
await writeFile(path.join(clientDir, "..", BUILD_DEFAULTS_FILE), defaultsRecord(defaultModel()));
await writeFile(
  path.join(clientDir, "..", BUILD_READS_FILE),
  await recordPageReads(path.join(clientDir, "..")),
);
await writeFile(path.join(clientDir, BUILD_ORIGIN_FILE), buildOriginRecord(SITE_URL));

// React Router's build also writes its browser application (entry, route chunks, manifest) into assets/, and its
// prerender a `.data` file beside each page for that application's navigations. No page loads either since the
// pages became islands (docs/architecture.md, "Rendering: islands"; the islands' chunks are in assets/islands/):
// they are removed, so the build holds nothing that no page uses. The stylesheets stay.
const routerChunks = (await readdir(path.join(clientDir, "assets"))).filter((file) => file.endsWith(".js"));
await Promise.all(routerChunks.map((file) => rm(path.join(clientDir, "assets", file))));
const navigationData = (await readdir(clientDir, { recursive: true })).filter((file) =>
  file.endsWith(".data"),
);
await Promise.all(navigationData.map((file) => rm(path.join(clientDir, file))));

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|ico|map)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let files = 0;
for await (const file of walk(clientDir)) {
  if (!compressible.test(file) || (await stat(file)).size < 512) continue;
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  files += 1;
}
console.log(
  `postbuild: sitemap.xml (${sitePages.length} urls), robots.txt, ${BUILD_ORIGIN_FILE} (${SITE_URL}), ${routerChunks.length} router chunks and ${navigationData.length} .data files removed, ${files} files precompressed`,
);
