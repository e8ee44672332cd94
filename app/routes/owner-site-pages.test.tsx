import { describe, expect, it } from "vitest";
import { type OwnerPageModule, openOwnerPage, ownerRoutes } from "../../tests/support/owner-pages.tsx";
import { libraryOrder, photosToAdd } from "../components/owner/owner-site-lists.ts";
import { modelOf } from "../content/model/content-model.ts";
import type {
  OwnerGallery,
  OwnerPhoto,
  OwnerSiteResult,
  OwnerSiteService,
  TestimonialInput,
} from "../lib/owner-site.ts";
import type { OwnerWordsService } from "../lib/owner-words.ts";
import * as galleryPage from "./owner-gallery.tsx";
import * as photosPage from "./owner-photos.tsx";
import * as sitePage from "./owner-site.tsx";
import * as testimonialsPage from "./owner-site-testimonials.tsx";

// The owner's site pages rendered as the server renders them (loader, action, page, in the owner's frame), over an
// in-memory service defined here: what the owner sees and what reaches the service.

const photo = (id: string, alt: string): OwnerPhoto => ({
  id,
  alt,
  altEs: "",
  width: 1600,
  height: 1200,
  widths: [480, 800, 1600],
  jpegWidth: 1200,
  avif: true,
  uploadedAt: "2026-05-01T15:00:00Z",
  usedIn: [],
});

/** A service that keeps a gallery's order and records every change asked of it. */
function memoryService() {
  const calls: string[] = [];
  const library = [
    photo("new", ""),
    photo("a", "Kitchen after a move-out clean"),
    photo("b", "Clean bathroom"),
  ];
  const order = ["a", "b"];
  const ok = async (call: string): Promise<OwnerSiteResult> => {
    calls.push(call);
    return { ok: true };
  };
  const gallery = async (key: string): Promise<OwnerGallery | undefined> =>
    key === "moving"
      ? {
          key: "moving",
          name: "Moving Cleaning",
          path: "/services/moving-cleaning-services",
          photos: order.map((id) => library.find((item) => item.id === id) ?? photo(id, id)),
        }
      : undefined;
  const service: OwnerSiteService = {
    overview: async () => ({
      galleries: [
        {
          key: "moving",
          name: "Moving Cleaning",
          path: "/services/moving-cleaning-services",
          photoCount: 2,
          hasComparison: false,
        },
      ],
      testimonials: [],
      photosNeedingText: 1,
      recentChanges: [],
    }),
    photos: async () => library,
    gallery,
    changes: async () => [],
    uploadReport: () => undefined,
    describePhoto: (id, alt) => ok(`describe ${id} ${alt}`),
    removePhoto: (id) => ok(`remove ${id}`),
    addToGallery: (key, id) => ok(`add ${key} ${id}`),
    moveInGallery: async (key, id, direction) => {
      const at = order.indexOf(id);
      const to = direction === "up" ? at - 1 : at + 1;
      [order[at], order[to]] = [order[to] as string, order[at] as string];
      return ok(`move ${key} ${id} ${direction}`);
    },
    removeFromGallery: (key, id) => ok(`out ${key} ${id}`),
    setComparison: (key, before, after) => ok(`pair ${key} ${before} ${after}`),
    saveTestimonial: (input: TestimonialInput) => ok(`testimonial ${input.customerName}`),
    setTestimonialHidden: (id, hidden) => ok(`hidden ${id} ${hidden}`),
    setNotice: (text, until) => ok(`notice ${text} ${until}`),
    undo: (id) => ok(`undo ${id}`),
  };
  return { service, calls, order };
}

const routes = ownerRoutes([
  ["leads/site", sitePage as unknown as OwnerPageModule],
  ["leads/site/testimonials", testimonialsPage as unknown as OwnerPageModule],
  ["leads/photos", photosPage as unknown as OwnerPageModule],
  ["leads/galleries/:key", galleryPage as unknown as OwnerPageModule],
]);

/** Your site asks the words service what stands between the site and going live, and the words (for Spanish). */
const words = {
  goingLive: async () => [],
  model: async () => modelOf(new Map()),
} as unknown as OwnerWordsService;

const open = (
  path: string,
  site: OwnerSiteService,
  options: { signedIn?: boolean; form?: Record<string, string> } = {},
) => openOwnerPage(routes, path, { site, words }, options);

