import { pageBlock } from '../page-block'

export const RichTextBlock = pageBlock(
  'richText',
  { singular: 'Text', plural: 'Text' },
  {
    fields: [{ name: 'content', type: 'richText', required: true }],
  },
)
