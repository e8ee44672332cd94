/**
 * HTML first (docs/architecture.md, "Scripts after the first paint"): every page works as plain HTML, so its
 * scripts need not compete with the first paint. React Router's <Scripts> writes a `modulepreload` link per chunk
 * (React hoists them into <head>) and an inline module script whose static imports start at once; a phone on a slow
 * network then spends its first second fetching JavaScript instead of painting. This rewrites a rendered document:
 *
 * - every `<link rel="modulepreload">` is removed from the document;
 * - the inline module script that boots the app keeps its code, but its static imports become dynamic ones that
 *   start only after the page's load event and one painted frame; at that moment the same preloads are added, so
 *   the chunks still download in parallel rather than one import level after another.
 *
 * The app then hydrates exactly as before (same modules, same order: the route manifest first, then the route
 * modules in parallel, then the entry), only later. It is a transform of our own build's output, checked by a unit
 * test and by the browser tests that wait for hydration on every page.
 *
 * The start is capped: 3 seconds after the script ran even when the load event is late (an image or a frame that
 * hangs must not keep a form without its inline help), and at once when the visitor moves into a form. Until the
 * app has hydrated, the script records what is typed into text areas (typed-before-hydration.ts explains why).
 */

import { TYPED_TEXTAREAS_KEY } from "./typed-before-hydration.ts";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const HREF = /\shref="([^"]+)"/;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^\s*import\s+("[^"]+");?\s*$/;
const NAMESPACE_IMPORT = /^\s*import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+("[^"]+");?\s*$/;

/** The latest the app starts when the load event has not come: a hanging image must not hold it back. */
export const BOOT_CAP_MS = 3_000;

/** Marks the boot script we wrote, so a document is never transformed twice. */
export const DEFERRED_BOOT_MARKER = "/*deferred-hydration*/";

/**
 * Rewrites the boot script's body: imports after load and a painted frame, the rest of its code unchanged.
 * `preloads` are the chunk URLs to preload at that moment.
 */
export function deferBootScript(body: string, preloads: readonly string[] = []): string {
  const sideEffects: string[] = [];
  const namespaces: { name: string; specifier: string }[] = [];
  const code: string[] = [];
  for (const line of body.split("\n")) {
    const sideEffect = line.match(SIDE_EFFECT_IMPORT);
    const namespace = line.match(NAMESPACE_IMPORT);
    if (sideEffect?.[1]) sideEffects.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2]) namespaces.push({ name: namespace[1], specifier: namespace[2] });
    else if (/^\s*import\s/.test(line)) {
      throw new Error(`deferred-hydration: an import of a form this transform does not know: ${line.trim()}`);
    } else code.push(line);
  }
  const names = namespaces.map((entry) => entry.name).join(",");
  const loads = namespaces.map((entry) => `import(${entry.specifier})`).join(",");
  return [
    DEFERRED_BOOT_MARKER,
    "const boot=async()=>{",
    `for(const href of ${JSON.stringify(preloads).replace(/</g, "\\u003c")}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}`,
    ...sideEffects.map((specifier) => `await import(${specifier});`),
    `const [${names}]=await Promise.all([${loads}]);`,
    ...code.filter((line) => line.trim() !== ""),
    "};",
    // Text areas: their latest value while the app is not hydrated yet (React would set some back).
    `const typed=window.${TYPED_TEXTAREAS_KEY}={};`,
    "const keep=(field)=>{if(!(field instanceof HTMLTextAreaElement)||!field.id)return;if(field.value!==field.defaultValue)typed[field.id]=field.value;else delete typed[field.id];};",
    'addEventListener("input",(event)=>{if(!document.documentElement.dataset.hydrated)keep(event.target);},true);',
    // Once only, whichever comes first; what the browser restored into text areas (Back, reload) is kept too.
    "let started=false;",
    'const onFocus=(event)=>{if(event.target instanceof Element&&event.target.closest("form"))start();};',
    'const start=()=>{if(started)return;started=true;removeEventListener("focusin",onFocus);for(const field of document.querySelectorAll("textarea"))keep(field);boot();};',
    // After the load event (images and styles in), wait for a frame to be painted, then start; or when the visitor
    // moves into a form; or after the cap.
    "const later=()=>requestAnimationFrame(()=>setTimeout(start,0));",
    `if(document.readyState==="complete")later();else{addEventListener("load",later,{once:true});setTimeout(start,${BOOT_CAP_MS});addEventListener("focusin",onFocus);}`,
  ].join("\n");
}

/**
 * The whole document: preloads removed, the boot script deferred. A page without any script (the owner's inbox)
 * is left as it is; a page with preloads but no boot script throws (React Router's output changed: look here).
 */
export function deferHydration(html: string): string {
  if (html.includes(DEFERRED_BOOT_MARKER)) return html;
  const boot = html.match(BOOT_SCRIPT);
  if (!boot && !MODULE_PRELOAD.test(html)) return html;
  MODULE_PRELOAD.lastIndex = 0;
  if (!boot || boot[1] === undefined) {
    throw new Error("deferred-hydration: the document has no boot script (<script type=module async>)");
  }
  const preloads = [...html.matchAll(MODULE_PRELOAD)].flatMap((link) => link[0].match(HREF)?.[1] ?? []);
  const deferred = `<script type="module">${deferBootScript(boot[1], [...new Set(preloads)])}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(BOOT_SCRIPT, () => deferred);
}
