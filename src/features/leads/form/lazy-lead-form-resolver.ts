import type { Resolver } from 'react-hook-form'

import type { LeadFormRules } from '@/domain/lead-form-catalogue'
import type { LeadFormType } from '@/domain/lead-for-delivery'

/**
 * The lead form's checks (the zod schema the server also checks, with the phone-number rules) are
 * most of a lead form's JavaScript, so they load when the shopper starts filling the form (`preload`)
 * or at the first check, not with the page: a page with a form below its copy and cars showed them
 * about a second later on a slow phone while that code downloaded.
 */
export function lazyLeadFormResolver<Values extends Record<string, unknown>>(
  form: LeadFormType,
  rules: LeadFormRules,
): { resolver: Resolver<Values>; preload: () => void } {
  let loading: Promise<Resolver<Values>> | null = null
  const load = () =>
    (loading ??= Promise.all([import('@/features/leads/lead-form-schemas'), import('@hookform/resolvers/zod')]).then(
      // One schema per form, built at run time: its static type is wider than these values.
      ([{ leadFormSchema }, { zodResolver }]) => zodResolver(leadFormSchema(form, rules)) as unknown as Resolver<Values>,
    ))
  return {
    resolver: async (values, context, options) => {
      try {
        return (await load())(values, context, options)
      } catch {
        // The checks could not load (a dropped connection, a new release): the server checks the
        // answers with the same schema and the form shows its messages, so the lead still goes.
        loading = null
        return { values, errors: {} }
      }
    },
    preload: () => void load().catch(() => (loading = null)),
  }
}
