import { convert } from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'

/** What a font file holds: its characters, variation axes and layout features. One call at a time (the woff2 decoder is not reentrant). */
export async function readFont(woff2: Buffer) {
  const face = new Face(new Blob(await convert(woff2, 'sfnt')))
  return {
    characters: [...face.collectUnicodes()],
    axes: face.getAxisInfos(),
    features: face.getTableFeatureTags('GSUB').concat(face.getTableFeatureTags('GPOS')),
  }
}

/** Every character a font file covers, as the text a subset must keep. */
export const fontCharacters = async (woff2: Buffer) => String.fromCodePoint(...(await readFont(woff2)).characters)
