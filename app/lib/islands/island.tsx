import type { ComponentType } from "react";
import { inlineJson } from "../plain-text.ts";

/**
 * Islands (docs/architecture.md, "Rendering: islands"): the prerendered page is plain HTML, and only the parts that
 * move are hydrated, each on its own, by the same component that rendered it. An island is declared once, in a file
 * of its own under app/islands/ whose name is the island's name:
 *
 *     export default island("before-after", BeforeAfter, "visible");
 *
 * On the server the island renders its component inside a <bnc-island> element that carries its name, when to start
 * and its props as JSON. In the browser the page's loader (island-loader.ts) imports that island's chunk at that
 * moment and hydrates the element with the same props. Its props must therefore be plain data (JSON): no
 * functions, no elements.
 */

/** When an island's script starts. */
export type IslandStart =
  /** After the load event and one painted frame: parts that must work at once (the cookie banner). */
  | "load"
  /** When its first element comes near the window (200 px): carousels, sliders, the map. */
  | "visible"
  /** When the visitor moves into it (focus, pointer or touch): the quote form. */
  | "interaction";

export const ISLAND_ELEMENT = "bnc-island";

/** An island's declaration: the component both sides render, and how the server marks it. */
export interface Island<Props extends object> {
  readonly name: string;
  readonly start: IslandStart;
  readonly Component: ComponentType<Props>;
  /** What a page renders: the component inside its marker. */
  readonly Root: ComponentType<Props>;
}

export function island<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  start: IslandStart,
): Island<Props> {
  function Root(props: Props) {
    return (
      <bnc-island data-island={name} data-start={start} data-props={inlineJson(props)}>
        <Component {...props} />
      </bnc-island>
    );
  }
  Root.displayName = `Island(${name})`;
  return { name, start, Component, Root };
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      /** An island's marker (styled `display: contents` in app.css: it adds no box). */
      "bnc-island": {
        "data-island": string;
        "data-start": IslandStart;
        "data-props": string;
        children?: React.ReactNode;
      };
    }
  }
}
