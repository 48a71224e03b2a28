// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'

import { showPlaceholderForBrokenPhotos } from './CarImage'

/** Spec §8 "Missing image" on search results still in the server's HTML (issue 24: the search hydrates on first touch). */
describe('showPlaceholderForBrokenPhotos', () => {
  it('puts the not-found placeholder in place of a car photo that fails to load, and leaves other images alone', () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<img class="vehicle-card__image" src="/cars/gone.webp" srcset="/cars/gone.webp 640w" sizes="100vw"><img class="logo" src="/logo-gone.svg">'
    document.body.append(root)
    const stop = showPlaceholderForBrokenPhotos(root)
    const [photo, logo] = root.querySelectorAll('img')
    photo!.dispatchEvent(new Event('error'))
    logo!.dispatchEvent(new Event('error'))
    expect(photo!.getAttribute('src')).toBe('/images/no-photo.svg')
    expect(photo!.hasAttribute('srcset')).toBe(false)
    expect(logo!.getAttribute('src')).toBe('/logo-gone.svg')
    stop()
    root.remove()
  })
})
