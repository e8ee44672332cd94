// heic-decode ships no types; this is the part of its API the HEIC worker uses.
declare module "heic-decode" {
  interface DecodedHeic {
    width: number;
    height: number;
    data: Uint8ClampedArray<ArrayBuffer>;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedHeic>;
  export default decode;
}
