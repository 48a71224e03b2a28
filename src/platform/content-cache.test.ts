import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { cachedContent, clearContentCache, CONTENT_TTL_MS } from './content-cache'

afterEach(() => vi.useRealTimers())

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

  it('serves the old copy while one reload runs after CONTENT_TTL_MS, then the new one', async () => {
    clearContentCache()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T00:00:00Z'))
    let release!: (value: string) => void
    const load = vi
      .fn()
      .mockResolvedValueOnce('old menu')
      .mockImplementationOnce(() => new Promise<string>((resolve) => (release = resolve)))
    expect(await cachedContent('menu:1:main', load)).toBe('old menu')

    vi.setSystemTime(Date.now() + CONTENT_TTL_MS)
    // Several readers while the reload runs: all get the old copy at once, and only one reload starts.
    expect(await Promise.all([cachedContent('menu:1:main', load), cachedContent('menu:1:main', load)])).toEqual(['old menu', 'old menu'])
    expect(load).toHaveBeenCalledTimes(2)

    release('new menu')
    await vi.waitFor(async () => expect(await cachedContent('menu:1:main', load)).toBe('new menu'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps the old copy when a reload fails, and the next reader after that retries', async () => {
    clearContentCache()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T00:00:00Z'))
    const load = vi.fn().mockResolvedValueOnce('hours').mockRejectedValueOnce(new Error('connection reset')).mockResolvedValueOnce('new hours')
    await cachedContent('location:1:hours', load)
    vi.setSystemTime(Date.now() + CONTENT_TTL_MS)
    expect(await cachedContent('location:1:hours', load)).toBe('hours')
    await vi.waitFor(async () => {
      expect(await cachedContent('location:1:hours', load)).toBe('hours')
      expect(load).toHaveBeenCalledTimes(3)
    })
    await vi.waitFor(async () => expect(await cachedContent('location:1:hours', load)).toBe('new hours'))
  })

  it('drops a reload that a save overtook: the cleared cache loads afresh', async () => {
    clearContentCache()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T00:00:00Z'))
    let release!: (value: string) => void
    const load = vi
      .fn()
      .mockResolvedValueOnce('v1')
      .mockImplementationOnce(() => new Promise<string>((resolve) => (release = resolve)))
      .mockResolvedValueOnce('v3 (after the save)')
    await cachedContent('page:1:about', load)
    vi.setSystemTime(Date.now() + CONTENT_TTL_MS)
    await cachedContent('page:1:about', load)
    clearContentCache()
    expect(await cachedContent('page:1:about', load)).toBe('v3 (after the save)')
    release('v2 (read before the save)')
    await Promise.resolve()
    expect(await cachedContent('page:1:about', load)).toBe('v3 (after the save)')
  })

  it('loads outside the reading request: a kept value carries no request store (issue 38)', async () => {
    clearContentCache()
    // As scripts/lib/app-server-hooks.mjs installs it before the app server handles any request.
    const startContext = new AsyncResource('test.outside-requests')
    const key = Symbol.for('dealer-platform.outside-requests')
    ;(globalThis as Record<symbol, unknown>)[key] = (fn: () => unknown) => startContext.runInAsyncScope(fn)
    try {
      const requestStore = new AsyncLocalStorage<{ request: number }>()
      const seen = await requestStore.run({ request: 1 }, () => cachedContent('page:1:contact', async () => requestStore.getStore() ?? null))
      expect(seen).toBeNull()
      expect(requestStore.run({ request: 2 }, () => requestStore.getStore())).toEqual({ request: 2 })
    } finally {
      delete (globalThis as Record<symbol, unknown>)[key]
    }
  })
})
