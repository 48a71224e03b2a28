import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pageBlocks } from './index'

/** Issue 41 item 26: the page builder's picker showed one placeholder for every block. */
describe('block thumbnails', () => {
  it("every block in the page builder's picker has its own picture, served by the app", () => {
    const pictures = pageBlocks.map((block) => {
      expect(block.imageURL, block.slug).toMatch(/^\/block-thumbnails\/[a-zA-Z]+\.svg$/)
      expect(block.imageAltText, block.slug).toBeTruthy()
      return readFileSync(path.join('public', block.imageURL!), 'utf8')
    })
    expect(new Set(pictures).size).toBe(pageBlocks.length)
    // Drawn, not fetched: nothing in a picture loads from another host.
    for (const picture of pictures) expect(picture).not.toMatch(/href=|url\(|https?:\/\/(?!www\.w3\.org\/2000\/svg)/)
  })
})
