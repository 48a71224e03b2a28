import { pageBlock } from '../page-block'

/** The site's new-car models (the Models collection) as tiles linking to their pages, optionally of one body type. */
export const ModelRangeBlock = pageBlock(
  'modelRange',
  { singular: 'Model range', plural: 'Model ranges' },
  {
    fields: [
      { name: 'heading', type: 'text', required: true, defaultValue: 'Explore our range' },
      { name: 'body', type: 'text', admin: { description: 'Only this body type, as the models name it (e.g. SUV). Empty: every model.' } },
      { name: 'count', type: 'number', min: 1, max: 24, defaultValue: 8, admin: { description: 'How many models at most, in the range page order.' } },
    ],
  },
)
