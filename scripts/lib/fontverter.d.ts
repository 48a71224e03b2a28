// fontverter publishes no types: the one function the font scripts use.
declare module 'fontverter' {
  /** The font in another container format (`sfnt` is the plain TrueType/OpenType file HarfBuzz reads). */
  export function convert(font: Buffer | Uint8Array, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>
}
