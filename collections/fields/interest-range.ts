import type { Field } from 'payload'

/**
 * A finance calculator interest range (spec §5: e.g. 4 to 20, or 9.95 to 19.95), set on a site or a
 * dealership. Both ends or neither; the upper end must be above the lower one.
 */
export const interestRangeFields: Field[] = [
  { name: 'interestMin', type: 'number', min: 0, max: 30, admin: { step: 0.05, description: 'Lowest interest rate (% p.a.). Set both ends or neither.' } },
  {
    name: 'interestMax',
    type: 'number',
    min: 0,
    max: 30,
    admin: { step: 0.05, description: 'Highest interest rate (% p.a.).' },
    validate: (value: number | null | undefined, { siblingData }: { siblingData: Partial<{ interestMin: number | null }> }) => {
      const min = siblingData?.interestMin
      const hasMin = typeof min === 'number'
      const hasMax = typeof value === 'number'
      if (hasMin !== hasMax) return 'Set both ends of the interest range, or neither.'
      if (hasMin && hasMax && value! <= min!) return 'The highest rate must be above the lowest.'
      return true
    },
  },
]
