import { frameUrlProblem } from '../../src/domain/embedded-frames'
import { pageBlock } from '../page-block'

/** Spec §2 "Tabbed embedded-frame viewer": other sites' pages (a builder, a calculator, a booking form) in tabs. */
export const TabbedFramesBlock = pageBlock(
  'tabbedFrames',
  { singular: 'Tabbed frames', plural: 'Tabbed frames' },
  {
    admin: { disableBlockName: true },
    fields: [
      { name: 'heading', type: 'text', required: true },
      {
        name: 'tabs',
        type: 'array',
        required: true,
        minRows: 1,
        maxRows: 8,
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'label', type: 'text', required: true, admin: { description: 'The tab, e.g. Build & price.' } },
              {
                name: 'url',
                type: 'text',
                required: true,
                validate: (value: unknown) => frameUrlProblem(value) ?? true,
                admin: { description: 'https:// address of the page to show.' },
              },
            ],
          },
          {
            name: 'title',
            type: 'text',
            required: true,
            admin: { description: 'What the frame holds, read out by screen readers, e.g. Toyota RAV4 build and price tool.' },
          },
        ],
      },
      { name: 'frameHeight', type: 'number', min: 300, max: 1600, defaultValue: 700, admin: { step: 10, description: 'Height of the frame in pixels.' } },
    ],
  },
)
