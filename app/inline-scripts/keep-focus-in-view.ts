/**
 * Written inline into the pages that have a scroll box marked data-keep-focus-in-view (the cleaning checklist's
 * table): scrolls an element focused inside the box fully into view, within the box's scroll padding. Browsers
 * leave an element that is already partly visible where it is, which can leave it (and its focus ring) half under
 * a sticky column or cut by the edge of the box.
 */

for (const box of document.querySelectorAll<HTMLElement>("[data-keep-focus-in-view]")) {
  box.addEventListener("focusin", (event) => {
    if (event.target instanceof HTMLElement && event.target !== box) {
      event.target.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
  });
}
