// @vitest-environment happy-dom
import { act, createElement, lazy, Suspense, useId, useState, type ComponentType } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** Issue 24: a part below the vehicle page's first screen is in its HTML, and its code loads later. */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return createElement('button', { id: useId(), type: 'button', onClick: () => setCount(count + 1) }, `${label} ${count}`)
}
type PageProps = { label: string; note: string }
const page = (Island: ComponentType<{ label: string }>) =>
  function Page({ label, note }: PageProps) {
    return createElement('div', null, createElement('p', null, note), createElement('p', null, 'Call us ', createElement(Island, { label })))
  }

/** A fresh module each time: its first-hydration flag is per page load. */
async function islandKind(load: () => Promise<ComponentType<{ label: string }>>, options?: { loadAt: 'hydration' }) {
  vi.resetModules()
  const { laterIsland } = await import('./later-island.client')
  return page(laterIsland(load, options))
}

async function serverHtml(props: PageProps): Promise<string> {
  vi.stubGlobal('window', undefined)
  const ServerPage = await islandKind(() => Promise.resolve(Counter))
  vi.unstubAllGlobals()
  const { prelude } = await prerender(createElement(ServerPage, props))
  return new Response(prelude).text()
}

let root: Root | null = null
let container: HTMLElement
const recoverableErrors: unknown[] = []
const button = () => container.querySelector('button')!
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)))

beforeEach(() => {
  // Nothing comes near the viewport in these tests: loading starts only as each says.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  container = document.createElement('div')
  document.body.append(container)
  recoverableErrors.length = 0
})
afterEach(() => {
  act(() => root?.unmount())
  root = null
  container.remove()
  vi.unstubAllGlobals()
})

async function hydrate(
  props: PageProps,
  load: () => Promise<ComponentType<{ label: string }>> = vi.fn(() => Promise.resolve(Counter)),
  options?: { loadAt: 'hydration' },
) {
  container.innerHTML = await serverHtml(props)
  const Page = await islandKind(load, options)
  await act(async () => {
    root = hydrateRoot(container, createElement(Page, props), {
      onRecoverableError: (error) => recoverableErrors.push(error),
      onUncaughtError: (error) => recoverableErrors.push(error),
    })
  })
  await flush()
  return { load, Page }
}

describe('laterIsland', () => {
  it('renders the part in place in the server HTML, inside a paragraph too (not moved to the end and revealed by script)', async () => {
    const html = await serverHtml({ label: 'Cars', note: 'Open today' })
    expect(html).toMatch(/<p>Call us <later-island><!--&--><button id="[^"]+" type="button">Cars 0<\/button><!--\/&--><\/later-island><\/p>/)
    expect(html).not.toContain('<template')
  })

  it('asks for no code until a touch inside; a click before it is live is done once it is', async () => {
    const { load } = await hydrate({ label: 'Cars', note: 'Open today' })
    expect(load).not.toHaveBeenCalled()
    button().click()
    expect(button().textContent).toBe('Cars 0')
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    await flush()
    expect(button().textContent).toBe('Cars 1')
    expect(recoverableErrors).toEqual([])
  })

  it('loading at hydration, asks for its code with no touch or scroll; a click while it comes is done once it is there', async () => {
    let arrive = () => {}
    const load = vi.fn(() => new Promise<ComponentType<{ label: string }>>((resolve) => (arrive = () => resolve(Counter))))
    await hydrate({ label: 'Save', note: 'Kia Sportage' }, load, { loadAt: 'hydration' })
    expect(load).toHaveBeenCalledTimes(1)
    button().click()
    expect(button().textContent).toBe('Save 0')
    await act(async () => arrive())
    await flush()
    expect(button().textContent).toBe('Save 1')
    expect(recoverableErrors).toEqual([])
  })

  it('when its code does not come, the part stays as sent (no error for the page) and the next touch in it loads the page again', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    await hydrate(
      { label: 'Cars', note: 'Open today' },
      vi.fn(() => Promise.reject(new Error('Failed to load chunk'))),
    )
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await flush()
    await flush()
    expect(button().textContent).toBe('Cars 0')
    expect(container.querySelector('p')!.textContent).toBe('Open today')
    expect(recoverableErrors).toEqual([])
    expect(reload).not.toHaveBeenCalled()
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('new props for a part still waiting want its code at once, so the rest of the page keeps updating', async () => {
    const { load, Page } = await hydrate({ label: 'Cars', note: 'Open today' })
    await act(async () => root!.render(createElement(Page, { label: 'Vans', note: 'Closed' })))
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    await flush()
    expect(container.querySelector('p')!.textContent).toBe('Closed')
    expect(button().textContent).toBe('Vans 0')
  })

  it('named by a lazy reference of its own in each render, as a server navigation names a client part, keeps its state with new props', async () => {
    vi.resetModules()
    const { laterIsland } = await import('./later-island.client')
    const Island = laterIsland(() => Promise.resolve(Counter), { loadAt: 'hydration' })
    const render = (label: string) => {
      const Named = lazy(() => Promise.resolve({ default: Island }))
      return act(async () => root!.render(createElement(Suspense, null, createElement(Named, { label }))))
    }
    root = createRoot(container)
    await render('About you')
    await flush()
    const shown = button()
    await act(async () => shown.click())
    expect(shown.textContent).toBe('About you 1')
    await render('Income')
    await flush()
    expect(button()).toBe(shown)
    expect(button().textContent).toBe('Income 1')
  })

  it('rendered by the client (no server HTML to show), its code loads at once', async () => {
    const load = vi.fn(() => Promise.resolve(Counter))
    const Page = await islandKind(load)
    await act(async () => {
      root = createRoot(container)
      root.render(createElement(Page, { label: 'Cars', note: 'Open today' }))
    })
    await flush()
    expect(load).toHaveBeenCalledTimes(1)
    expect(button().textContent).toBe('Cars 0')
  })
})
