import { pageBlock } from '../page-block'

/** The vehicle page's finance calculator on any page (/finance...): defaults from the site, prefilled from vehiclePriceBudget and car_id. */
export const FinanceCalculatorBlock = pageBlock(
  'financeCalculator',
  { singular: 'Finance calculator', plural: 'Finance calculators' },
  {
    fields: [
      {
        name: 'requestQuoteHref',
        type: 'text',
        defaultValue: '#finance-form',
        admin: { description: 'Where Request a Quote goes, e.g. #finance-form (the form on this page) or /finance-enquiry.' },
      },
      {
        name: 'highQuickPicks',
        type: 'checkbox',
        defaultValue: false,
        label: 'Quick picks $300,000 to $800,000',
        admin: { description: 'Instead of $5,000 to $70,000.' },
      },
    ],
  },
)
