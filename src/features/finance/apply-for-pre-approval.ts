import type { Payload } from 'payload'

import { carAgeYears } from '@/domain/finance-lenders'
import { leadAttributionRecord } from '@/domain/lead-attribution'
import { FINANCE_APPLICATION_OUTCOMES, preApprovalAnswer, type PreApprovalAnswer } from '@/domain/finance-pre-approval'
import { CREDIT_BAND_LABELS } from '@/domain/finance-pre-approval'
import { formatMoney } from '@/domain/money'
import { yearInTimeZone } from '@/domain/time'
import { leadCarRecord, leadContactFields, shopperLeadFields, storeWithLead, type ShopperFacts } from '@/features/leads'
import { signValue } from '@/platform/secrets'
import type { ResolvedSite } from '@/platform/sites'

import type { PreApprovalRequest } from './application-request'
import { checkPreApproval, type CheckedLoan, type PreApprovalCheck } from './application-check'

/** The application number in the answer link, signed so a guessed number shows nothing. */
export const FINANCE_APPLICATION_LINK_PURPOSE = 'finance-application'
export const financeApplicationToken = (reference: string): string => signValue(FINANCE_APPLICATION_LINK_PURPOSE, reference)

export type ApplyResult =
  Exclude<PreApprovalCheck, { ok: true }> | { ok: true; reference: string; token: string; leadId: number; outcome: PreApprovalAnswer['kind'] }

const loanLine = (loan: CheckedLoan) =>
  `${formatMoney(loan.priceDollars)} less ${formatMoney(loan.depositDollars)} deposit over ${loan.termYears} years${loan.balloonDollars ? `, ${formatMoney(loan.balloonDollars)} balloon` : ''}`

/**
 * What the dealer's CRM, staff email and webhook read: the loan and the indicative answer, never the
 * applicant's income, expenses or employment (those stay in the admin for the finance team).
 */
function leadMessage(reference: string, loan: CheckedLoan, answer: PreApprovalAnswer, lenderName: string, band: string): string {
  const figure =
    answer.kind === 'pre-approved'
      ? `Indicative answer: pre-approved up to ${formatMoney(answer.upToDollars)} with ${lenderName} at ${answer.quote.interestRate}% p.a. (comparison ${answer.quote.comparisonRate}%), about ${formatMoney(answer.quote.paymentWeek)} a week`
      : answer.kind === 'larger-deposit'
        ? `Indicative answer: likely with ${formatMoney(answer.extraDepositDollars)} more deposit (up to ${formatMoney(answer.upToDollars)} with ${lenderName})`
        : `Indicative answer: talk to the finance team (${answer.reason})`
  return [
    `Finance pre-approval ${reference}: ${loanLine(loan)}`,
    figure,
    `Credit self-assessment: ${band}`,
    'Work, income and expenses: in the admin under Finance applications (finance team only).',
  ].join('\n')
}

/**
 * The details step (issue 21): every answer checked once more, the indicative answer worked out from
 * the site's lender and serviceability settings, then the application and its finance lead stored
 * together. The lead exists whatever the answer, so the finance team always hears of it.
 */
export async function applyForPreApproval(
  deps: { payload: Payload; now?: Date },
  site: ResolvedSite,
  request: PreApprovalRequest,
  shopper: ShopperFacts,
): Promise<ApplyResult> {
  const result = await checkPreApproval(site, request, 'details')
  if (!result.ok) return result
  const { setup, settings, car, lender, loan, aboutYou, income, creditBand, details } = result.checked as Required<typeof result.checked>
  const now = deps.now ?? new Date()
  const answer = preApprovalAnswer({
    ...loan,
    creditBand,
    carAgeYears: carAgeYears(car?.year, yearInTimeZone(now)),
    ...income,
    household: { relationship: aboutYou.relationship, dependants: aboutYou.dependants },
    lender,
    settings: settings.preApproval,
  })
  const quote = answer.kind === 'talk-to-finance-team' ? null : answer.quote
  const checked = answer.serviceability
  const applicantName = [details.firstName, details.lastName].filter(Boolean).join(' ')

  const stored = await storeWithLead(deps.payload, {
    collection: 'finance-applications',
    siteId: site.id,
    referencePrefix: 'F',
    record: {
      outcome: answer.kind,
      customer: shopper.customerId ?? undefined,
      applicantName,
      carName: car?.name ?? null,
      carSlug: car?.slug ?? null,
      priceDollars: loan.priceDollars,
      depositDollars: loan.depositDollars,
      termYears: loan.termYears,
      balloonDollars: loan.balloonDollars,
      loanDollars: answer.loanDollars,
      creditBand,
      lenderId: lender.id,
      lenderName: lender.name,
      upToDollars: answer.kind === 'talk-to-finance-team' ? null : answer.upToDollars,
      extraDepositDollars: answer.kind === 'larger-deposit' ? answer.extraDepositDollars : null,
      interestRate: quote?.interestRate ?? null,
      comparisonRate: quote?.comparisonRate ?? null,
      weeklyRepaymentDollars: quote?.paymentWeek ?? null,
      outcomeReason: answer.kind === 'talk-to-finance-team' ? answer.reason : null,
      contactConsent: details.contactConsent,
      creditCheckConsent: details.creditCheckConsent,
      applicant: {
        ...aboutYou,
        netIncome: income.netIncome,
        livingExpenses: income.livingExpenses,
        otherRepayments: income.otherRepayments,
        monthlySurplusDollars: checked ? Math.round(checked.monthlySurplus) : null,
        borrowingPowerDollars: checked?.borrowingPower ?? null,
        assessmentRate: checked?.assessmentRate ?? null,
      },
    },
    lead: (reference) => ({
      form: 'finance',
      ...leadContactFields(details),
      category: 'Finance pre-approval',
      subcategory: FINANCE_APPLICATION_OUTCOMES[answer.kind],
      message: leadMessage(reference, loan, answer, lender.name, CREDIT_BAND_LABELS[creditBand]),
      location: details.location ?? setup.presetLocation?.id,
      dealership: details.dealership ?? setup.presetDealership?.id,
      car: car ? leadCarRecord(car) : undefined,
      vehiclePriceBudget: loan.priceDollars,
      ...shopperLeadFields(shopper),
      attribution: leadAttributionRecord(request.context.attribution, request.context.linkedQueryParams),
      leadAttributes: {
        visited_pages: request.context.visitedPages ?? [],
        linked_query_params: request.context.linkedQueryParams ?? {},
        finance_application: { reference, outcome: answer.kind, lender: lender.id, loan_dollars: answer.loanDollars, term_years: loan.termYears },
        form_completed: true,
      },
    }),
  })
  return { ok: true, reference: stored.reference, token: financeApplicationToken(stored.reference), leadId: stored.leadId, outcome: answer.kind }
}
