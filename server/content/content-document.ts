import type { ContentModel } from "../../app/content/model/content-model.ts";
import type { Lang } from "../../app/content/model/languages.ts";
import { resolveContent } from "../../app/content/model/resolve.ts";
import { GALLERY_KEYS, type GalleryKey, type SiteContent } from "../../app/lib/site-content.ts";
import { getPage, type SitePageId } from "../../app/route-table.ts";
import type { StoredPhoto } from "../store/site-content.ts";

export {
  type ContentDocument,
  defaultLeaf,
  documentOf,
  modelOfDocument,
  readDocument,
  writeDocument,
} from "../store/content-document.ts";

/** What the pages show, in English (the service's renderings; app/content/model/resolve.ts). */
export function toSiteContent(
  model: ContentModel,
  facts: readonly StoredPhoto[],
  lang: Lang = "en",
): SiteContent {
  return resolveContent(model, facts, lang);
}

export function isGalleryKey(value: string): value is GalleryKey {
  return (GALLERY_KEYS as readonly string[]).includes(value);
}

/** The public page a gallery is on. */
export function galleryPage(key: GalleryKey): { name: string; path: string } {
  const page = getPage(key as SitePageId);
  // The page's own name, as its banner says it ("Move-In / Move-Out Cleaning"): the route table's entries carry no
  // separate name, and a fallback had named every gallery "Commercial Cleaning".
  return { name: page.banner?.title ?? page.title, path: page.path };
}
