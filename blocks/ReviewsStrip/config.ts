import { pageBlock } from '../page-block'

/** Spec §3 Review, §9 "Reviews minimum rating 4; Google reviews shown 12": the site's customer reviews on any page. */
export const ReviewsStripBlock = pageBlock(
  'reviewsStrip',
  { singular: 'Reviews strip', plural: 'Reviews strips' },
  {
    admin: { disableBlockName: true },
    fields: [
      { name: 'heading', type: 'text', required: true, defaultValue: 'What our customers say' },
      {
        name: 'locations',
        type: 'relationship',
        relationTo: 'locations',
        hasMany: true,
        admin: {
          description:
            "Whose reviews (kept on each location). Empty: every visible location of the site. Hidden when the site hides reviews or the rating is below the site's minimum.",
        },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'minimumRating',
            type: 'number',
            min: 1,
            max: 5,
            defaultValue: 4,
            admin: { step: 1, description: 'Only reviews with at least this many stars are listed.' },
          },
          { name: 'limit', type: 'number', min: 1, max: 12, defaultValue: 12, admin: { step: 1, description: 'How many reviews, newest first (12 at most).' } },
        ],
      },
    ],
  },
)