describe("the photo lists", () => {
  it("the library puts the photos still waiting for words first, keeping newest-first within each group", () => {
    const photos = [photo("1", "Described"), photo("2", ""), photo("3", "Also described"), photo("4", "  ")];
    expect(libraryOrder(photos).map((item) => item.id)).toEqual(["2", "4", "1", "3"]);
  });

  it("Add a photo offers only described photos not yet in the gallery", () => {
    const photos = [photo("1", "In it"), photo("2", ""), photo("3", "Not in it")];
    expect(photosToAdd(photos, [photos[0] as OwnerPhoto]).map((item) => item.id)).toEqual(["3"]);
  });
});

describe("the owner's site pages", () => {
  it("send a signed-out visitor to the inbox's sign-in, which comes back to the page, and change nothing", async () => {
    const { service, calls } = memoryService();
    expect(await open("/leads/site", service, { signedIn: false })).toMatchObject({
      status: 303,
      location: "/leads?next=%2Fleads%2Fsite",
    });
    const post = await open("/leads/site", service, {
      signedIn: false,
      form: { intent: "undo", change: "1" },
    });
    expect(post).toMatchObject({ status: 303, location: "/leads?next=%2Fleads%2Fsite" });
    expect(calls).toEqual([]);
  });

  it("refuse a testimonial without the consent tick, say why next to the form, and keep what was typed", async () => {
    const { service, calls } = memoryService();
    const page = await open("/leads/site/testimonials", service, {
      form: {
        intent: "testimonial",
        text: "Spotless, on time.",
        customerName: "Maria G.",
        place: "Clyde",
        date: "2026-01-10",
        rating: "5",
      },
    });
    expect(page.status).toBe(400);
    // In the summary at the top of the form, linking to the box, and next to the box itself.
    expect(page.html).toMatch(
      /role="alert"[\s\S]*<a[^>]*href="#testimonial-consent"[^>]*>Tick “This customer agreed to be quoted, with this name” first/,
    );
    expect(page.html).toMatch(/id="testimonial-consent-problem"[^>]*>[\s\S]*?Tick “This customer agreed/);
    expect(page.html).toMatch(/id="testimonial-consent"[^>]*aria-invalid="true"/);
    expect(page.html).toContain(">Spotless, on time.</textarea>");
    expect(page.html).toContain('value="Maria G."');
    expect(calls).toEqual([]);
    const saved = await open("/leads/site/testimonials", service, {
      form: {
        intent: "testimonial",
        text: "Spotless.",
        customerName: "Maria G.",
        place: "",
        date: "2026-01-10",
        rating: "",
        consent: "yes",
      },
    });
    expect(saved).toMatchObject({
      status: 303,
      location: "/leads/site/testimonials?done=testimonial-added#testimonials",
    });
    expect(calls).toEqual(["testimonial Maria G."]);
  });

  it("mark “Your site” as the current area, and list the undescribed photo first with the count linking to it", async () => {
    const { service } = memoryService();
    const site = await open("/leads/site", service);
    expect(site.html).toMatch(/<a aria-current="page"[^>]*href="\/leads\/site"/);
    expect(site.html).toMatch(/href="\/leads\/photos"[^>]*>1 photo needs a text alternative/);
    const photos = await open("/leads/photos", service);
    expect(photos.html.indexOf('id="photo-new"')).toBeLessThan(photos.html.indexOf('id="photo-a"'));
    expect(photos.html).toContain("Needs a text alternative");
    expect(photos.html).toMatch(/action="\/leads\/photos\/upload" enctype="multipart\/form-data"/i);
    // The owner's own address of the file (the public /media serves only photos on a page; this one is not yet).
    expect(photos.html).toContain('srcSet="/leads/photos/a/480.webp"');
  });

  it("move a gallery's photo and come back at it; an unknown gallery is the owner's 404", async () => {
    const { service, order } = memoryService();
    const moved = await open("/leads/galleries/moving", service, { form: { intent: "down", photo: "a" } });
    expect(moved).toMatchObject({
      status: 303,
      location: "/leads/galleries/moving?done=down&photo=a#photo-a",
    });
    expect(order).toEqual(["b", "a"]);
    const page = await open("/leads/galleries/moving?done=down&photo=a", service);
    expect(page.html.indexOf('id="photo-b"')).toBeLessThan(page.html.indexOf('id="photo-a"'));
    expect(page.html).toMatch(/id="photo-a"[\s\S]*role="status"[^>]*>Moved down\./);
    const unknown = await open("/leads/galleries/nowhere", service);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain("No such gallery");
  });
});
