import { describe, expect, it } from "vitest";
import { BOOT_CAP_MS, DEFERRED_BOOT_MARKER, deferBootScript, deferHydration } from "./deferred-hydration.ts";

// The shape React Router 8's <Scripts> writes (modulepreloads hoisted into <head>, one async module script).
const document = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1_clientLoader from "/assets/quote-client-loader-4.js";
import * as route1_main from "/assets/quote-main-5.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"get-a-quote":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const deferred = deferHydration(document);

  it("leaves no modulepreload and no static import in the document, and keeps the stylesheet", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).not.toMatch(/^\s*import\s/m);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(deferred).toContain("<main>Hello</main>");
  });

  it("starts the app only after the load event and a painted frame, preloading the same chunks then", () => {
    expect(deferred).toContain('addEventListener("load",later,{once:true})');
    expect(deferred).toContain("requestAnimationFrame(()=>setTimeout(start,0))");
    expect(deferred).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]');
  });

  it("runs the very same modules, in order: manifest, route modules, then the entry", async () => {
    const script = deferred.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script.startsWith(DEFERRED_BOOT_MARKER)).toBe(true);
    const order: string[] = [];
    const fakeImport = async (url: string) => {
      order.push(url);
      return { url };
    };
    const body = script
      .replace(DEFERRED_BOOT_MARKER, "")
      .replace(/\bimport\(/g, "fakeImport(")
      .replace(/const typed=[\s\S]*$/, "return boot();");
    const created: string[] = [];
    const fakeDocument = {
      createElement: () => ({ rel: "", href: "" }),
      head: { append: (link: { href: string }) => created.push(link.href) },
    };
    const globals: { __reactRouterRouteModules?: Record<string, { url?: string }> } = {};
    await new Function("fakeImport", "document", "window", body)(fakeImport, fakeDocument, globals);
    expect(created).toHaveLength(3);
    expect(order[0]).toBe("/assets/manifest-1.js");
    expect(order.slice(1, 4).sort()).toEqual(
      ["/assets/root-3.js", "/assets/quote-client-loader-4.js", "/assets/quote-main-5.js"].sort(),
    );
    expect(order.at(-1)).toBe("/assets/entry.client-2.js");
    expect(globals.__reactRouterRouteModules?.root?.url).toBe("/assets/root-3.js");
    expect(globals.__reactRouterRouteModules?.["get-a-quote"]?.url).toBe("/assets/quote-main-5.js");
  });

  describe("starts once, whichever comes first", () => {
    /** Runs the boot script's start logic in a page still loading, with the browser's hooks recorded. */
    function loadingPage() {
      const script = deferred.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
      const listeners = new Map<string, (event: unknown) => void>();
      const timers: { run: () => void; ms: number }[] = [];
      let boots = 0;
      const body = script
        .replace(DEFERRED_BOOT_MARKER, "")
        .replace(/const boot=async\(\)=>\{[\s\S]*?\n\};/, "");
      class FakeElement {
        readonly inForm: boolean;
        constructor(inForm: boolean) {
          this.inForm = inForm;
        }
        closest(selector: string) {
          return selector === "form" && this.inForm ? {} : null;
        }
      }
      new Function(
        "boot",
        "document",
        "window",
        "addEventListener",
        "removeEventListener",
        "setTimeout",
        "requestAnimationFrame",
        "Element",
        "HTMLTextAreaElement",
        body,
      )(
        () => {
          boots += 1;
        },
        { readyState: "loading", documentElement: { dataset: {} }, querySelectorAll: () => [] },
        {},
        (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
        (type: string, listener: (event: unknown) => void) => {
          if (listeners.get(type) === listener) listeners.delete(type);
        },
        (run: () => void, ms: number) => timers.push({ run, ms }),
        (run: () => void) => run(),
        FakeElement,
        class {},
      );
      return { listeners, timers, boots: () => boots, FakeElement };
    }

    it("the load event and a painted frame", () => {
      const page = loadingPage();
      expect(page.boots()).toBe(0);
      page.listeners.get("load")?.({});
      page.timers.find((timer) => timer.ms === 0)?.run();
      expect(page.boots()).toBe(1);
    });

    it(`${BOOT_CAP_MS / 1000} seconds, when the load event is late`, () => {
      const page = loadingPage();
      page.timers.find((timer) => timer.ms === BOOT_CAP_MS)?.run();
      expect(page.boots()).toBe(1);
      page.listeners.get("load")?.({});
      page.timers.find((timer) => timer.ms === 0)?.run();
      expect(page.boots()).toBe(1);
    });

    it("the visitor moving into a form (not into the menu)", () => {
      const page = loadingPage();
      page.listeners.get("focusin")?.({ target: new page.FakeElement(false) });
      expect(page.boots()).toBe(0);
      page.listeners.get("focusin")?.({ target: new page.FakeElement(true) });
      expect(page.boots()).toBe(1);
      // Started: it no longer listens to every focus change of the page.
      expect(page.listeners.has("focusin")).toBe(false);
    });
  });

  it("is idempotent, and refuses a document it does not understand rather than shipping it half done", () => {
    expect(deferHydration(deferred)).toBe(deferred);
    expect(deferHydration("<html><body>no scripts</body></html>")).toBe(
      "<html><body>no scripts</body></html>",
    );
    expect(() =>
      deferHydration('<html><head><link rel="modulepreload" href="/a.js"/></head></html>'),
    ).toThrow(/no boot script/);
    expect(() => deferBootScript('import { x } from "/a.js";')).toThrow(/does not know/);
  });
});
