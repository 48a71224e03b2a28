/**
 * A flow's answers in this tab (sessionStorage), read with useSyncExternalStore: each is stored once
 * the server accepted it, so a reload or Back keeps them; they go when the tab closes.
 */
const listeners = new Set<() => void>()

export function writeTabValue(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or full storage: the flow still works, it just forgets on reload.
  }
  for (const listener of listeners) listener()
}

// The stored text is the snapshot, so React re-renders only when it changes.
export const subscribeTab = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function tabSnapshot(key: string): string {
  try {
    return window.sessionStorage.getItem(key) ?? '{}'
  } catch {
    return '{}'
  }
}

/** The stored object; null before hydration (no snapshot yet), {} for nothing or something unreadable. */
export function parseTabValue<T extends object>(text: string | null): T | null {
  if (text === null) return null
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' ? (parsed as T) : ({} as T)
  } catch {
    return {} as T
  }
}
