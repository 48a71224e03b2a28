'use client'

import { useEffect } from 'react'

import type { InsightFlow } from '@/domain/insights-rules'

import { recordStep } from './record-later'

/**
 * Counts a flow's step that the server renders on its own (the checkout's confirmation, the trade-in
 * offer, the finance answer) for marketer insights (issue 44); the steps with a form count themselves.
 */
export function InsightsStep({ flow, step, label }: { flow: InsightFlow; step: number; label: string }) {
  useEffect(() => recordStep(flow, step, label), [flow, step, label])
  return null
}
