import { describe, expect, it } from 'vitest'

import {
  autoRotateFinished,
  frameAfterDrag,
  hotspotVisible,
  loadProgress,
  offsetAfterDrag,
  panoramaHotspotPosition,
  SPIN_AUTO_ROTATE_MS,
  SPIN_DRAG_PX_PER_FRAME,
  wrapFrame,
  wrapOffset,
} from './spin-frames'

describe('spin frame maths (spec §9 "Spin: 20 px drag per frame, auto-rotate interval 100 ms")', () => {
  it('uses the spec figures', () => {
    expect(SPIN_DRAG_PX_PER_FRAME).toBe(20)
    expect(SPIN_AUTO_ROTATE_MS).toBe(100)
  })

  it('moves one frame per full 20 px of drag, right turns forward, left back', () => {
    expect(frameAfterDrag(5, 0, 24)).toBe(5)
    expect(frameAfterDrag(5, 19, 24)).toBe(5)
    expect(frameAfterDrag(5, 20, 24)).toBe(6)
    expect(frameAfterDrag(5, 59, 24)).toBe(7)
    expect(frameAfterDrag(5, -19, 24)).toBe(5)
    expect(frameAfterDrag(5, -20, 24)).toBe(4)
    expect(frameAfterDrag(5, -100, 24)).toBe(0)
  })

  it('wraps around the turn in both directions', () => {
    expect(frameAfterDrag(23, 20, 24)).toBe(0)
    expect(frameAfterDrag(0, -20, 24)).toBe(23)
    expect(frameAfterDrag(3, 24 * 20 * 2 + 40, 24)).toBe(5)
    expect(frameAfterDrag(3, -(24 * 20 * 3 + 80), 24)).toBe(23)
    expect(wrapFrame(-1, 36)).toBe(35)
    expect(wrapFrame(72, 36)).toBe(0)
    expect(wrapFrame(4, 0)).toBe(0)
  })

  it('stops auto-rotation after one full turn (spec §4 "Auto-rotation stops after one full turn")', () => {
    expect(autoRotateFinished(0, 24)).toBe(false)
    expect(autoRotateFinished(23, 24)).toBe(false)
    expect(autoRotateFinished(24, 24)).toBe(true)
    // A one-frame "spin" has nothing to turn.
    expect(autoRotateFinished(0, 1)).toBe(true)
    // One full turn of 100 ms steps comes back to the frame it started on.
    let frame = 0
    let steps = 0
    while (!autoRotateFinished(steps, 24)) {
      frame = wrapFrame(frame + 1, 24)
      steps++
    }
    expect([frame, steps * SPIN_AUTO_ROTATE_MS]).toEqual([0, 2400])
  })

  it('shows a hotspot on its own frame and one either side, across the wrap, and frame-less ones with the first frame', () => {
    const on = (hotspotFrame: number | null | undefined) =>
      Array.from({ length: 24 }, (_, frame) => frame).filter((frame) => hotspotVisible({ frame: hotspotFrame }, frame, 24))
    expect(on(5)).toEqual([4, 5, 6])
    expect(on(0)).toEqual([0, 1, 23])
    expect(on(23)).toEqual([0, 22, 23])
    expect(on(null)).toEqual([0, 1, 23])
    expect(on(undefined)).toEqual([0, 1, 23])
    // A feed's frame beyond the last one counts round the turn.
    expect(on(25)).toEqual([0, 1, 2])
  })

  it('reports loading progress in whole percent', () => {
    expect(loadProgress(0, 24)).toBe(0)
    expect(loadProgress(6, 24)).toBe(25)
    expect(loadProgress(23, 24)).toBe(95)
    expect(loadProgress(24, 24)).toBe(100)
    expect(loadProgress(30, 24)).toBe(100)
    expect(loadProgress(0, 0)).toBe(100)
  })
})

describe('interior panorama maths', () => {
  it('follows the finger and wraps the offset into [0, 1)', () => {
    expect(offsetAfterDrag(0.5, -180, 1800)).toBeCloseTo(0.6)
    expect(offsetAfterDrag(0.5, 180, 1800)).toBeCloseTo(0.4)
    expect(offsetAfterDrag(0.95, -180, 1800)).toBeCloseTo(0.05)
    expect(offsetAfterDrag(0.02, 90, 1800)).toBeCloseTo(0.97)
    expect(offsetAfterDrag(0.3, 50, 0)).toBe(0.3)
    expect(wrapOffset(-0.25)).toBe(0.75)
    expect(wrapOffset(2)).toBe(0)
  })

  it('places hotspots in the visible part of the panorama, including across the seam', () => {
    // The viewport shows a third of the panorama starting at 0.4.
    expect(panoramaHotspotPosition(0.5, 0.4, 1 / 3)).toBeCloseTo(0.3)
    expect(panoramaHotspotPosition(0.8, 0.4, 1 / 3)).toBeNull()
    expect(panoramaHotspotPosition(0.1, 0.4, 1 / 3)).toBeNull()
    // Starting at 0.9, the view runs over the seam to 0.233.
    expect(panoramaHotspotPosition(0.05, 0.9, 1 / 3)).toBeCloseTo(0.45)
    expect(panoramaHotspotPosition(0.95, 0.9, 1 / 3)).toBeCloseTo(0.15)
    expect(panoramaHotspotPosition(0.5, 0.9, 1 / 3)).toBeNull()
    expect(panoramaHotspotPosition(0.5, 0, 0)).toBeNull()
  })
})
