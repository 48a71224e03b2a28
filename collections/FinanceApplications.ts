import type { CollectionConfig, Field } from 'payload'

import { isEditorOfSite, isFinanceTeamOfDocumentSite, nobody } from '../access'
import { CREDIT_SCORE_BANDS } from '../src/domain/finance-quote'
import { REPAYMENT_FREQUENCIES } from '../src/domain/finance'
import {
  CREDIT_BAND_LABELS,
  EMPLOYMENT_LENGTHS,
  EMPLOYMENT_TYPES,
  FINANCE_APPLICATION_OUTCOMES,
  RELATIONSHIP_STATUSES,
  RESIDENCY_STATUSES,
} from '../src/domain/finance-pre-approval'
import { selectOptions } from '../src/platform/options'

const readOnly = { readOnly: true }
const money = (name: string, description?: string): Field => ({ name, type: 'number', admin: { ...readOnly, ...(description ? { description } : {}) } })
const periodAmount = (name: string, label: string): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'amount', type: 'number', admin: readOnly },
        { name: 'frequency', type: 'select', options: [...REPAYMENT_FREQUENCIES], admin: readOnly },
      ],
    },
  ],
})

/**
 * Finance pre-approval applications (issue 21): the loan asked for, the indicative answer the shopper
 * was shown with the figures behind it, and, for the finance team only, what they told us about their
 * work, income and expenses. Made only by the pre-approval flow, each with its finance lead (the outbox
 * sends that to the dealer's CRM, staff and webhook); the financial details are erased after the site's
 * retention period (Sites → Finance applications), leaving the loan and the answer.
 */
export const FinanceApplications: CollectionConfig = {
  slug: 'finance-applications',
  admin: { useAsTitle: 'reference', group: 'Shoppers', defaultColumns: ['reference', 'applicantName', 'outcome', 'loanDollars', 'lenderName', 'createdAt'] },
  access: { read: isEditorOfSite, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true, unique: true, admin: readOnly },
        { name: 'outcome', type: 'select', required: true, index: true, options: selectOptions(FINANCE_APPLICATION_OUTCOMES), admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'lead', type: 'relationship', relationTo: 'leads', index: true, admin: readOnly },
        { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'applicantName', type: 'text', admin: readOnly },
        { name: 'carName', type: 'text', admin: readOnly },
        { name: 'carSlug', type: 'text', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        money('priceDollars', "The car's price, or the amount the shopper wants to spend."),
        money('depositDollars'),
        { name: 'termYears', type: 'number', admin: readOnly },
        money('balloonDollars'),
        money('loanDollars', 'Price less deposit.'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'creditBand', type: 'select', options: CREDIT_SCORE_BANDS.map((value) => ({ value, label: CREDIT_BAND_LABELS[value] })), admin: readOnly },
        { name: 'lenderId', type: 'text', admin: readOnly },
        { name: 'lenderName', type: 'text', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        money('upToDollars', 'The "pre-approved up to" figure shown.'),
        money('extraDepositDollars', 'The larger deposit suggested.'),
        { name: 'interestRate', type: 'number', admin: readOnly },
        { name: 'comparisonRate', type: 'number', admin: readOnly },
        money('weeklyRepaymentDollars'),
      ],
    },
    { name: 'outcomeReason', type: 'text', admin: { ...readOnly, description: 'Why the shopper was asked to talk to the finance team.' } },
    {
      type: 'row',
      fields: [
        { name: 'contactConsent', type: 'checkbox', admin: readOnly },
        { name: 'creditCheckConsent', type: 'checkbox', admin: readOnly },
        {
          name: 'detailsErasedAt',
          type: 'date',
          index: true,
          admin: {
            ...readOnly,
            date: { pickerAppearance: 'dayAndTime' },
            description: "When the financial details below were erased (the site's retention period).",
          },
        },
      ],
    },
    {
      name: 'applicant',
      type: 'group',
      label: 'Work, income and expenses (finance team only)',
      access: { read: isFinanceTeamOfDocumentSite, create: () => false, update: () => false },
      admin: { description: 'Seen only by users with the finance role on this site; never sent by email, to the CRM or in exports.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'employmentType', type: 'select', options: selectOptions(EMPLOYMENT_TYPES), admin: readOnly },
            { name: 'employmentLength', type: 'select', options: selectOptions(EMPLOYMENT_LENGTHS), admin: readOnly },
            { name: 'residency', type: 'select', options: selectOptions(RESIDENCY_STATUSES), admin: readOnly },
            { name: 'relationship', type: 'select', options: selectOptions(RELATIONSHIP_STATUSES), admin: readOnly },
            { name: 'dependants', type: 'number', admin: readOnly },
          ],
        },
        periodAmount('netIncome', 'Income after tax'),
        periodAmount('livingExpenses', 'Living expenses'),
        periodAmount('otherRepayments', 'Other loan and card repayments'),
        { type: 'row', fields: [money('monthlySurplusDollars'), money('borrowingPowerDollars'), { name: 'assessmentRate', type: 'number', admin: readOnly }] },
      ],
    },
  ],
}
