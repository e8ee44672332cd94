// heic-decode ships no types; this is the part of its API the HEIC worker uses (its lib.js, given our own libheif).
declare module "heic-decode" {
  interface DecodedHeic {
    width: number;
    height: number;
    data: Uint8ClampedArray<ArrayBuffer>;
  }
  /** One image of the file, decoded only when asked. */
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedHeic>;
  }
}
