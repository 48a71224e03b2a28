import type { Pool } from 'pg'

import { PRE_APPROVAL_DEFAULTS } from '@/domain/finance-pre-approval'
import { databasePoolOf } from '@/platform/database'
import { getPayloadClient } from '@/platform/payload'
import { startSweep } from '@/platform/sweep'

/** The applicant group's columns (collections/FinanceApplications.ts): the work, income and expense answers. */
export const APPLICANT_DETAIL_COLUMNS = [
  'applicant_employment_type',
  'applicant_employment_length',
  'applicant_residency',
  'applicant_relationship',
  'applicant_dependants',
  'applicant_net_income_amount',
  'applicant_net_income_frequency',
  'applicant_living_expenses_amount',
  'applicant_living_expenses_frequency',
  'applicant_other_repayments_amount',
  'applicant_other_repayments_frequency',
  'applicant_monthly_surplus_dollars',
  'applicant_borrowing_power_dollars',
  'applicant_assessment_rate',
] as const

/**
 * Erases the financial details of applications older than their site's retention period (Sites →
 * Finance applications → retention days, standard 90), as the privacy text promises: the loan and
 * the answer stay. One statement, idempotent, so every app server may run it; a shortened period
 * applies to applications already made.
 */
export async function eraseExpiredApplicantDetails(pool: Pool, now: Date = new Date()): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE finance_applications f SET ${APPLICANT_DETAIL_COLUMNS.map((column) => `${column} = NULL`).join(', ')}, details_erased_at = $1, updated_at = $1
       FROM sites s
      WHERE s.id = f.site_id AND f.details_erased_at IS NULL
        AND f.created_at <= $1::timestamptz - make_interval(days => COALESCE(s.finance_applications_retention_days, $2)::int)`,
    [now, PRE_APPROVAL_DEFAULTS.retentionDays],
  )
  return rowCount ?? 0
}

/** Every app server erases expired applicant details on an interval (FINANCE_DETAILS_ERASE_SWEEP_MS). */
export function startApplicantDetailsErasureSweep(intervalMs: number): void {
  startSweep('finance details erasure', intervalMs, async () => eraseExpiredApplicantDetails(databasePoolOf(await getPayloadClient())))
}
