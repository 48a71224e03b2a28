import type { Field } from 'payload'

import { DEFAULT_TRADE_IN_FAQ } from '../../src/domain/trade-in'
import { DEFAULT_TRADE_IN_QUESTIONS, TRADE_IN_DEFAULTS, TRADE_IN_QUESTION_IDS } from '../../src/domain/trade-in-valuation'
import { settingsGroup } from './settings-group'

/**
 * Sites → Trade-in (issue 20): how the dealer turns a market estimate into an offer, the condition
 * questions with their effect on it, and the FAQ beside the form. New sites start with the standard
 * questions and FAQ filled in; an empty list means the standard one.
 */
export const tradeInSettings: Field = settingsGroup(
  'tradeIn',
  'Trade-in valuation: how an online offer is made from the market estimate, the questions shoppers answer and the FAQ beside the form.',
  [
    {
      type: 'row',
      fields: [
        {
          name: 'reconditioningDollars',
          type: 'number',
          min: 0,
          max: 50000,
          defaultValue: TRADE_IN_DEFAULTS.reconditioningDollars,
          admin: { description: `Taken off the retail estimate for getting a car ready for sale (standard $${TRADE_IN_DEFAULTS.reconditioningDollars}).` },
        },
        {
          name: 'marginPercent',
          type: 'number',
          min: 0,
          max: 60,
          defaultValue: TRADE_IN_DEFAULTS.marginPercent,
          admin: { description: `The dealer's margin, percent of the retail estimate (standard ${TRADE_IN_DEFAULTS.marginPercent}%).` },
        },
        {
          name: 'offerValidDays',
          type: 'number',
          min: 1,
          max: 60,
          defaultValue: TRADE_IN_DEFAULTS.offerValidDays,
          admin: { description: `How long an online offer stands (standard ${TRADE_IN_DEFAULTS.offerValidDays} days).` },
        },
      ],
    },
    {
      name: 'questions',
      type: 'array',
      defaultValue: DEFAULT_TRADE_IN_QUESTIONS.map((question) => ({
        questionId: question.id,
        label: question.label,
        help: question.help,
        options: question.options.map((option) => ({ ...option })),
      })),
      admin: {
        description:
          'Condition questions, in order, each answer with its effect on the offer (percent of the offer and dollars; negative lowers it). Empty: the standard questions.',
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'questionId',
              type: 'select',
              required: true,
              options: TRADE_IN_QUESTION_IDS.map((value) => ({ value, label: value })),
              admin: { description: 'Stable id the lead and the CRM record the answer under.' },
            },
            { name: 'label', type: 'text', required: true },
          ],
        },
        { name: 'help', type: 'text' },
        {
          name: 'options',
          type: 'array',
          minRows: 2,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'value', type: 'text', required: true },
                { name: 'label', type: 'text', required: true },
                { name: 'percent', type: 'number', required: true, defaultValue: 0, min: -100, max: 50 },
                { name: 'dollars', type: 'number', required: true, defaultValue: 0, min: -100000, max: 100000 },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'faq',
      type: 'array',
      defaultValue: DEFAULT_TRADE_IN_FAQ.map((entry) => ({ ...entry })),
      admin: {
        description: 'Questions and answers beside the trade-in form. {days} is replaced by the offer validity. Empty: the standard FAQ.',
        initCollapsed: true,
      },
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
    {
      name: 'valuationToAccount',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Accept POST /api/miscellaneous with column_name "valuation" from signed-in shoppers (the older site script saves a valuation to the account that way).',
      },
    },
  ],
)
