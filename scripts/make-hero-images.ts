/**
 * Renders the home page hero, the page's largest paint, as small modern rasters: AVIF and WebP at three widths,
 * for a <picture> with srcset/sizes (app/routes/home.tsx). The drawing is a clean living room with our cleaning
 * caddy, from the kit in scripts/illustrations.ts. Run by hand after changing it: `node scripts/make-hero-images.ts`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { HERO_IMAGE } from "../app/content/images.ts";
import { ACCENTS, INK, plant, rngFor, scenes, sparkle, svgDocument } from "./illustrations.ts";

const outDir = path.resolve(import.meta.dirname, "../public/images/hero");
mkdirSync(outDir, { recursive: true });

const room = scenes.living(rngFor("hero-living-room"));
const caddy = `<g transform="translate(560 440)">
<path d="M-70 0h140l-14 90h-112z" fill="${ACCENTS[1]}"/><path d="M-50 0v-40h100v40" fill="none" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>
<rect x="-52" y="-60" width="34" height="64" rx="8" fill="#ffffff"/><rect x="-46" y="-82" width="22" height="26" rx="4" fill="${ACCENTS[0]}"/><path d="M-24 -78h18" stroke="${ACCENTS[0]}" stroke-width="6" stroke-linecap="round"/>
<rect x="8" y="-44" width="40" height="48" rx="10" fill="#f2b84b"/></g>
<path d="M720 130 L650 560" stroke="#8a5a3b" stroke-width="10" stroke-linecap="round"/><path d="M610 560 q40 -30 80 0 l10 30 h-100z" fill="#d5eef5" stroke="${INK}" stroke-opacity="0.3" stroke-width="3"/>
${plant(90, 440, 1.1)}${sparkle(470, 200, 30, "#2ea866")}${sparkle(300, 230, 20, "#1d8bb0")}${sparkle(660, 300, 22, "#f2b84b")}${sparkle(180, 380, 16, "#ffffff")}`;
const svg = svgDocument(`${room}${caddy}`);

for (const width of HERO_IMAGE.widths) {
  const height = Math.round((width * HERO_IMAGE.height) / HERO_IMAGE.width);
  const base = sharp(Buffer.from(svg), { density: Math.max(72, Math.round((72 * width) / 800)) }).resize(
    width,
    height,
  );
  await base
    .clone()
    .avif({ quality: 55, effort: 6 })
    .toFile(path.join(outDir, `hero-${width}.avif`));
  await base
    .clone()
    .webp({ quality: 78, effort: 6 })
    .toFile(path.join(outDir, `hero-${width}.webp`));
}
console.log(`make-hero-images: ${HERO_IMAGE.widths.length * 2} files written to public/images/hero`);
