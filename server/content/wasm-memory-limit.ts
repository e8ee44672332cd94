/**
 * A WebAssembly module whose own memory may grow only to `maxBytes`: its memory section's maximum lowered (libheif's
 * is 2 GB). Growing past it fails inside the module as an allocation failure, which aborts the decode. A module
 * without a memory section of its own (an imported memory) is answered unchanged: its limit is set by whoever
 * creates that memory.
 */
export function withMemoryLimit(module: Uint8Array, maxBytes: number): Uint8Array {
  const PAGE = 65_536;
  let at = 8; // magic and version
  while (at < module.length) {
    const id = module[at] ?? 0;
    const size = readLeb(module, at + 1);
    const bodyStart = at + 1 + size.length;
    const bodyEnd = bodyStart + size.value;
    if (id === 5) {
      const count = readLeb(module, bodyStart);
      if (count.value !== 1) return module;
      let p = bodyStart + count.length;
      const flags = module[p] ?? 0;
      p += 1;
      const min = readLeb(module, p);
      p += min.length;
      const oldMax = flags & 1 ? readLeb(module, p).value : 65_536;
      const max = Math.max(min.value, Math.min(oldMax, Math.ceil(maxBytes / PAGE)));
      const body = [...writeLeb(1), flags | 1, ...writeLeb(min.value), ...writeLeb(max)];
      return concat([
        module.subarray(0, at),
        Uint8Array.of(5, ...writeLeb(body.length), ...body),
        module.subarray(bodyEnd),
      ]);
    }
    at = bodyEnd;
  }
  return module;
}

function readLeb(bytes: Uint8Array, start: number): { value: number; length: number } {
  let value = 0;
  let shift = 0;
  let length = 0;
  for (;;) {
    const byte = bytes[start + length] ?? 0;
    length += 1;
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if ((byte & 0x80) === 0) return { value, length };
  }
}

function writeLeb(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    out.push(byte);
  } while (rest > 0);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
