import { inlineJson } from "../plain-text.ts";
import { ISLAND_ELEMENT } from "./island.tsx";
import type { IslandBuild, IslandChunk } from "./island-build.ts";

/**
 * The one script a page with islands carries (inline, so it costs no request): it starts each island of the page
 * at its moment (island.tsx, IslandStart) by importing that island's chunk, and preloads the chunks the island
 * imports so they come in parallel. Nothing is requested before the load event and one painted frame, except an
 * island the visitor moves into; the wait is capped at 3 seconds, so an image that hangs cannot keep the quote
 * form from its inline help. An island whose chunk fails to load (a lost connection) is tried again the next time
 * its moment comes (it comes into view again, the visitor moves into it again); until then its HTML works as it is.
 */

/** The latest the islands start when the load event has not come: a hanging image must not hold them back. */
export const ISLAND_START_CAP_MS = 3_000;

/** How near the window a "visible" island starts: before it is on screen, so it is ready when it is. */
const VISIBLE_MARGIN = "200px";

const ISLAND_NAME = /<bnc-island data-island="([a-z0-9-]+)"/g;

/** The names of the islands in a rendered document, each once, in page order. */
export function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(ISLAND_NAME)].map((match) => match[1] ?? ""))];
}

/** The loader's code, for the given chunks (only those of the page's islands). */
export function islandLoaderScript(chunks: Readonly<Record<string, IslandChunk>>): string {
  return [
    "(()=>{",
    `const chunks=${inlineJson(chunks)};`,
    "const preloaded=new Set();",
    'const preload=(href)=>{if(preloaded.has(href))return;preloaded.add(href);const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);};',
    // Resolves true once the island has started, false if its chunk failed (tried again at its next moment).
    "const start=(element)=>{const data=element.dataset;const chunk=chunks[data.island];",
    'if(!chunk)return Promise.resolve(false);if(data.started)return Promise.resolve(true);data.started="true";',
    "for(const href of chunk.imports)preload(href);",
    'return import(chunk.file).then((module)=>{module.default(element,JSON.parse(data.props||"{}"));data.hydrated="true";return true;})',
    '.catch((error)=>{delete data.started;console.error("Island "+data.island+" did not start",error);return false;});};',
    `const islands=[...document.querySelectorAll("${ISLAND_ELEMENT}")];`,
    // The visitor's moves into an interactive island start it, even before the page has loaded; each move tries
    // again while its chunk could not be fetched.
    'for(const element of islands){if(element.dataset.start!=="interaction")continue;',
    'const go=()=>{if(!element.dataset.hydrated)start(element);};for(const type of ["focusin","pointerdown","touchstart"])element.addEventListener(type,go,{passive:true});',
    "if(element.contains(document.activeElement))go();}",
    "let begun=false;",
    "const begin=()=>{if(begun)return;begun=true;for(const element of islands){const when=element.dataset.start;",
    'if(when==="load")start(element);',
    // Watched until it has started: a chunk that failed is tried again when the island next comes into view.
    'else if(when==="visible"){const observer=new IntersectionObserver((entries)=>{if(entries.some((entry)=>entry.isIntersecting))start(element).then((started)=>{if(started)observer.disconnect();});},{rootMargin:"' +
      VISIBLE_MARGIN +
      '"});',
    // The marker adds no box (display: contents): what it contains is what comes into view.
    "for(const child of element.children)observer.observe(child);}}};",
    "const later=()=>requestAnimationFrame(()=>setTimeout(begin,0));",
    `if(document.readyState==="complete")later();else{addEventListener("load",later,{once:true});setTimeout(begin,${ISLAND_START_CAP_MS});}`,
    "})();",
  ].join("\n");
}

/**
 * A rendered document with its islands' loader added before </body>, for exactly the islands it contains; a page
 * without islands is returned as it is (it loads no framework at all). Throws on an island the build does not
 * know: a page must never ship a part that cannot start.
 */
export function withIslandLoader(html: string, build: IslandBuild): string {
  const names = islandsIn(html);
  if (names.length === 0) return html;
  const chunks: Record<string, IslandChunk> = {};
  for (const name of names) {
    const chunk = build.islands[name];
    if (!chunk) throw new Error(`island-loader: the build has no island "${name}" (app/islands/${name}.tsx)`);
    chunks[name] = chunk;
  }
  const script = `<script>${islandLoaderScript(chunks)}</script>`;
  const end = html.lastIndexOf("</body>");
  if (end === -1) throw new Error("island-loader: the document has no </body>");
  return `${html.slice(0, end)}${script}${html.slice(end)}`;
}
