import { pageBlock } from '../page-block'

/** Issue 22 spin-to-win: the site's live campaign's wheel, odds and terms, where a marketer places it. */
export const SpinToWinBlock = pageBlock(
  'spinToWin',
  { singular: 'Spin to win', plural: 'Spin to win' },
  {
    admin: { disableBlockName: true },
    fields: [
      { name: 'heading', type: 'text', required: true, defaultValue: 'Spin to win' },
      {
        name: 'text',
        type: 'textarea',
        admin: {
          description:
            "Optional line above the wheel. The block shows the site's live spin-to-win campaign (Marketing > Spin campaigns) when the site's Spin to win switch is on; otherwise nothing.",
        },
      },
    ],
  },
)
