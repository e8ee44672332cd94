import { readFileSync } from "node:fs";
import { crc32, createDeflate } from "node:zlib";

// Files that cost far more to decode than their size says (test-only), as issue 27 sent them: each is a valid
// image that a decoder reads to the end, not a broken header.

/**
 * A HEIC of under a kilobyte whose primary image is an overlay: a grey canvas of `width` x `height` with one small
 * HEVC image in its corner, which libheif honestly decodes to a `width` x `height` photo (issue 27's "1.5 KB HEIC
 * claiming 9984 x 9984", +620 MB). The small image and its decoder configuration come from the 640 x 480 fixture
 * (server/content/fixtures/p3-gps.heic, whose iloc places its HEVC data at bytes 914-1160). `declared`: the size
 * its header (ispe) says, when it should lie about the canvas.
 */
export function heicClaiming(width: number, height: number, declared = { width, height }): Buffer {
  const fixture = readFileSync(new URL("../../server/content/fixtures/p3-gps.heic", import.meta.url));
  const tile = { width: 640, height: 480, data: fixture.subarray(914, 914 + 247) };
  const hvcC = boxIn(fixture, "hvcC");

  const ftyp = box("ftyp", Buffer.from("heic\0\0\0\0mif1heic", "latin1"));
  const hdlr = fullBox(
    "hdlr",
    0,
    0,
    Buffer.concat([u32(0), Buffer.from("pict", "latin1"), u32(0), u32(0), u32(0), Buffer.from([0])]),
  );
  const pitm = fullBox("pitm", 0, 0, u16(1));
  const infe = (id: number, type: string, hidden: boolean) =>
    fullBox(
      "infe",
      2,
      hidden ? 1 : 0,
      Buffer.concat([u16(id), u16(0), Buffer.from(type, "latin1"), Buffer.from([0])]),
    );
  const iinf = fullBox("iinf", 0, 0, Buffer.concat([u16(2), infe(1, "iovl", false), infe(2, "hvc1", true)]));
  const iref = fullBox("iref", 0, 0, box("dimg", Buffer.concat([u16(1), u16(1), u16(2)])));
  const ispe = (w: number, h: number) => fullBox("ispe", 0, 0, Buffer.concat([u32(w), u32(h)]));
  const ipco = box(
    "ipco",
    Buffer.concat([hvcC, ispe(tile.width, tile.height), ispe(declared.width, declared.height)]),
  );
  // Item 1 (the grid): property 3; item 2 (the tile): property 1 (essential) and 2.
  const ipma = fullBox(
    "ipma",
    0,
    0,
    Buffer.concat([u32(2), u16(1), Buffer.from([1, 3]), u16(2), Buffer.from([2, 0x81, 2])]),
  );
  const iprp = box("iprp", Buffer.concat([ipco, ipma]));
  // The overlay: version 0, 16-bit fields, a mid-grey canvas (RGBA, 16 bits each), its size, the tile at (0, 0).
  const grid = Buffer.concat([
    Buffer.from([0, 0]),
    u16(0x8000),
    u16(0x8000),
    u16(0x8000),
    u16(0xffff),
    u16(width),
    u16(height),
    u16(0),
    u16(0),
  ]);
  const idat = box("idat", grid);
  // iloc version 1, 4-byte offsets and lengths, no base offset: the grid in idat (method 1), the tile in mdat.
  const ilocFor = (tileOffset: number) =>
    fullBox(
      "iloc",
      1,
      0,
      Buffer.concat([
        Buffer.from([0x44, 0x00]),
        u16(2),
        u16(1),
        u16(1),
        u16(0),
        u16(1),
        u32(0),
        u32(grid.length),
        u16(2),
        u16(0),
        u16(0),
        u16(1),
        u32(tileOffset),
        u32(tile.data.length),
      ]),
    );
  const metaFor = (tileOffset: number) =>
    fullBox("meta", 0, 0, Buffer.concat([hdlr, pitm, ilocFor(tileOffset), iinf, iref, iprp, idat]));
  const before = ftyp.length + metaFor(0).length + 8;
  return Buffer.concat([ftyp, metaFor(before), box("mdat", tile.data)]);
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}
function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}
function box(type: string, body: Buffer): Buffer {
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
}
function fullBox(type: string, version: number, flags: number, body: Buffer): Buffer {
  return box(
    type,
    Buffer.concat([Buffer.from([version, (flags >> 16) & 255, (flags >> 8) & 255, flags & 255]), body]),
  );
}
/** The first box of this type anywhere in the file, whole (its size and type included). */
function boxIn(file: Buffer, type: string): Buffer {
  const at = file.indexOf(type, 0, "latin1") - 4;
  if (at < 0) throw new Error(`no ${type} box`);
  return file.subarray(at, at + file.readUInt32BE(at));
}

/**
 * A 16-bit RGB PNG with Adam7 interlacing, all black: 10,000 x 10,000 is 600 MB of pixels in under a megabyte
 * (issue 27's "778 KB 100-megapixel 16-bit interlaced PNG", +1 GB). Interlaced, so a decoder must hold the whole
 * image before the first full row. Made as a stream: the 600 MB are never in memory here.
 */
export async function interlacedPng16(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([16, 2, 0, 0, 1], 8); // 16 bits, RGB, deflate, adaptive filters, Adam7
  // Adam7's seven passes: each has its own rows (a filter byte and 6 bytes a pixel); all zero.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  for (const [x0, y0, dx, dy] of passes) {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (columns <= 0 || rows <= 0) continue;
    const row = Buffer.alloc(1 + columns * 6);
    for (let y = 0; y < rows; y += 1) {
      if (!deflate.write(row)) await new Promise((resolve) => deflate.once("drain", resolve));
    }
  }
  deflate.end();
  await done;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.concat(compressed)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
