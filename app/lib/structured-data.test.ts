import { existsSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { builtPageFile, builtPageHtml, decodeEntities } from "../../tests/support/built-pages.ts";
import { business, defaultDetails } from "../content/business.ts";
import { NOT_FOUND_PRERENDER_PATH, type SitePage, sitePages } from "../route-table.ts";
import { defaultSiteContent } from "./site-content-context.ts";
import { absoluteUrl } from "./site-url.ts";
import { BUSINESS_ID, businessNode } from "./structured-data.ts";

/**
 * The structured data of every prerendered page, read out of the build as a search engine reads it, and checked
 * against schema.org with schema-dts: each node is compiled by TypeScript as the schema-dts type its `@type` names,
 * so a type schema.org does not have, or a property the type does not have, is a compile error. Then what the
 * nodes must say: one business, services on the service pages, breadcrumbs matching the visible ones.
 */

const projectRoot = path.resolve(import.meta.dirname, "../..");

type JsonNode = Record<string, unknown>;

interface BuiltPage {
  path: string;
  html: string;
  nodes: JsonNode[];
}

function readBuiltPage(pagePath: string): BuiltPage {
  const html = builtPageHtml(pagePath);
  const nodes = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as JsonNode,
  );
  return { path: pagePath, html, nodes };
}

/** The visible breadcrumb: each crumb's label and, but for the current page, its link. */
function visibleBreadcrumb(html: string): Array<{ label: string; href?: string }> {
  const nav = html.match(/<nav aria-label="(?:Breadcrumb|Ruta de navegación)"[\s\S]*?<\/nav>/)?.[0] ?? "";
  return [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item = ""]) => {
    const link = item.match(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/);
    if (link) return { label: decodeEntities(link[2] ?? ""), href: decodeEntities(link[1] ?? "") };
    return {
      label: decodeEntities(item.match(/<span aria-current="page"[^>]*>([\s\S]*?)<\/span>/)?.[1] ?? ""),
    };
  });
}

/** Every object in a node, nested ones included. */
function* objectsIn(value: unknown): Generator<JsonNode> {
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsIn(item);
  } else if (value && typeof value === "object") {
    yield value as JsonNode;
    for (const child of Object.values(value)) yield* objectsIn(child);
  }
}

/**
 * Compiles each node as `WithContext<S.[its @type]>` against schema-dts and answers the diagnostics per file. An
 * `@type` that is not a schema.org type is not an export of schema-dts; a property the type lacks is an excess
 * property of an object literal: both are errors.
 */
function schemaDiagnostics(files: Record<string, readonly JsonNode[]>): Record<string, string[]> {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const sources = new Map<string, string>();
  for (const [name, nodes] of Object.entries(files)) {
    const body = nodes
      .map((node, index) => {
        const type = String(node["@type"]);
        if (!/^[A-Za-z]+$/.test(type)) throw new Error(`${name}: node ${index} has @type ${type}`);
        return `export const node${index}: S.WithContext<S.${type}> = ${JSON.stringify(node, null, 1)};`;
      })
      .join("\n");
    sources.set(
      path.join(projectRoot, `__jsonld_${name}.ts`),
      `import type * as S from "schema-dts";\n${body}\n`,
    );
  }
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    const text = sources.get(path.resolve(fileName));
    return text !== undefined
      ? ts.createSourceFile(fileName, text, language)
      : getSourceFile(fileName, language, ...rest);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => sources.has(path.resolve(fileName)) || fileExists(fileName);
  const program = ts.createProgram([...sources.keys()], options, host);
  const result: Record<string, string[]> = {};
  for (const [name] of Object.entries(files)) {
    const file = program.getSourceFile(path.join(projectRoot, `__jsonld_${name}.ts`));
    result[name] = ts
      .getPreEmitDiagnostics(program, file)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, " "));
  }
  return result;
}

describe("the business node", () => {
  it("groups opening hours by equal days: Monday to Friday, then a shorter Saturday", () => {
    const hours = { ...defaultDetails().hours, saturday: { open: true, opens: "09:00", closes: "13:00" } };
    const node = businessNode({ business: { ...defaultDetails(), hours } }) as unknown as JsonNode;
    expect(node.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "17:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
    ]);
  });

  it("is a real LocalBusiness kind with a stable @id and no self-served review stars", () => {
    const node = businessNode(defaultSiteContent) as unknown as JsonNode;
    expect(node["@type"]).toBe("LocalBusiness");
    expect(node["@id"]).toBe(`${business.siteUrl}/#business`);
    expect(JSON.stringify(node)).not.toMatch(/aggregateRating|"review"/);
  });
});

