/**
 * Written inline into every public page: the phone menu's enhancements. The menu is a native <details> that works
 * with no script (app/components/layout/site-header.tsx); this adds what a visitor expects of a menu:
 *
 * - Escape on its toggle or in its list closes it and gives focus back to the toggle;
 * - choosing a link closes it, so a page the browser keeps in its back/forward cache comes back with it closed.
 */

const menu = document.querySelector<HTMLDetailsElement>("details[data-phone-menu]");
const nav = menu?.closest("nav");
if (menu && nav) {
  nav.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    event.preventDefault();
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  nav.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) menu.open = false;
  });
}
