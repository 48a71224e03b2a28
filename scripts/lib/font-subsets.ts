/**
 * The shopper pages' self-hosted fonts, cut to the weights the stylesheets use (npm run fonts:build
 * writes them; src/app/(site)/layout.tsx loads them). Every character of the source file is kept, and
 * every OpenType feature (tabular figures among them). Inter is preloaded on every page, so its bytes
 * come before each page's first paint on a slow phone: 400 to 800 is about a third smaller than 100 to 900.
 */
export type FontSubset = {
  /** The variable font as published (latin characters, every weight). */
  source: string
  /** Where the cut file is written, from the project root. */
  file: string
  /** The weight axis kept, as the stylesheets ask for it. */
  weights: { min: number; max: number }
}

export const fontSubsets = {
  /** Every template's text: regular 400 to extra-bold 800. */
  inter: {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'src/app/(site)/fonts/inter-latin-wght-400-800.woff2',
    weights: { min: 400, max: 800 },
  },
  /** Showroom's headings (their --heading-weight), and bold within them. */
  outfit: {
    source: 'node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
    file: 'src/app/(site)/fonts/outfit-latin-wght-600-700.woff2',
    weights: { min: 600, max: 700 },
  },
} satisfies Record<string, FontSubset>
