import type { LegalBlock, LegalDocument as LegalDocumentData } from "../../content/legal/types.ts";
import { translate } from "../../i18n/messages.ts";
import { LastUpdated } from "./last-updated.tsx";
import { LegalText } from "./legal-text.tsx";
import { TranslationNotice } from "./translation-notice.tsx";

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "p":
      return (
        <p>
          <LegalText text={block.text} />
        </p>
      );
    case "ul":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>
              <LegalText text={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      // On a phone each row stacks into a small card, every cell led by its column name. Current browsers keep a
      // table's semantics when the display of its parts changes, so it needs no ARIA roles (which HTML forbids on
      // the rows and cells of a table: docs/pages-and-policies.md, "Legal pages").
      return (
        <table className="mb-6 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{block.caption}</caption>
          <thead className="bg-brand-50 text-brand-900 max-sm:sr-only">
            <tr>
              {block.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-2.5 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr
                key={row[0]}
                className="border border-slate-200 align-top max-sm:mb-3 max-sm:block max-sm:rounded-lg max-sm:p-3"
              >
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th
                      key={cell}
                      scope="row"
                      className="px-4 py-2.5 font-semibold text-slate-800 max-sm:block max-sm:p-0 max-sm:pb-1 max-sm:text-base"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={cell}
                      data-label={block.columns[index]}
                      className="px-4 py-2.5 text-slate-700 max-sm:block max-sm:p-0 max-sm:pt-1 max-sm:before:font-semibold max-sm:before:text-slate-800 max-sm:before:content-[attr(data-label)':_']"
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks are static content in a fixed order: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Block key={index} block={block} />
      ))}
    </>
  );
}

/**
 * A legal page from typed data, in the document's language: "Last updated", which version governs (a
 * translation's), an introduction, a list of contents ("On this page", or "Contents" for the terms), then the
 * sections as h2s (numbered "1. Acceptance of Terms" when `numbered`), then the closing text.
 */
export function LegalDocument({
  document,
  numbered = false,
  contents = "legal.onThisPage",
}: {
  document: LegalDocumentData;
  numbered?: boolean;
  contents?: "legal.onThisPage" | "legal.contents";
}) {
  const contentsLabel = translate(document.lang, contents);
  const heading = (index: number, title: string) => (numbered ? `${index + 1}. ${title}` : title);
  return (
    <div className="prose-content max-w-3xl text-slate-800">
      <LastUpdated modified={document.modified} lang={document.lang} />
      {document.notice ? <TranslationNotice text={document.notice} /> : null}
      <Blocks blocks={document.intro} />
      <nav aria-label={contentsLabel} className="my-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 className="mt-0! mb-3! text-base! uppercase tracking-wider">{contentsLabel}</h2>
        <ol className={numbered ? "" : "list-none! ml-0!"}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} className="scroll-mt-24">
            {heading(index, section.title)}
          </h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
      {document.closing ? (
        <div className="mt-10 rounded-xl border-l-4 border-brand-600 bg-brand-50 p-5 [&>p:last-child]:mb-0">
          <Blocks blocks={document.closing} />
        </div>
      ) : null}
    </div>
  );
}
