import { MutationObserver, QueryClient } from '@tanstack/react-query'

const stepClient = new QueryClient()

/**
 * One step's POST through the flows' mutation cache. The endpoint is the mutation's scope, so a
 * second submit of the same flow (a double click, Enter twice) waits for the first to answer
 * instead of racing it to the server. `networkMode: 'always'` sends even when the browser says it is
 * offline, so the shopper gets the "could not reach" problem instead of a step that waits forever.
 */
export function sendStep<Answer>(endpoint: string, send: () => Promise<Answer>): Promise<Answer> {
  return new MutationObserver<Answer, Error, void>(stepClient, { mutationFn: send, scope: { id: endpoint }, networkMode: 'always' }).mutate()
}
