import islandBuild from "virtual:island-build";

/**
 * One script of app/inline-scripts/, written into the page as the islands build bundled it: a few hundred bytes
 * that cost no request. Its hash goes into the page's Content-Security-Policy like every inline script's
 * (server/pages.ts).
 */
export function InlineScript({ name }: { name: string }) {
  const code = islandBuild.inlineScripts[name];
  // In development without an islands build there is no code: the page works without it (HTML first).
  if (code === undefined) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled script, hashed into the CSP.
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
