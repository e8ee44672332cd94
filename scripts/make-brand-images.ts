/**
 * Renders the raster brand images kept in public/ (favicon.ico, apple-touch-icon.png, the social share card) from
 * the SVG sources beside them. Run by hand after changing the logo or the banners: `node scripts/make-brand-images.ts`.
 */
import { readFile, writeFile } from "node:fs/promises";
import sharp from "sharp";

const publicDir = new URL("../public/", import.meta.url);
const favicon = await readFile(new URL("favicon.svg", publicDir));

// An .ico file whose single image is a PNG: supported by every browser that still asks for /favicon.ico.
const png32 = await sharp(favicon, { density: 300 }).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
await writeFile(new URL("favicon.ico", publicDir), Buffer.concat([header, png32]));

await sharp(favicon, { density: 600 })
  .resize(180, 180)
  .png()
  .toFile(new URL("apple-touch-icon.png", publicDir).pathname);

const banner = await readFile(new URL("images/banners/banner-2.svg", publicDir), "utf8");
// The share card is one of the banners, cut to 1200x630 and captioned.
const inner = banner.replace("<svg ", '<svg width="1200" height="630" ');
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${inner}
<rect width="1200" height="630" fill="#083a50" fill-opacity="0.55"/>
<text x="80" y="280" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#fff">Cleaning with Integrity</text>
<text x="80" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#d5eef5">Residential &amp; commercial cleaning in Abilene, TX</text>
<text x="80" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="700" fill="#4fd18b">Free estimates · Licensed, bonded &amp; insured</text></svg>`;
await sharp(Buffer.from(card))
  .png({ compressionLevel: 9, palette: true })
  .toFile(new URL("images/share-card.png", publicDir).pathname);
console.log("brand images written to public/");
