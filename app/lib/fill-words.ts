/**
 * Fills "{name}" in words an island was given ("Showing images {list} of {total}") with what only the browser
 * knows (the slide on screen, the handle's place). The server formats every message and leaves these names in it,
 * so an island ships no message formatter (app/i18n/island-words.ts).
 */
export function fillWords(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
