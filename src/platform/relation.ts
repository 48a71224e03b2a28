/** The id of a Payload relationship value, whether it arrived populated (depth >= 1) or as a bare id. */
export function relationId<T extends { id: number }>(ref: number | T | null | undefined): number | null {
  return (ref && typeof ref === 'object' ? ref.id : ref) ?? null
}