describe("the JSON-LD of every prerendered page", () => {
  const paths = [...sitePages.map((page) => page.path), NOT_FOUND_PRERENDER_PATH];
  let pages: BuiltPage[] = [];

  beforeAll(() => {
    if (!existsSync(builtPageFile("/"))) throw new Error("No build: run `npm run build` before this test.");
    pages = paths.map(readBuiltPage);
  });

  it("uses only types and properties that exist in schema.org (and the check catches those that do not)", () => {
    const files: Record<string, JsonNode[]> = {};
    pages.forEach((page, index) => {
      files[`page${index}`] = page.nodes;
    });
    files.invented = [
      { "@context": "https://schema.org", "@type": "HouseCleaningService", name: "Invented type" },
      { "@context": "https://schema.org", "@type": "LocalBusiness", name: "X", cleaningRating: 5 },
    ];
    const diagnostics = schemaDiagnostics(files);
    const { invented = [], ...real } = diagnostics;
    expect(invented.join("\n")).toMatch(/HouseCleaningService/);
    expect(invented.join("\n")).toMatch(/cleaningRating/);
    const problems = Object.entries(real).flatMap(([name, messages]) =>
      messages.map((message) => `${pages[Number(name.slice(4))]?.path}: ${message}`),
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it("has exactly one business node on every page, with the details search engines show", () => {
    for (const page of pages) {
      const businesses = page.nodes.filter((node) => node["@type"] === "LocalBusiness");
      expect(businesses, page.path).toHaveLength(1);
      const node = businesses[0] as JsonNode;
      expect(node["@id"], page.path).toBe(BUSINESS_ID);
      for (const property of ["name", "address", "telephone", "geo", "openingHoursSpecification"]) {
        expect(node[property], `${page.path} ${property}`).toBeTruthy();
      }
      const towns = (node.areaServed as JsonNode[]).map((place) => place.name);
      expect(towns).toEqual(defaultDetails().towns.map((town) => town.name));
    }
  });

  it("never marks up reviews or ratings of the business", () => {
    for (const page of pages) {
      for (const object of page.nodes.flatMap((node) => [...objectsIn(node)])) {
        expect(Object.keys(object), page.path).not.toContain("aggregateRating");
        expect(Object.keys(object), page.path).not.toContain("review");
      }
    }
  });

  it("points every reference at a node of the same page", () => {
    for (const page of pages) {
      const ids = new Set(page.nodes.flatMap((node) => [...objectsIn(node)]).map((object) => object["@id"]));
      const references = page.nodes
        .flatMap((node) => [...objectsIn(node)])
        .filter((object) => Object.keys(object).length === 1 && "@id" in object);
      for (const reference of references) {
        expect(
          page.nodes.some((node) => node["@id"] === reference["@id"]),
          `${page.path} → ${reference["@id"]}`,
        ).toBe(true);
      }
      expect(ids.has(BUSINESS_ID)).toBe(true);
    }
  });

  it("describes the Service of each page under /services/, provided by the business", () => {
    // The service pages in English and their Spanish twins (under /es/servicios/).
    const isService = (path: string) => path.startsWith("/services/") || path.startsWith("/es/servicios/");
    const servicePages = pages.filter((page) => isService(page.path));
    expect(servicePages).toHaveLength(24);
    for (const page of servicePages) {
      const services = page.nodes.filter((node) => node["@type"] === "Service");
      expect(services, page.path).toHaveLength(1);
      const service = services[0] as JsonNode;
      expect(service.provider).toEqual({ "@id": BUSINESS_ID });
      expect(service.url).toBe(absoluteUrl(page.path));
      for (const property of ["name", "description", "serviceType"]) {
        expect(typeof service[property], `${page.path} ${property}`).toBe("string");
      }
      expect((service.areaServed as JsonNode[]).map((place) => place.name)).toEqual(
        defaultDetails().towns.map((town) => town.name),
      );
    }
    for (const page of pages.filter((candidate) => !isService(candidate.path))) {
      expect(
        page.nodes.filter((node) => node["@type"] === "Service"),
        page.path,
      ).toEqual([]);
    }
  });

  it("says each page's language: one WebPage node, inLanguage en-US or es-US as its <html lang>, about the business", () => {
    for (const sitePage of sitePages as readonly SitePage[]) {
      const page = pages.find((candidate) => candidate.path === sitePage.path) as BuiltPage;
      const webPages = page.nodes.filter((node) => node["@type"] === "WebPage");
      expect(webPages, page.path).toHaveLength(1);
      const lang = page.html.match(/<html lang="([^"]+)"/)?.[1];
      expect(webPages[0]?.inLanguage, page.path).toBe(sitePage.lang === "es" ? "es-US" : "en-US");
      expect(webPages[0]?.inLanguage, page.path).toBe(lang);
      expect(webPages[0]?.url, page.path).toBe(absoluteUrl(sitePage.path));
      expect(webPages[0]?.about, page.path).toEqual({ "@id": BUSINESS_ID });
    }
  });

  it("gives every page but the home page the BreadcrumbList of its visible breadcrumb", () => {
    for (const sitePage of sitePages as readonly SitePage[]) {
      const page = pages.find((candidate) => candidate.path === sitePage.path) as BuiltPage;
      const lists = page.nodes.filter((node) => node["@type"] === "BreadcrumbList");
      if (sitePage.path === "/" || sitePage.path === "/es") {
        expect(lists).toEqual([]);
        continue;
      }
      expect(lists, page.path).toHaveLength(1);
      const visible = visibleBreadcrumb(page.html);
      expect(visible.length, page.path).toBeGreaterThan(1);
      const items = ((lists[0]?.itemListElement ?? []) as JsonNode[]).map((item) => ({
        position: item.position,
        name: item.name,
        item: item.item,
      }));
      expect(items, page.path).toEqual(
        visible.map((crumb, index) => ({
          position: index + 1,
          name: crumb.label,
          item: absoluteUrl(crumb.href ?? page.path),
        })),
      );
    }
  });
});
