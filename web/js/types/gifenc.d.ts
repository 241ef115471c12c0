// Types for the vendored GIF encoder (web/vendor/gifenc.js, copied from npm gifenc by make build), as gif-worker.js uses it.
declare module '*/vendor/gifenc.js' {
  export function GIFEncoder(): {
    writeFrame(index: Uint8Array, width: number, height: number, options?: { palette?: number[][]; delay?: number }): void;
    finish(): void;
    bytes(): Uint8Array<ArrayBuffer>;
  };
  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, options?: object): number[][];
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: number[][], format?: string): Uint8Array;
}
