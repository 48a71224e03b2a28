/**
 * What a shopper does inside server-rendered HTML whose code has not loaded yet, held and done again
 * once it has (a part that hydrates on first touch). The first pointer, touch, focus, key or held
 * action inside `root` calls `onFirstTouch` (start loading), once. Until `replay()`:
 *   - a click on a button, summary, checkbox or radio is held: its default (a checkbox ticking or
 *     a details opening with nothing behind it) is prevented, and the click is made again once live;
 *   - text typed and options picked stay in the DOM, and their input or change event is sent again;
 *   - a form submit is held and submitted again;
 *   - an arrow, Home or End key on a tab is held and pressed again (a tab list moves by them alone).
 * Links are left alone: they work without code. Listeners sit on `window` in the capture phase,
 * ahead of React's root listener, which stops a click on content it cannot hydrate yet.
 */
export interface HeldActions {
  /** Starts loading now, as a first touch would. */
  start(): void
  /** Does what was held, in order, and stops holding. Call once the part is hydrated. */
  replay(): void
  /** Stops holding, dropping what was held. */
  stop(): void
}

type Held =
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'input' | 'change'; element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string }
  | { kind: 'submit'; element: HTMLFormElement }
  | { kind: 'key'; element: HTMLElement; key: string }

const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const
const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'])
const HELD_CLICK = 'button, summary, input[type="checkbox"], input[type="radio"], input[type="submit"]'

function inside(root: HTMLElement, target: EventTarget | null): target is Element {
  return target instanceof Element && root.contains(target)
}

/** Sends `input` again so React sees text typed before it hydrated (its value tracker took the typed text as the start). */
function sendInputAgain(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  element.value = value === '' ? ' ' : ''
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value)
  element.dispatchEvent(new Event('input', { bubbles: true }))
}

export function holdActions(root: HTMLElement, onFirstTouch: () => void): HeldActions {
  const held: Held[] = []
  let touched = false
  const start = () => {
    if (touched) return
    touched = true
    onFirstTouch()
  }
  const touch = (event: Event) => {
    if (inside(root, event.target)) start()
  }
  const onClick = (event: MouseEvent) => {
    if (!inside(root, event.target)) return
    start()
    const control = event.target.closest<HTMLElement>(HELD_CLICK)
    if (!control || !root.contains(control) || (control as HTMLButtonElement).disabled) return
    event.preventDefault()
    event.stopPropagation()
    held.push({ kind: 'click', element: control })
  }
  const onValue = (event: Event) => {
    const element = event.target
    if (!inside(root, element)) return
    const kind = event.type as 'input' | 'change'
    const typed =
      kind === 'input' && (element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !['checkbox', 'radio'].includes(element.type)))
    const picked = kind === 'change' && element instanceof HTMLSelectElement
    if (!typed && !picked) return
    start()
    const at = held.findIndex((entry) => entry.element === element)
    if (at >= 0) held.splice(at, 1)
    held.push({ kind, element, value: element.value })
  }
  const onKey = (event: KeyboardEvent) => {
    if (!inside(root, event.target) || !TAB_KEYS.has(event.key)) return
    const tab = event.target.closest<HTMLElement>('[role="tab"]')
    if (!tab || !root.contains(tab)) return
    event.preventDefault()
    event.stopPropagation()
    held.push({ kind: 'key', element: tab, key: event.key })
  }
  const onSubmit = (event: SubmitEvent) => {
    if (!inside(root, event.target) || !(event.target instanceof HTMLFormElement)) return
    start()
    event.preventDefault()
    event.stopPropagation()
    held.push({ kind: 'submit', element: event.target })
  }
  const listening = new AbortController()
  const options = { capture: true, signal: listening.signal }
  for (const type of TOUCH_EVENTS) window.addEventListener(type, touch, options)
  window.addEventListener('click', onClick, options)
  window.addEventListener('input', onValue, options)
  window.addEventListener('change', onValue, options)
  window.addEventListener('submit', onSubmit, options)
  window.addEventListener('keydown', onKey, options)
  const stop = () => listening.abort()
  return {
    start,
    stop() {
      stop()
      held.length = 0
    },
    replay() {
      stop()
      for (const entry of held.splice(0)) {
        if (!entry.element.isConnected) continue
        if (entry.kind === 'click') entry.element.click()
        else if (entry.kind === 'submit') entry.element.requestSubmit()
        else if (entry.kind === 'key') entry.element.dispatchEvent(new KeyboardEvent('keydown', { key: entry.key, bubbles: true, cancelable: true }))
        else if (entry.kind === 'input') sendInputAgain(entry.element as HTMLInputElement | HTMLTextAreaElement, entry.value)
        else {
          entry.element.value = entry.value
          entry.element.dispatchEvent(new Event('change', { bubbles: true }))
        }
      }
    },
  }
}
