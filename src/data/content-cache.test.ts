import { describe, expect, it, vi } from 'vitest'

import { cachedContent, clearContentCache } from './content-cache'

describe('content cache (a few seconds of published content per app server)', () => {
  it('loads a key once, shares the load with concurrent readers, and loads again after a save clears it', async () => {
    clearContentCache()
    const load = vi.fn(async () => ({ title: 'Home' }))
    const [a, b] = await Promise.all([cachedContent('page:1:home', load), cachedContent('page:1:home', load)])
    expect(a).toBe(b)
    expect(load).toHaveBeenCalledTimes(1)
    await cachedContent('page:1:home', load)
    expect(load).toHaveBeenCalledTimes(1)
    clearContentCache()
    await cachedContent('page:1:home', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps no failed load: the next reader tries the database again', async () => {
    clearContentCache()
    const load = vi.fn().mockRejectedValueOnce(new Error('connection reset')).mockResolvedValueOnce('menu')
    await expect(cachedContent('menu:1:header', load)).rejects.toThrow('connection reset')
    await expect(cachedContent('menu:1:header', load)).resolves.toBe('menu')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps different keys apart', async () => {
    clearContentCache()
    expect(await cachedContent('site:a', async () => 'A')).toBe('A')
    expect(await cachedContent('site:b', async () => 'B')).toBe('B')
  })
})
