import type { InitialResults } from 'instantsearch.js'

import type { FirstResultsQuery } from './first-results'

type Provider = (query: FirstResultsQuery) => Promise<InitialResults>

// Next renders a page twice in one process: React Server Components, then the HTML from their output.
// The two layers have their own copies of every module, so the search page's server side puts its
// provider where the HTML layer finds it; the answer then reaches the HTML without being sent in the
// page's component payload (which would put it in the page a second time).
const PROVIDER = Symbol.for('dealer-platform.search-page.first-results')
const registry = globalThis as typeof globalThis & { [PROVIDER]?: Provider }

/** Called by the search page's server side before it renders the page. */
export function provideServerFirstResults(provider: Provider): void {
  registry[PROVIDER] = provider
}

// One answer per rendered view: React renders a view again when its data arrives, with the same props.
const answers = new WeakMap<FirstResultsQuery, Promise<InitialResults>>()

/** The first answer for the HTML of a search page (server rendering only). */
export function serverFirstResults(query: FirstResultsQuery): Promise<InitialResults> {
  const provider = registry[PROVIDER]
  if (!provider) throw new Error('The search page rendered its HTML before its server side provided first results')
  let answer = answers.get(query)
  if (!answer) answers.set(query, (answer = provider(query)))
  return answer
}
