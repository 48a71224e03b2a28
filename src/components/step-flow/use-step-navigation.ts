'use client'

import { useEffect, useRef } from 'react'

/**
 * A step-by-step flow's navigation: a step asked for before the ones it needs are done (a shared
 * link, a reload after the tab forgot) is replaced by `open`, the first one not done, once the tab's
 * answers are read (`ready`); moving to another step puts focus on its heading (the returned ref), so
 * a screen reader announces it. The first render keeps focus where the browser put it.
 */
export function useStepNavigation<S extends string>({ step, open, ready, replace }: { step: S; open: S; ready: boolean; replace: (step: S) => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef<S | null>(null)
  useEffect(() => {
    if (ready && open !== step) replace(open)
  })
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== step) heading.current?.focus()
    shownStep.current = step
  }, [step])
  return heading
}
