import type { z } from 'zod'

import type { LeadFormType } from '@/domain/lead-for-delivery'

import { leadFormSteps, type LeadFormRules } from '../../domain/lead-form-catalogue'
import type { LeadFieldName } from '../../domain/lead-form-fields'

/** Field errors as the form banner lists them: the first message per field, in the form's order. */
export function fieldErrors(form: LeadFormType, rules: LeadFormRules, issues: readonly z.core.$ZodIssue[]): { field: LeadFieldName; message: string }[] {
  const order = leadFormSteps(form, rules).flatMap((step) => step.fields)
  const byField = new Map<LeadFieldName, string>()
  for (const issue of issues) {
    const field = issue.path[0] as LeadFieldName
    if (order.includes(field) && !byField.has(field)) byField.set(field, issue.message)
  }
  return order.filter((field) => byField.has(field)).map((field) => ({ field, message: byField.get(field)! }))
}
