/**
 * Draws the site's service illustrations as small SVG files in public/images: one per service (cards and intros),
 * every gallery image the content records reference, and the moving page's before/after pair.
 * The drawings are in scripts/illustrations.ts. Run after adding a service or a slider image:
 * `node scripts/make-service-images.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GalleryScene } from "../app/content/images.ts";
import { commercial } from "../app/content/services/commercial.ts";
import { allServices } from "../app/content/services/index.ts";
import { between, rngFor, scenes, sparkle, svgDocument } from "./illustrations.ts";

const publicDir = path.resolve(import.meta.dirname, "../public");

function write(relative: string, content: string) {
  const file = path.join(publicDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

let count = 0;
// Gallery images: the scene is the file name's prefix, the seed is the whole path.
const galleries = [...allServices.map((service) => service.slider), commercial.gallery];
for (const images of galleries) {
  for (const image of images) {
    const scene = path.basename(image.img, ".svg").replace(/-\d+$/, "") as GalleryScene;
    const draw = scenes[scene];
    if (!draw) throw new Error(`No drawing for scene ${scene} (${image.img})`);
    write(image.img, svgDocument(draw(rngFor(image.img))));
    count += 1;
  }
}

// One illustration per service, cut 3:2 from its scene.
const serviceScenes: Record<string, GalleryScene> = {
  "house-cleaning": "living",
  "deep-cleaning": "kitchen",
  recurring: "bedroom",
  moving: "moving",
  airbnb: "rental",
  "new-construction": "construction",
  daycare: "daycare",
  "doctors-office": "medical",
  "office-spaces": "office",
  "post-construction": "construction",
  gym: "gym",
  commercial: "waiting",
};
for (const [key, scene] of Object.entries(serviceScenes)) {
  write(
    `/images/services/${key}.svg`,
    svgDocument(scenes[scene](rngFor(`service-${key}`)), "0 40 800 533", 720, 480),
  );
  count += 1;
}

// The moving page's before/after: the same room, first as a tenant left it, then after our move-out cleaning.
const base = scenes
  .moving(rngFor("before-after-room"))
  .replace(/<path d="M[\d. ]+L[^"]*Z" fill="#ffffff" fill-opacity="0.95"\/>/g, "");
const grime = (() => {
  const rng = rngFor("grime");
  const specks = Array.from(
    { length: 90 },
    () =>
      `<circle cx="${between(rng, 0, 800)}" cy="${between(rng, 0, 600)}" r="${between(rng, 2, 7)}" fill="#6b5438" fill-opacity="${(0.15 + rng() * 0.3).toFixed(2)}"/>`,
  ).join("");
  return `<rect width="800" height="600" fill="#7a6a4f" fill-opacity="0.28"/>${specks}
<ellipse cx="380" cy="230" rx="60" ry="40" fill="#8a6d3b" fill-opacity="0.35"/><ellipse cx="170" cy="500" rx="90" ry="22" fill="#4b3b28" fill-opacity="0.35"/><ellipse cx="620" cy="540" rx="70" ry="18" fill="#4b3b28" fill-opacity="0.3"/>
<path d="M0 0 L90 0 M0 0 L0 90 M0 0 L70 70 M0 30 Q30 30 30 0 M0 60 Q60 60 60 0" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2" fill="none"/>
<path d="M800 0 L710 0 M800 0 L800 90 M800 0 L730 70 M800 30 Q770 30 770 0 M800 60 Q740 60 740 0" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2" fill="none"/>
<path d="M330 430 l40 40 M350 445 l-30 30 M520 470 l60 20" stroke="#3b2f22" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/>`;
})();
write("/images/before-after/moving-before.svg", svgDocument(`${base}${grime}`));
write(
  "/images/before-after/moving-after.svg",
  svgDocument(
    `${scenes.moving(rngFor("before-after-room")).replace(/<rect x="(480|610|520)"[^>]*\/><rect x="\d+" y="\d+" width="24"[^>]*\/>/g, "")}${sparkle(300, 480, 22)}${sparkle(620, 430, 18)}`,
  ),
);
count += 2;
console.log(`make-service-images: ${count} images written to public/images`);
