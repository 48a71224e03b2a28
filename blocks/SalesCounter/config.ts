import { pageBlock } from '../page-block'

/** Spec §9 "Sales counter": the month's running figure on Brisbane's clock, counting up as the page stays open. */
export const SalesCounterBlock = pageBlock(
  'salesCounter',
  { singular: 'Sales counter', plural: 'Sales counters' },
  {
    admin: { disableBlockName: true },
    fields: [
      { name: 'heading', type: 'text', required: true, defaultValue: 'Cars sold this month' },
      {
        name: 'text',
        type: 'textarea',
        admin: {
          description:
            "Optional line under the figure. The figure is the platform's sales counter: it starts from 0 on the first of each month (Brisbane time) and rises through the day.",
        },
      },
    ],
  },
)
