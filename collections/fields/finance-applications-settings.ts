import type { Field } from 'payload'

import { STANDARD_LENDER_PANEL } from '../../src/domain/finance-lenders'
import { PRE_APPROVAL_DEFAULTS } from '../../src/domain/finance-pre-approval'
import { settingsGroup } from './settings-group'

const D = PRE_APPROVAL_DEFAULTS
const rate = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  min: 0,
  max: 40,
  admin: { step: 0.01, description: '% p.a. Empty: does not lend to this band.' },
})

/**
 * Sites → Finance applications (issue 21): how the pre-approval's indicative answer is worked out,
 * the lenders its rates and the personalised finance page's quotes come from, and how long applicants'
 * income, expense and employment answers are kept.
 */
export const financeApplicationSettings: Field = settingsGroup(
  'financeApplications',
  "Finance pre-approval and personalised finance: the lenders you offer, how an indicative answer is worked out, and how long applicants' financial details are kept.",
  [
    {
      type: 'row',
      fields: [
        {
          name: 'preApprovalAtApplyForFinance',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: '/apply-for-finance opens the pre-approval (else the finance enquiry form).' },
        },
        {
          name: 'creditCheckConsent',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Your finance provider requires applicants to agree to a credit check before it assesses them.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'assessmentBufferPercent',
          type: 'number',
          min: 0,
          max: 10,
          defaultValue: D.assessmentBufferPercent,
          admin: {
            step: 0.25,
            description: `Percentage points added to the lender's rate when testing what an applicant can repay (standard ${D.assessmentBufferPercent}).`,
          },
        },
        {
          name: 'largerDepositPercent',
          type: 'number',
          min: 0,
          max: 50,
          defaultValue: D.largerDepositShare * 100,
          admin: {
            description: `"Likely with a larger deposit" when the extra deposit needed is at most this share of the price (standard ${D.largerDepositShare * 100}%).`,
          },
        },
        {
          name: 'retentionDays',
          type: 'number',
          min: 1,
          max: 730,
          defaultValue: D.retentionDays,
          admin: {
            description: `Days an application's income, expenses and employment are kept before they are erased (standard ${D.retentionDays}). The privacy policy states this.`,
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'livingCostFirstAdult',
          type: 'number',
          min: 0,
          max: 20000,
          defaultValue: D.livingCostFloor.firstAdult,
          admin: { description: `Living-cost floor a month, one adult (standard $${D.livingCostFloor.firstAdult}).` },
        },
        {
          name: 'livingCostSecondAdult',
          type: 'number',
          min: 0,
          max: 20000,
          defaultValue: D.livingCostFloor.secondAdult,
          admin: { description: `Added for a partner (standard $${D.livingCostFloor.secondAdult}).` },
        },
        {
          name: 'livingCostPerDependant',
          type: 'number',
          min: 0,
          max: 20000,
          defaultValue: D.livingCostFloor.perDependant,
          admin: { description: `Added for each dependant (standard $${D.livingCostFloor.perDependant}).` },
        },
      ],
    },
    {
      name: 'lenders',
      type: 'array',
      admin: {
        description: `The lenders you place loans with, your preferred one first (the pre-approval uses it unless the shopper chose another). Empty: the standard panel (${STANDARD_LENDER_PANEL.map((lender) => lender.name).join(', ')}).`,
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'lenderId',
              type: 'text',
              required: true,
              validate: (value: unknown) => /^[a-z0-9][a-z0-9-]{1,40}$/.test(String(value ?? '')) || 'Lower-case letters, digits and dashes.',
              admin: { description: 'Stable id, e.g. westpac-car-loan.' },
            },
            { name: 'name', type: 'text', required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            rate('rateGreat', 'Rate: excellent credit'),
            rate('rateGood', 'Rate: good credit'),
            rate('rateFair', 'Rate: fair credit'),
            rate('ratePoor', 'Rate: poor credit'),
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'establishmentFee', type: 'number', min: 0, max: 10000, defaultValue: 0, admin: { description: 'Added to the loan, dollars.' } },
            { name: 'monthlyFee', type: 'number', min: 0, max: 100, defaultValue: 0, admin: { description: 'Paid with each repayment, dollars a month.' } },
            { name: 'maxTermYears', type: 'number', min: 1, max: 7, defaultValue: 7 },
            { name: 'maxCarAgeYears', type: 'number', min: 0, max: 30, admin: { description: 'Oldest car it finances, years. Empty: any.' } },
          ],
        },
        { name: 'disclaimer', type: 'textarea', required: true },
      ],
    },
  ],
)
