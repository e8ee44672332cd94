import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Island } from "./island.tsx";

/**
 * The browser side of one island: hydrates its marker's contents with the same component and props the server
 * rendered. Each island's chunk is this plus the island's own module (scripts/build-islands.ts writes the entry);
 * "react" and "react-dom/client" are Preact's compat layer in that build (docs/architecture.md explains the
 * choice), the server renders with React.
 */
export function hydrateIsland<Props extends object>(
  island: Island<Props>,
  element: Element,
  props: Props,
): void {
  hydrateRoot(element, createElement(island.Component, props));
}
