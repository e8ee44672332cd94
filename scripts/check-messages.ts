/**
 * The build's check of the site's own words (app/i18n): every language has every key English has and no other, no
 * message is empty, every message parses as ICU MessageFormat, and each uses the same values ({phone}, {count})
 * as its English one. `npm run build` runs it first: a missing or broken translation stops the build.
 */
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { CATALOGS } from "../app/i18n/messages.ts";

/** The names of the values a message uses. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

export function messageProblems(catalogs: Record<string, Record<string, string>> = CATALOGS): string[] {
  const problems: string[] = [];
  const english = catalogs.en ?? {};
  for (const [lang, catalog] of Object.entries(catalogs)) {
    for (const key of Object.keys(english)) {
      if (!(key in catalog)) problems.push(`${lang}: "${key}" is missing`);
    }
    for (const [key, message] of Object.entries(catalog)) {
      if (!(key in english)) problems.push(`${lang}: "${key}" is not an English key`);
      if (message.trim() === "") problems.push(`${lang}: "${key}" is empty`);
      let used: Set<string>;
      try {
        used = argumentsOf(parse(message));
      } catch (error) {
        problems.push(`${lang}: "${key}" does not parse: ${(error as Error).message}`);
        continue;
      }
      const expected = argumentsOf(parse(english[key] ?? ""));
      const differs =
        [...used].some((name) => !expected.has(name)) || [...expected].some((name) => !used.has(name));
      if (differs)
        problems.push(
          `${lang}: "${key}" uses {${[...used].join(", ")}}, English {${[...expected].join(", ")}}`,
        );
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = messageProblems();
  if (problems.length > 0) {
    console.error(
      `The site's words are not complete in every language:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.info(
    `check-messages: ${Object.keys(CATALOGS.en).length} messages in ${Object.keys(CATALOGS).length} languages`,
  );
}
