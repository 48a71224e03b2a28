'use client'

import { useRef, useState, type ReactNode } from 'react'

import { useStepMutation } from '@/components/step-flow/use-step-mutation'
import { landingRotation } from '@/domain/spin-to-win'

import type { SpinAnswer } from './spin-answer'
import type { SpinPlace } from './spin-page'
import { spinResultLines } from './spin-result'

const SPIN_MS = 5000

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

export interface SpinWheelProps {
  campaignId: number
  segmentCount: number
  place: SpinPlace
  /** The wheel's picture, drawn on the server. */
  children: ReactNode
}

/**
 * The wheel's island (issue 22): the Spin button asks the server, which draws; the wheel then turns
 * to where the server said (skipped with reduced motion) and the result is written out and announced
 * in a polite live region. A shopper who has spun sees their result instead of the button.
 */
export function SpinWheel({ campaignId, segmentCount, place, children }: SpinWheelProps) {
  const earlier = place.kind === 'spun' ? place.answer : null
  const [rotation, setRotation] = useState(earlier && earlier.segmentIndex >= 0 ? landingRotation(earlier.segmentIndex, segmentCount, { turns: 0 }) : 0)
  const [turning, setTurning] = useState(false)
  const [result, setResult] = useState<SpinAnswer | null>(earlier)
  const [problem, setProblem] = useState<string | null>(null)
  const settle = useRef<number | undefined>(undefined)
  const mutation = useStepMutation<SpinAnswer, object>('/api/spin-to-win')

  const spin = async () => {
    setProblem(null)
    const answer = await mutation.mutateAsync({ campaignId })
    if (!answer.ok) return setProblem(answer.body.message ?? 'Something went wrong. Please try again.')
    const still = prefersReducedMotion() || answer.body.segmentIndex < 0
    if (still) return setResult(answer.body)
    setTurning(true)
    setRotation(landingRotation(answer.body.segmentIndex, segmentCount, { turns: 6, nudge: Math.random() * 0.6 - 0.3 }))
    window.clearTimeout(settle.current)
    // The result is written once the wheel stops, so the announcement matches what the shopper sees.
    settle.current = window.setTimeout(() => {
      setTurning(false)
      setResult(answer.body)
    }, SPIN_MS)
  }

  const busy = mutation.isPending || turning
  const lines = result ? spinResultLines(result) : []
  return (
    <div className="spin-wheel">
      <div className="spin-wheel__stage">
        <span className="spin-wheel__pointer" aria-hidden="true" />
        <div className={`spin-wheel__rotor${turning ? ' spin-wheel__rotor--turning' : ''}`} style={{ transform: `rotate(${rotation}deg)` }}>
          {children}
        </div>
      </div>
      <div className="spin-wheel__controls">
        {place.kind === 'signed-out' ? (
          <a className="button button--primary" href={place.signInHref}>
            Sign in to spin
          </a>
        ) : null}
        {place.kind === 'needs-details' ? (
          <p>
            Add your name and mobile in <a href={place.garagePath}>your garage</a> so we know who won, then come back to spin.
          </p>
        ) : null}
        {/* Never `disabled` (that drops keyboard focus): aria-disabled, and a click while busy or after the spin does nothing. */}
        {place.kind === 'ready' ? (
          <button
            type="button"
            className="button button--primary spin-wheel__button"
            onClick={busy || result ? undefined : spin}
            onFocus={mutation.warm}
            onPointerEnter={mutation.warm}
            aria-disabled={busy || result !== null}
          >
            {result ? 'Spun' : turning ? 'Spinning…' : mutation.isPending ? 'Drawing…' : 'Spin the wheel'}
          </button>
        ) : null}
        <div className="spin-wheel__result" role="status" aria-live="polite" aria-atomic="true">
          {lines.map((line, index) =>
            index === 0 ? (
              <p key={index} className="spin-wheel__headline">
                {line}
              </p>
            ) : (
              <p key={index}>{line}</p>
            ),
          )}
          {problem ? <p className="spin-wheel__problem">{problem}</p> : null}
        </div>
      </div>
    </div>
  )
}
