import type { SearchViewStart, ViewStartQuery } from './view-start'

type Provider = (query: ViewStartQuery) => Promise<SearchViewStart>

// Next renders a page twice in one process: React Server Components, then the HTML from their output.
// The two layers have their own copies of every module, so the search page's server side puts its
// provider where the HTML layer finds it; the answer then reaches the HTML without being sent in the
// page's component payload (which would put it in the page a second time).
const PROVIDER = Symbol.for('dealer-platform.search-page.view-start')
const registry = globalThis as typeof globalThis & { [PROVIDER]?: Provider }

/** Called by the search page's server side before it renders the page. */
export function provideServerViewStart(provider: Provider): void {
  registry[PROVIDER] = provider
}

// One answer per rendered view: React renders a view again when its data arrives, with the same props.
const answers = new WeakMap<ViewStartQuery, Promise<SearchViewStart>>()

/** Where the search view starts, for the HTML of a search page (server rendering only). */
export function serverViewStart(query: ViewStartQuery): Promise<SearchViewStart> {
  const provider = registry[PROVIDER]
  if (!provider) throw new Error('The search page rendered its HTML before its server side provided where the view starts')
  let answer = answers.get(query)
  if (!answer) answers.set(query, (answer = provider(query)))
  return answer
}
