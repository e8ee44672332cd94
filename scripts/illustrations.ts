/**
 * The drawing kit of the site's illustrations: flat, brand-coloured scenes of clean rooms as SVG, varied by a
 * seeded random generator so every run draws the same pictures. Used by make-service-images.ts and
 * make-hero-images.ts.
 */
import type { GalleryScene } from "../app/content/images.ts";

type Rng = () => number;
export function rngFor(seed: string): Rng {
  let h = 1779033703;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const between = (rng: Rng, min: number, max: number) => Math.round(min + rng() * (max - min));

const WALLS = ["#eef8fb", "#f4f1ea", "#eaf4ee", "#f1eef7", "#fdf5e6", "#e6f0f6"];
const FLOORS = ["#d9b98f", "#c9a27a", "#b8c3cb", "#d8d1c4", "#b4bfa7", "#c7b299"];
export const ACCENTS = ["#1d8bb0", "#2ea866", "#0f5f7d", "#f2b84b", "#e07a5f", "#7c6fb0"];
export const INK = "#083a50";

export function sparkle(x: number, y: number, size: number, fill = "#ffffff", opacity = 0.95): string {
  const s = size;
  const q = s * 0.28;
  return `<path d="M${x} ${y - s}L${x + q} ${y - q}L${x + s} ${y}L${x + q} ${y + q}L${x} ${y + s}L${x - q} ${y + q}L${x - s} ${y}L${x - q} ${y - q}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}

function windowAt(x: number, y: number, w: number, h: number, rng: Rng): string {
  const sky = pick(rng, ["#bfe6f5", "#cdeefa", "#d9f0e4"]);
  return `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" rx="6" fill="#ffffff"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}"/>
<circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${Math.min(w, h) * 0.12}" fill="#fff6d5"/>
<path d="M${x} ${y + h * 0.8} Q ${x + w * 0.3} ${y + h * 0.6} ${x + w * 0.6} ${y + h * 0.78} T ${x + w} ${y + h * 0.72} V ${y + h} H ${x}Z" fill="#9fd3a8"/>
<rect x="${x + w / 2 - 3}" y="${y}" width="6" height="${h}" fill="#ffffff"/>
<rect x="${x}" y="${y + h / 2 - 3}" width="${w}" height="6" fill="#ffffff"/>
<path d="M${x + 6} ${y + 10} l${w * 0.25} ${h * 0.35}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6" stroke-linecap="round"/>`;
}

export function plant(x: number, y: number, scale = 1): string {
  const s = scale;
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-18 0h36l-6 40h-24z" fill="#e07a5f"/>
<path d="M0 0C-30 -20 -34 -60 -10 -80C-6 -50 -2 -30 0 0Z" fill="#2ea866"/><path d="M0 0C30 -18 38 -56 16 -76C10 -46 4 -26 0 0Z" fill="#1f8a52"/><path d="M0 0C-4 -30 2 -70 6 -96C16 -60 10 -30 0 0Z" fill="#3fbf7a"/></g>`;
}

function frame(x: number, y: number, w: number, h: number, color: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#ffffff" stroke="${INK}" stroke-opacity="0.25" stroke-width="4"/>
<path d="M${x + 10} ${y + h - 10} L${x + w * 0.4} ${y + h * 0.45} L${x + w * 0.6} ${y + h * 0.7} L${x + w * 0.75} ${y + h * 0.55} L${x + w - 10} ${y + h - 10}Z" fill="${color}" fill-opacity="0.8"/>`;
}

function room(rng: Rng, floorY = 430): { svg: string; accent: string; accent2: string } {
  const wall = pick(rng, WALLS);
  const floor = pick(rng, FLOORS);
  const accent = pick(rng, ACCENTS);
  const accent2 = pick(
    rng,
    ACCENTS.filter((color) => color !== accent),
  );
  const boards = Array.from({ length: 6 }, (_, i) => {
    const y = floorY + 22 + i * 26;
    return `<line x1="0" y1="${y}" x2="800" y2="${y}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3"/>`;
  }).join("");
  return {
    accent,
    accent2,
    svg: `<rect width="800" height="${floorY}" fill="${wall}"/><rect y="${floorY}" width="800" height="${600 - floorY}" fill="${floor}"/>${boards}
<rect y="${floorY - 12}" width="800" height="12" fill="#ffffff" fill-opacity="0.8"/>
<ellipse cx="400" cy="${floorY + 70}" rx="260" ry="26" fill="#ffffff" fill-opacity="0.22"/>`,
  };
}

/** The furniture of each kind of room, drawn over room(). */
export const scenes: Record<GalleryScene, (rng: Rng) => string> = {
  kitchen: (rng) => {
    const { svg, accent } = room(rng);
    const cab = pick(rng, ["#ffffff", "#dfeff3", "#f6efe2"]);
    const uppers = [110, 230, 520, 640]
      .map(
        (x) =>
          `<rect x="${x}" y="90" width="110" height="120" rx="6" fill="${cab}" stroke="${INK}" stroke-opacity="0.15" stroke-width="3"/><rect x="${x + 48}" y="180" width="14" height="5" rx="2" fill="${INK}" fill-opacity="0.4"/>`,
      )
      .join("");
    const lowers = [90, 210, 330, 450, 570]
      .map(
        (x) =>
          `<rect x="${x}" y="330" width="115" height="100" rx="4" fill="${cab}" stroke="${INK}" stroke-opacity="0.15" stroke-width="3"/><rect x="${x + 50}" y="342" width="16" height="5" rx="2" fill="${INK}" fill-opacity="0.4"/>`,
      )
      .join("");
    return `${svg}${windowAt(355, 90, 130, 130, rng)}${uppers}${lowers}
<rect x="70" y="310" width="640" height="22" rx="4" fill="${accent}"/>
<rect x="590" y="330" width="115" height="100" fill="#e9ecef" stroke="${INK}" stroke-opacity="0.2" stroke-width="3"/><rect x="605" y="350" width="85" height="55" rx="4" fill="#2d3a40" fill-opacity="0.85"/>
<circle cx="615" cy="304" r="10" fill="#2d3a40"/><circle cx="680" cy="304" r="10" fill="#2d3a40"/>
<rect x="360" y="300" width="110" height="12" rx="6" fill="#b8c3cb"/><path d="M415 300v-40h22" fill="none" stroke="#8a9aa4" stroke-width="8" stroke-linecap="round"/>
<rect x="150" y="270" width="30" height="40" rx="6" fill="#ffffff" stroke="${INK}" stroke-opacity="0.2" stroke-width="3"/><rect x="190" y="282" width="46" height="28" rx="4" fill="${pick(rng, ACCENTS)}"/>
${sparkle(300, 290, 18)}${sparkle(540, 150, 14)}${sparkle(650, 360, 16)}${sparkle(130, 390, 12)}`;
  },
  bathroom: (rng) => {
    const { svg, accent } = room(rng, 440);
    const tiles = Array.from({ length: 9 }, (_, i) =>
      Array.from(
        { length: 5 },
        (_, j) =>
          `<rect x="${40 + i * 44}" y="${220 + j * 44}" width="42" height="42" fill="#ffffff" fill-opacity="0.55"/>`,
      ).join(""),
    ).join("");
    return `${svg}${tiles}
<rect x="40" y="330" width="400" height="120" rx="30" fill="#ffffff" stroke="${INK}" stroke-opacity="0.15" stroke-width="4"/><rect x="60" y="345" width="360" height="30" rx="15" fill="#d5eef5"/>
<path d="M60 120h380" stroke="#8a9aa4" stroke-width="6"/><path d="M70 120 q20 110 0 200 h60 q-15 -100 0 -200z" fill="${accent}" fill-opacity="0.85"/>
<rect x="520" y="120" width="170" height="140" rx="70" fill="#dff3fa" stroke="#ffffff" stroke-width="10"/>
<rect x="505" y="300" width="200" height="110" rx="8" fill="${pick(rng, ["#ffffff", "#f6efe2", "#dfeff3"])}" stroke="${INK}" stroke-opacity="0.15" stroke-width="3"/>
<rect x="520" y="285" width="170" height="20" rx="8" fill="#ffffff"/><path d="M605 285v-22h16" fill="none" stroke="#8a9aa4" stroke-width="6" stroke-linecap="round"/>
<rect x="720" y="250" width="50" height="90" rx="6" fill="${pick(rng, ACCENTS)}"/><rect x="716" y="244" width="58" height="12" rx="4" fill="#8a9aa4"/>
${sparkle(600, 180, 18)}${sparkle(240, 360, 16)}${sparkle(420, 300, 12)}${sparkle(650, 330, 12)}`;
  },
  bedroom: (rng) => {
    const { svg, accent, accent2 } = room(rng);
    return `${svg}${windowAt(90, 90, 150, 170, rng)}${frame(520, 120, 150, 100, accent2)}
<rect x="250" y="250" width="300" height="110" rx="18" fill="${INK}" fill-opacity="0.85"/>
<rect x="230" y="330" width="340" height="110" rx="14" fill="#ffffff"/><rect x="230" y="370" width="340" height="70" rx="14" fill="${accent}"/>
<rect x="265" y="300" width="120" height="50" rx="20" fill="#f6f8f9"/><rect x="415" y="300" width="120" height="50" rx="20" fill="#f6f8f9"/>
<rect x="150" y="340" width="70" height="90" rx="6" fill="#d9b98f"/><rect x="580" y="340" width="70" height="90" rx="6" fill="#d9b98f"/>
<path d="M600 340l10-50h30l10 50z" fill="#fff6d5"/><rect x="622" y="290" width="6" height="50" fill="${INK}" fill-opacity="0.5"/>
${sparkle(400, 240, 16)}${sparkle(300, 400, 14)}${sparkle(700, 300, 12)}`;
  },
  living: (rng) => {
    const { svg, accent, accent2 } = room(rng);
    return `${svg}${windowAt(520, 80, 190, 200, rng)}${frame(150, 110, 180, 120, accent2)}
<rect x="100" y="300" width="380" height="110" rx="24" fill="${accent}"/><rect x="80" y="330" width="50" height="100" rx="20" fill="${accent}"/><rect x="450" y="330" width="50" height="100" rx="20" fill="${accent}"/>
<rect x="130" y="270" width="320" height="70" rx="20" fill="${accent}" fill-opacity="0.85"/>
<rect x="150" y="300" width="80" height="60" rx="18" fill="#ffffff" fill-opacity="0.85"/><rect x="350" y="300" width="80" height="60" rx="18" fill="#fff6d5"/>
<ellipse cx="400" cy="500" rx="220" ry="40" fill="#ffffff" fill-opacity="0.45"/>
<rect x="300" y="440" width="200" height="18" rx="8" fill="#8a5a3b"/><rect x="320" y="456" width="10" height="40" fill="#8a5a3b"/><rect x="470" y="456" width="10" height="40" fill="#8a5a3b"/>
${plant(640, 430, 1.2)}${sparkle(250, 250, 16)}${sparkle(420, 420, 14)}${sparkle(720, 330, 12)}`;
  },
  office: (rng) => {
    const { svg, accent } = room(rng, 440);
    const desk = (
      x: number,
    ) => `<rect x="${x}" y="330" width="230" height="16" rx="4" fill="#f6efe2" stroke="${INK}" stroke-opacity="0.2" stroke-width="3"/>
<rect x="${x + 10}" y="346" width="10" height="84" fill="#8a9aa4"/><rect x="${x + 210}" y="346" width="10" height="84" fill="#8a9aa4"/>
<rect x="${x + 60}" y="250" width="110" height="70" rx="6" fill="#2d3a40"/><rect x="${x + 68}" y="258" width="94" height="54" rx="3" fill="${accent}" fill-opacity="0.7"/><rect x="${x + 108}" y="320" width="14" height="12" fill="#2d3a40"/>
<rect x="${x + 80}" y="380" width="70" height="20" rx="8" fill="${INK}" fill-opacity="0.8"/><rect x="${x + 90}" y="330" width="50" height="60" rx="10" fill="${INK}" fill-opacity="0.75"/>`;
    return `${svg}<rect x="40" y="70" width="720" height="130" rx="6" fill="#ffffff"/>${[50, 290, 530]
      .map((x) => `<rect x="${x}" y="80" width="220" height="110" fill="#cdeefa"/>`)
      .join("")}${desk(70)}${desk(440)}${plant(380, 430, 1)}
${sparkle(200, 300, 14)}${sparkle(560, 300, 14)}${sparkle(700, 240, 12)}${sparkle(380, 240, 12)}`;
  },
  gym: (rng) => {
    const { svg, accent, accent2 } = room(rng, 450);
    return `${svg}<rect x="0" y="450" width="800" height="150" fill="#3b4a52"/>${Array.from({ length: 8 }, (_, i) => `<line x1="${i * 110}" y1="450" x2="${i * 110 - 40}" y2="600" stroke="#ffffff" stroke-opacity="0.08" stroke-width="3"/>`).join("")}
<rect x="40" y="80" width="720" height="200" rx="6" fill="#dff3fa" stroke="#ffffff" stroke-width="10"/>${sparkle(150, 150, 16)}${sparkle(620, 130, 14)}
<path d="M80 440l190-40 20 30-190 30z" fill="#2d3a40"/><rect x="240" y="300" width="14" height="120" rx="4" fill="#8a9aa4" transform="rotate(-8 247 360)"/><rect x="215" y="290" width="70" height="30" rx="8" fill="${accent}"/>
<rect x="360" y="380" width="200" height="26" rx="10" fill="${accent2}"/><rect x="380" y="406" width="12" height="40" fill="#8a9aa4"/><rect x="530" y="406" width="12" height="40" fill="#8a9aa4"/>
<rect x="600" y="330" width="160" height="12" rx="4" fill="#8a9aa4"/><rect x="600" y="390" width="160" height="12" rx="4" fill="#8a9aa4"/><rect x="610" y="330" width="10" height="120" fill="#8a9aa4"/><rect x="740" y="330" width="10" height="120" fill="#8a9aa4"/>
${[630, 670, 710].map((x) => `<rect x="${x}" y="312" width="26" height="18" rx="6" fill="#2d3a40"/><rect x="${x - 2}" y="372" width="30" height="18" rx="6" fill="#2d3a40"/>`).join("")}
${sparkle(460, 350, 14)}${sparkle(300, 470, 12)}`;
  },
  locker: (rng) => {
    const { svg, accent } = room(rng, 450);
    const lockers = Array.from({ length: 7 }, (_, i) => {
      const x = 60 + i * 98;
      return `<rect x="${x}" y="100" width="92" height="290" rx="4" fill="${accent}" fill-opacity="${i % 2 ? 0.85 : 1}"/>${[130, 150, 170].map((y) => `<rect x="${x + 20}" y="${y}" width="52" height="6" rx="3" fill="#ffffff" fill-opacity="0.5"/>`).join("")}<rect x="${x + 72}" y="240" width="8" height="26" rx="3" fill="#ffffff" fill-opacity="0.8"/>`;
    }).join("");
    return `${svg}${lockers}<rect x="140" y="410" width="520" height="24" rx="8" fill="#d9b98f"/><rect x="170" y="434" width="14" height="40" fill="#8a9aa4"/><rect x="616" y="434" width="14" height="40" fill="#8a9aa4"/>
<rect x="330" y="392" width="90" height="20" rx="8" fill="#ffffff"/><rect x="340" y="380" width="70" height="14" rx="6" fill="#ffffff" stroke="${INK}" stroke-opacity="0.15"/>
${sparkle(250, 500, 14)}${sparkle(560, 520, 12)}${sparkle(400, 250, 16)}`;
  },
  daycare: (rng) => {
    const { svg, accent, accent2 } = room(rng);
    const flags = Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M${90 + i * 70} ${92 + (i % 2) * 4}l35 0-17 34z" fill="${ACCENTS[i % ACCENTS.length]}"/>`,
    ).join("");
    const blocks = Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${560 + (i % 3) * 50}" y="${240 + Math.floor(i / 3) * 70}" width="40" height="40" rx="4" fill="${ACCENTS[(i + 2) % ACCENTS.length]}"/>`,
    ).join("");
    return `${svg}<path d="M80 90 Q400 130 720 90" fill="none" stroke="${INK}" stroke-opacity="0.3" stroke-width="3"/>${flags}
<rect x="540" y="220" width="180" height="210" rx="6" fill="#f6efe2" stroke="${INK}" stroke-opacity="0.2" stroke-width="4"/><rect x="540" y="285" width="180" height="8" fill="${INK}" fill-opacity="0.2"/><rect x="540" y="355" width="180" height="8" fill="${INK}" fill-opacity="0.2"/>${blocks}
<ellipse cx="300" cy="500" rx="230" ry="50" fill="${accent2}" fill-opacity="0.5"/>
<rect x="170" y="380" width="250" height="16" rx="6" fill="${accent}"/><rect x="185" y="396" width="10" height="50" fill="${accent}"/><rect x="395" y="396" width="10" height="50" fill="${accent}"/>
<rect x="120" y="400" width="40" height="10" rx="3" fill="#f2b84b"/><rect x="124" y="410" width="6" height="36" fill="#f2b84b"/><rect x="150" y="410" width="6" height="36" fill="#f2b84b"/>
<rect x="430" y="400" width="40" height="10" rx="3" fill="#7c6fb0"/><rect x="434" y="410" width="6" height="36" fill="#7c6fb0"/><rect x="460" y="410" width="6" height="36" fill="#7c6fb0"/>
${windowAt(150, 170, 150, 130, rng)}${sparkle(330, 350, 14)}${sparkle(480, 200, 14)}${sparkle(640, 470, 12)}`;
  },
  medical: (rng) => {
    const { svg, accent } = room(rng);
    return `${svg}<rect x="90" y="130" width="120" height="150" rx="6" fill="#ffffff" stroke="${INK}" stroke-opacity="0.2" stroke-width="3"/>${[160, 190, 220, 250].map((y) => `<rect x="108" y="${y}" width="84" height="8" rx="4" fill="${accent}" fill-opacity="0.5"/>`).join("")}
<rect x="250" y="330" width="300" height="40" rx="14" fill="${accent}"/><rect x="250" y="322" width="300" height="14" rx="7" fill="#ffffff"/><rect x="280" y="370" width="16" height="60" fill="#8a9aa4"/><rect x="505" y="370" width="16" height="60" fill="#8a9aa4"/>
<rect x="230" y="306" width="80" height="30" rx="12" fill="${accent}" fill-opacity="0.8"/>
<rect x="590" y="300" width="160" height="130" rx="6" fill="#f6f8f9" stroke="${INK}" stroke-opacity="0.2" stroke-width="3"/><rect x="600" y="284" width="140" height="18" rx="6" fill="#ffffff"/><path d="M670 284v-26h18" fill="none" stroke="#8a9aa4" stroke-width="6" stroke-linecap="round"/>
<rect x="600" y="110" width="140" height="120" rx="6" fill="#dff3fa" stroke="#ffffff" stroke-width="8"/><path d="M650 170h40M670 150v40" stroke="#e07a5f" stroke-width="10" stroke-linecap="round"/>
<circle cx="420" cy="470" r="22" fill="${INK}" fill-opacity="0.8"/><rect x="414" y="430" width="12" height="40" fill="#8a9aa4"/>
${sparkle(400, 260, 16)}${sparkle(540, 160, 12)}${sparkle(180, 380, 12)}`;
  },
  waiting: (rng) => {
    const { svg, accent, accent2 } = room(rng);
    const chairs = Array.from({ length: 4 }, (_, i) => {
      const x = 70 + i * 90;
      return `<rect x="${x}" y="320" width="76" height="70" rx="12" fill="${accent}"/><rect x="${x}" y="370" width="76" height="26" rx="8" fill="${accent}" fill-opacity="0.8"/><rect x="${x + 8}" y="396" width="8" height="36" fill="#8a9aa4"/><rect x="${x + 60}" y="396" width="8" height="36" fill="#8a9aa4"/>`;
    }).join("");
    return `${svg}${frame(90, 130, 150, 110, accent2)}<circle cx="330" cy="170" r="40" fill="#ffffff" stroke="${INK}" stroke-opacity="0.3" stroke-width="5"/><path d="M330 170v-24M330 170l16 10" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>
${chairs}<rect x="470" y="290" width="280" height="140" rx="8" fill="#f6efe2" stroke="${INK}" stroke-opacity="0.2" stroke-width="4"/><rect x="460" y="276" width="300" height="20" rx="6" fill="${accent2}"/>
<rect x="560" y="236" width="60" height="40" rx="4" fill="#2d3a40"/>${plant(420, 430, 1)}
${sparkle(600, 360, 16)}${sparkle(200, 290, 12)}${sparkle(700, 180, 14)}`;
  },
  construction: (rng) => {
    const { svg, accent } = room(rng);
    return `${svg}${windowAt(110, 100, 200, 200, rng)}${windowAt(420, 100, 200, 200, rng)}
<path d="M640 430 L690 190 L720 190 L760 430" fill="none" stroke="${accent}" stroke-width="14" stroke-linejoin="round"/>${[260, 320, 380].map((y) => `<line x1="${650 + (430 - y) * 0.18}" y1="${y}" x2="${748 - (430 - y) * 0.12}" y2="${y}" stroke="${accent}" stroke-width="10"/>`).join("")}
<path d="M120 470h130l-20 30h-130z" fill="#b8c3cb"/><rect x="140" y="462" width="80" height="10" rx="4" fill="${accent}"/>
<rect x="300" y="440" width="70" height="70" rx="8" fill="#f2b84b"/><rect x="296" y="432" width="78" height="14" rx="6" fill="#d99a2b"/>
${sparkle(210, 180, 18)}${sparkle(530, 220, 16)}${sparkle(450, 480, 12)}${sparkle(620, 400, 12)}`;
  },
  rental: (rng) => {
    const { svg, accent, accent2 } = room(rng);
    return `${svg}${windowAt(560, 90, 160, 170, rng)}${frame(120, 120, 140, 100, accent2)}
<rect x="110" y="260" width="360" height="100" rx="16" fill="#d9b98f"/>
<rect x="90" y="330" width="400" height="110" rx="14" fill="#ffffff" stroke="${INK}" stroke-opacity="0.1" stroke-width="3"/><rect x="90" y="400" width="400" height="40" rx="12" fill="${accent}" fill-opacity="0.35"/>
<rect x="130" y="300" width="140" height="48" rx="20" fill="#f6f8f9" stroke="${INK}" stroke-opacity="0.1"/><rect x="310" y="300" width="140" height="48" rx="20" fill="#f6f8f9" stroke="${INK}" stroke-opacity="0.1"/>
<rect x="230" y="360" width="110" height="22" rx="8" fill="${accent2}"/><rect x="236" y="344" width="98" height="20" rx="8" fill="${accent}"/>
<rect x="360" y="356" width="40" height="28" rx="3" fill="#fff6d5" stroke="${INK}" stroke-opacity="0.3"/>
<rect x="560" y="340" width="110" height="90" rx="10" fill="${INK}" fill-opacity="0.8"/><rect x="595" y="322" width="40" height="20" rx="6" fill="none" stroke="${INK}" stroke-width="6"/>
${sparkle(480, 290, 16)}${sparkle(200, 420, 12)}${sparkle(700, 300, 12)}`;
  },
  moving: (rng) => {
    const { svg } = room(rng);
    const box = (x: number, y: number, w: number, h: number) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#d9a86c" stroke="#a8773e" stroke-width="3"/><rect x="${x + w / 2 - 12}" y="${y}" width="24" height="${h}" fill="#e9c48f"/>`;
    return `${svg}<rect x="90" y="110" width="220" height="320" rx="6" fill="#ffffff" stroke="${INK}" stroke-opacity="0.2" stroke-width="4"/><rect x="100" y="120" width="95" height="300" fill="#f6f8f9"/><rect x="205" y="120" width="95" height="300" fill="#f6f8f9"/><line x1="100" y1="170" x2="300" y2="170" stroke="#8a9aa4" stroke-width="5"/>
${windowAt(430, 100, 230, 190, rng)}${box(480, 350, 120, 90)}${box(610, 370, 100, 70)}${box(520, 280, 90, 72)}
${sparkle(200, 260, 18)}${sparkle(380, 470, 14)}${sparkle(700, 320, 12)}${sparkle(560, 220, 12)}`;
  },
};

export function svgDocument(body: string, viewBox = "0 0 800 600", width = 800, height = 600): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">${body.replace(/\n/g, "")}</svg>\n`;
}
