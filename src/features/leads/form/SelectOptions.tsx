import type { ReactNode } from 'react'

export interface SelectOption {
  value: string
  label: string
}

/**
 * A select's options; with a placeholder, first a disabled empty one that stays shown until the
 * shopper picks something (so nothing is chosen for them).
 */
export function SelectOptions({ placeholder, options }: { placeholder?: ReactNode; options: readonly SelectOption[] }) {
  return (
    <>
      {placeholder ? (
        <option value="" disabled>
          {placeholder}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}
