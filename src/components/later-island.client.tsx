'use client'

import { Activity, lazy, memo, useCallback, useEffect, useRef, type ComponentType } from 'react'

import { holdActions, type HeldActions } from './held-actions'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React's types take a custom element
  namespace JSX {
    interface IntrinsicElements {
      /** A later island's wrapper: a custom element, so it may sit in a paragraph and hold whatever its part renders. */
      'later-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
}

/**
 * Resolves once the page has loaded (its photos shown, its own scripts run) and the browser is idle:
 * code loaded then never competes with the first paint. At once after a client-side navigation.
 */
let pageSettled: Promise<void> | undefined
export function whenPageSettled(): Promise<void> {
  pageSettled ??= new Promise((resolve) => {
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 1))
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', idle, { once: true })
  })
  return pageSettled
}

/**
 * Whether the page's first hydration is over: set a task after the first island's effects (every
 * island of the first page has rendered by then). An island rendered after that is a client render,
 * with no server HTML to show while its code loads.
 */
let firstPageHydrated = false
const markFirstPageHydrated = () => setTimeout(() => (firstPageHydrated = true))

/** Calls `onNear` once, when one of the part's boxes comes within half a screen of the viewport. */
function whenNearViewport(root: HTMLElement, onNear: () => void): () => void {
  const boxes = [...root.children]
  if (boxes.length === 0) {
    onNear()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      onNear()
    },
    { rootMargin: '50% 0px' },
  )
  for (const box of boxes) observer.observe(box)
  return () => observer.disconnect()
}

type LiveProps<P> = P & { onLive: () => void }

function sameProps(before: object, after: object): boolean {
  const keys = Object.keys(before)
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key as keyof object], after[key as keyof object]))
}

/**
 * A client part the server renders into the page whose code loads when the part comes near the
 * viewport once the page has settled, or at the shopper's first pointer, touch, focus or key inside it
 * if that comes first. The first paint downloads and runs none of it, and a shopper who never scrolls
 * to it never pays for it. Until then its server HTML stays as sent, and what the shopper does inside
 * it is held and done again once it is live (held-actions.ts). Rendered by the client (a client-side
 * navigation, new props), its code is wanted at once.
 *
 * The part sits in an Activity boundary, which React hydrates on its own once the code is there. Not
 * a Suspense boundary: React moves a large one to the end of the HTML and reveals it by script,
 * frames after the rest. In the same React tree, so context and useId work as anywhere.
 *
 * `{ loadAt: 'hydration' }` asks for the code as soon as the part hydrates, for small parts many page
 * modules can render but few pages show (a card's save buttons, a location's tabs): a chunk of their
 * own that only a page showing them loads, with the page, instead of every page module carrying them.
 * A tap made before the code is there is held and done then, as for any later island.
 *
 * Call it at module level in a 'use client' module; the returned component takes the part's props.
 */
export function laterIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { loadAt = 'near-viewport' }: { loadAt?: 'near-viewport' | 'hydration' } = {},
): ComponentType<P> {
  let want = () => {}
  const wanted = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (want = resolve))
  let mounted = 0
  const whenFailed = new Set<() => void>()
  const Island = lazy(async () => {
    // React tries a hydrated part's code after the page's effects ran; with none mounted, this is the
    // first of its kind rendered by the client, and nothing on screen waits for a touch or a scroll.
    const renderedByClient = mounted === 0
    if (!renderedByClient) await wanted
    const Part = await load().catch((error: unknown) => {
      // The code did not come (a dropped connection, or a new release replaced it, and the bundler
      // keeps that failure for the page's life). A client render has nothing to show: the error
      // boundary takes it. Server HTML stays as sent, and the next touch in it loads the page again.
      if (renderedByClient) throw error
      for (const onFailed of whenFailed) onFailed()
      return new Promise<never>(() => {})
    })
    function LiveIsland({ onLive, ...props }: LiveProps<P>) {
      useEffect(onLive, [onLive])
      return <Part {...(props as P)} />
    }
    return { default: LiveIsland }
  })

  function LaterIsland(props: P) {
    const root = useRef<HTMLElement>(null)
    const held = useRef<HeldActions | null>(null)
    const live = useRef(false)
    // A render after the page's first hydration: a client render, or new props for a waiting part,
    // which React hydrates at once, holding every other update until it can. Either wants the code now.
    if (firstPageHydrated) want()
    const onLive = useCallback(() => {
      live.current = true
      held.current?.replay()
    }, [])
    useEffect(() => {
      mounted += 1
      markFirstPageHydrated()
      // Its part's effect runs first when the part hydrated at once (its code was already loaded).
      if (live.current) return () => void (mounted -= 1)
      let stopped = false
      const element = root.current!
      held.current = holdActions(element, want)
      const onFailed = () => {
        held.current?.stop()
        held.current = holdActions(element, () => window.location.reload())
      }
      whenFailed.add(onFailed)
      if (loadAt === 'hydration') want()
      const stopWatching = loadAt === 'hydration' ? () => {} : whenNearViewport(element, () => whenPageSettled().then(() => stopped || want()))
      return () => {
        mounted -= 1
        stopped = true
        whenFailed.delete(onFailed)
        stopWatching()
        held.current?.stop()
      }
    }, [])
    return (
      <later-island ref={root}>
        <Activity mode="visible">
          <Island {...props} onLive={onLive} />
        </Activity>
      </later-island>
    )
  }
  // The same props again (a parent's render) leave a waiting part alone. The comparison is given,
  // not left to React's default: a memo without one takes its inner function's place in the tree,
  // and a server navigation's payload (which names the part lazily) then no longer matches it, so the
  // part would mount afresh and lose its state and focus.
  return memo(LaterIsland, sameProps) as unknown as ComponentType<P>
}
