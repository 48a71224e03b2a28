/**
 * The arithmetic of the 360° spin and interior viewers (spec §4 "Spin view", §9 "Spin: 20 px drag
 * per frame, auto-rotate interval 100 ms"), kept apart from React so it can be tested on its own.
 */
export const SPIN_DRAG_PX_PER_FRAME = 20
export const SPIN_AUTO_ROTATE_MS = 100
/** A hotspot shows on its own frame and the one either side of it. */
export const HOTSPOT_FRAME_TOLERANCE = 1
/** Arrow keys pan the interior by a twentieth of the panorama (18°). */
export const PANORAMA_KEY_STEP = 0.05

export interface SpinHotspot {
  x: number
  y: number
  frame?: number | null
  description: string
  anchor?: string | null
}

/** Any whole number of frames, folded into 0..count-1 (turning past the last frame comes back to the first). */
export function wrapFrame(frame: number, count: number): number {
  if (count <= 0) return 0
  return ((Math.trunc(frame) % count) + count) % count
}

/** The frame shown after dragging dx pixels from where the drag started: one frame per 20 px, right turns forward. */
export function frameAfterDrag(startFrame: number, dx: number, count: number): number {
  return wrapFrame(startFrame + Math.trunc(dx / SPIN_DRAG_PX_PER_FRAME), count)
}

/** Auto-rotation stops once it has made one full turn (spec §4): after `count` steps it is back where it began. */
export function autoRotateFinished(steps: number, count: number): boolean {
  return count <= 1 || steps >= count
}

/**
 * Whether a hotspot shows on a frame: within one frame of its own, going round the turn (frame 23
 * is next to frame 0). A hotspot without a frame belongs to the first frame.
 */
export function hotspotVisible(hotspot: Pick<SpinHotspot, 'frame'>, frame: number, count: number): boolean {
  const own = wrapFrame(hotspot.frame ?? 0, count)
  const distance = Math.abs(own - wrapFrame(frame, count))
  return Math.min(distance, count - distance) <= HOTSPOT_FRAME_TOLERANCE
}

/** Whole percent of frames settled (loaded or failed), for the loading progress. */
export function loadProgress(settled: number, total: number): number {
  if (total <= 0) return 100
  return Math.min(100, Math.floor((Math.max(0, settled) / total) * 100))
}

/** A panorama offset (fraction of its width) folded into [0, 1), so panning wraps around. */
export function wrapOffset(offset: number): number {
  const wrapped = offset - Math.floor(offset)
  return wrapped >= 1 ? 0 : wrapped
}

/** The offset after dragging dx pixels across a panorama drawn `width` pixels wide: the view follows the finger. */
export function offsetAfterDrag(startOffset: number, dx: number, width: number): number {
  return width > 0 ? wrapOffset(startOffset - dx / width) : wrapOffset(startOffset)
}

/**
 * Where a panorama hotspot (x as a fraction of the panorama) falls in a viewport showing `visible`
 * of the panorama's width from `offset`: a fraction of the viewport, or null when it is out of view.
 */
export function panoramaHotspotPosition(x: number, offset: number, visible: number): number | null {
  if (visible <= 0) return null
  const along = wrapOffset(x - offset)
  return along <= visible ? along / visible : null
}
