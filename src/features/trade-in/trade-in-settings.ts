import { DEFAULT_TRADE_IN_FAQ } from '@/domain/trade-in'
import { questionsWithDefaults, tradeInSettingsWithDefaults, type TradeInOfferSettings, type TradeInQuestion } from '@/domain/trade-in-valuation'
import { fillText } from '@/domain/fill-text'
import type { ResolvedSite } from '@/platform/sites'

export interface TradeInSiteSettings {
  offer: TradeInOfferSettings
  questions: readonly TradeInQuestion[]
  faq: ReadonlyArray<{ question: string; answer: string }>
  valuationToAccount: boolean
}

/** Sites → Trade-in with the platform's defaults wherever the site left something empty. */
export function tradeInSiteSettings(site: Pick<ResolvedSite, 'tradeIn'>): TradeInSiteSettings {
  const own = site.tradeIn
  const offer = tradeInSettingsWithDefaults({
    reconditioningDollars: own?.reconditioningDollars,
    marginPercent: own?.marginPercent,
    offerValidDays: own?.offerValidDays,
  })
  const questions = questionsWithDefaults(
    (own?.questions ?? []).map((row) => ({
      id: row.questionId,
      label: row.label,
      ...(row.help ? { help: row.help } : {}),
      options: (row.options ?? []).map((option) => ({ value: option.value, label: option.label, percent: option.percent, dollars: option.dollars })),
    })),
  )
  const faq = own?.faq?.length ? own.faq : DEFAULT_TRADE_IN_FAQ
  return {
    offer,
    questions,
    faq: faq.map((entry) => ({ question: entry.question, answer: fillText(entry.answer, { days: offer.offerValidDays }) })),
    valuationToAccount: Boolean(own?.valuationToAccount),
  }
}
