'use client'

import { useState } from 'react'

import { postStep, unreachable, type StepAnswer } from './post-step'

const loadStepMutations = () => import('./step-mutations')

/**
 * A flow's step sent as a TanStack Query mutation whose code loads when the shopper starts on the
 * form (`warm`, on focus or pointer down) or at the latest with the first submit, not with the page:
 * react-query is about 9 KB gzipped, and a step page's first-load code stays under 150 KB (issue 42).
 * A network failure, or the mutation code failing to load, reads as the same "could not reach" problem.
 */
export function useStepMutation<Ok, Problem>(url: string) {
  const [sending, setSending] = useState(0)
  const mutateAsync = async (body: unknown): Promise<StepAnswer<Ok, Problem>> => {
    setSending((count) => count + 1)
    try {
      const { sendStep } = await loadStepMutations()
      return await sendStep(url, () => postStep<Ok, Problem>(url, body))
    } catch {
      return unreachable<Problem>()
    } finally {
      setSending((count) => count - 1)
    }
  }
  return { mutateAsync, isPending: sending > 0, warm: () => void loadStepMutations().catch(() => undefined) }
}
