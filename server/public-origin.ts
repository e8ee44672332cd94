import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The public origin a build was made for (SITE_URL at `npm run build`), and the check that keeps a build made
 * without it off the internet. Such a build points every canonical link, og:url, sitemap entry and the robots.txt
 * sitemap line at http://127.0.0.1:3000; served to the world it would tell search engines to index localhost.
 */

/** Written into the build by scripts/postbuild.ts, beside the pages it describes (so it travels with them). */
export const BUILD_ORIGIN_FILE = "site-origin.json";

export function buildOriginRecord(siteUrl: string): string {
  return `${JSON.stringify({ siteUrl })}\n`;
}

/** The origin recorded in a build, or undefined when the build has no (readable) record. */
export function readBuildOrigin(buildDir: string): string | undefined {
  try {
    const value = JSON.parse(readFileSync(path.join(buildDir, BUILD_ORIGIN_FILE), "utf8")) as {
      siteUrl?: unknown;
    };
    return typeof value.siteUrl === "string" && URL.canParse(value.siteUrl) ? value.siteUrl : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a host name or address reaches only this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name === "::1" ||
    name === "0:0:0:0:0:0:0:1" ||
    /^(::ffff:)?127(\.\d{1,3}){3}$/.test(name)
  );
}

/** An origin nobody else can reach: loopback, or the "any address" a server listens on (0.0.0.0, ::). */
function isPrivateToThisMachine(origin: string): boolean {
  const host = new URL(origin).hostname.replace(/^\[(.*)\]$/, "$1");
  return isLoopbackHost(host) || host === "0.0.0.0" || host === "::";
}

/** How a starting service can be reached: what main.ts reads from the configuration. */
interface Exposure {
  /** HOST: the address it listens on. */
  host: string;
  /** TRUST_PROXY_HOPS: proxies in front pass the world's requests on, even to a loopback HOST. */
  trustProxyHops: number;
  /** SITE_URL at start: the address the service says it is served at (sign-in links, alerts). */
  siteUrl: string;
}

/** What says this service is served beyond this machine, as the setting to name, or undefined when nothing does. */
function servedBeyondThisMachine(exposure: Exposure): string | undefined {
  if (!isLoopbackHost(exposure.host)) return `HOST=${exposure.host}`;
  if (exposure.trustProxyHops > 0) return `TRUST_PROXY_HOPS=${exposure.trustProxyHops} (a proxy in front)`;
  if (!isPrivateToThisMachine(exposure.siteUrl)) return `SITE_URL=${exposure.siteUrl}`;
  return undefined;
}

/**
 * Why the service must not start, in one line, or undefined when it may: served beyond this machine (a HOST that
 * is not loopback, a proxy in front, or a public SITE_URL at start) with a build whose public origin is this
 * machine, or that does not say what it is. The deploy recipe (deploy/) listens on 127.0.0.1 behind Caddy, so
 * the listening address alone would let it through.
 */
export function publicOriginProblem(exposure: Exposure, buildOrigin: string | undefined): string | undefined {
  const exposed = servedBeyondThisMachine(exposure);
  if (!exposed) return undefined;
  const fix = "rebuild with the site's public address: SITE_URL=https://www.your-domain.com npm run build";
  if (buildOrigin === undefined) {
    return `The service cannot start with ${exposed}: the build does not record its public origin (${BUILD_ORIGIN_FILE}); ${fix}`;
  }
  if (!isPrivateToThisMachine(buildOrigin)) return undefined;
  return `The service cannot start with ${exposed}: the build was made for ${buildOrigin}, an address of this machine, so its canonical links, sitemap.xml and robots.txt would send search engines to this machine; ${fix}`;
}

/** The check main.ts runs before listening; a missing build is left to buildApp, which says to build. */
export function checkPublicOrigin(exposure: Exposure, buildDir: string): string | undefined {
  if (!existsSync(path.join(buildDir, "index.html"))) return undefined;
  return publicOriginProblem(exposure, readBuildOrigin(buildDir));
}
