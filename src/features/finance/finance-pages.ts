import 'server-only'

import { loanShapeErrors, MAX_BALLOON_SHARE, PRE_APPROVAL_STEPS, type PreApprovalStep } from '@/domain/finance-application'
import { CREDIT_SCORE_BANDS, type CreditScoreBand } from '@/domain/finance-quote'
import { carAgeYears, type LenderQuote } from '@/domain/finance-lenders'
import { FINANCE_ANSWER_TEXTS, PRE_APPROVAL_HEADINGS, type PreApprovalAnswer, type TalkReason } from '@/domain/finance-pre-approval'
import { nearestTermOption, readPriceBudget } from '@/domain/finance-calculator'
import { readCarLink } from '@/domain/car-link'
import { fillText } from '@/domain/fill-text'
import { formatMoney } from '@/domain/money'
import { yearInTimeZone } from '@/domain/time'
import { currentShopper } from '@/features/accounts'
import { lenderQuotes } from '@/features/finance-quotes'
import { leadFormSetup } from '@/features/leads'
import { getStockSearch, linkedCarSlug } from '@/features/search'
import { getPayloadClient } from '@/platform/payload'
import { verifySignedValue } from '@/platform/secrets'
import type { ResolvedSite } from '@/platform/sites'

import { FINANCE_APPLICATION_LINK_PURPOSE } from './apply-for-pre-approval'
import { financeSiteSettings, lenderFor, loanBounds } from './finance-settings'
import { queryParam } from '@/platform/page-query'

type Query = Record<string, string | string[] | undefined>
const numberParam = (value: string | string[] | undefined) => readPriceBudget(queryParam(value) ?? undefined)

/** A car as the finance pages show it. */
export interface FinanceCar {
  slug: string
  name: string
  priceDollars: number
  imageUrl: string | null
  year: number
}

export interface LoanLimits {
  amount: { min: number; max: number; help: string }
  termOptions: number[]
  /** Largest balloon as a share of the price. */
  maxBalloonShare: number
}

export interface LenderChoice {
  id: string
  name: string
}

/** The answer step: what the stored application says (never the applicant's financial details). */
export interface PreApprovalAnswerView {
  reference: string
  kind: PreApprovalAnswer['kind']
  heading: string
  reason: TalkReason | null
  reasonText: string | null
  upToDollars: number | null
  loanDollars: number
  extraDepositDollars: number | null
  termYears: number
  lenderName: string
  interestRate: number | null
  comparisonRate: number | null
  weeklyRepaymentDollars: number | null
  carName: string | null
  carSlug: string | null
  texts: { indicative: string; comparisonNote: string; lenderDisclaimer: string | null }
  dealer: { phone: string | null }
}

export interface PreApprovalPageData {
  step: PreApprovalStep
  car: FinanceCar | null
  /** The car_id asked for is no longer listed (the shopper finances an amount instead). */
  carGone: boolean
  lender: LenderChoice
  limits: LoanLimits
  /** What the link filled in: vehiclePriceBudget, deposit, term and balloon from personalised finance. */
  loanPrefill: { amount?: string; deposit?: string; termYears?: string; balloon?: string }
  defaultTermYears: number
  creditCheckConsent: boolean
  retentionDays: number
  locationChoices: Array<{ id: number; name: string }>
  dealershipChoices: Array<{ id: number; name: string }>
  /** The dealership the link named (spec §2 preferredDealership), when it is one of the choices. */
  preferredDealership: number | null
  prefill: Record<string, string | undefined> | null
  answer: PreApprovalAnswerView | null
}

/** The car a finance page's link names (spec §2: car_id or vin), when it is listed and priced; `gone` when it named one that is not. */
async function financeCar(site: ResolvedSite, query: Query) {
  const link = readCarLink(query)
  const carId = await linkedCarSlug(site.slug, link)
  if (!carId) return { car: null, stockCar: null, gone: link !== null }
  const found = await (await getStockSearch()).findListedCar(site.slug, carId)
  if (!found?.listed || !found.car.price) return { car: null, stockCar: found?.car ?? null, gone: true }
  const stockCar = found.car
  const car: FinanceCar = {
    slug: stockCar.slug,
    name: stockCar.name,
    priceDollars: stockCar.price!,
    imageUrl: stockCar.primary_image_url ?? stockCar.images[0]?.image.url ?? null,
    year: stockCar.year,
  }
  return { car, stockCar, gone: false }
}

/** The car a finance page's link names, for a page that prices it beside its own figures (the instant price). */
export async function loadFinanceCar(site: ResolvedSite, query: Query): Promise<{ car: FinanceCar | null; carGone: boolean }> {
  const { car, gone } = await financeCar(site, query)
  return { car, carGone: gone }
}

function limitsFor(settings: ReturnType<typeof financeSiteSettings>, price: number | null): LoanLimits {
  const bounds = loanBounds(settings, price)
  return { amount: { ...bounds.purchasePrice, help: bounds.purchasePriceHelp }, termOptions: bounds.termYears.options, maxBalloonShare: MAX_BALLOON_SHARE }
}

/** /finance-pre-approval (and /apply-for-finance where the site says so): the step, the car, the limits, and the answer for a signed link. */
export async function loadPreApprovalPage(site: ResolvedSite, query: Query): Promise<PreApprovalPageData> {
  const asked = queryParam(query.step)
  const step = (PRE_APPROVAL_STEPS as readonly string[]).includes(asked ?? '') ? (asked as PreApprovalStep) : 'loan'
  const settings = financeSiteSettings(site)
  const [{ car, gone }, setupResult, shopper] = await Promise.all([financeCar(site, query), leadFormSetup(site, 'finance', {}), currentShopper(site)])
  const setup = setupResult.ok ? setupResult.setup : null
  const lender = lenderFor(settings, queryParam(query.lender))
  const limits = limitsFor(settings, car?.priceDollars ?? null)
  const preferred = queryParam(query.preferredDealership)?.toLowerCase()
  const dealershipChoices = setup?.dealershipChoices ?? []
  const preferredDealership = preferred
    ? setupResult.ok
      ? (setupResult.dealerships.find((d) => d.slug === preferred || String(d.id) === preferred || d.name.toLowerCase() === preferred)?.id ?? null)
      : null
    : null
  const term = numberParam(query.term)
  const budget = numberParam(query.vehiclePriceBudget)
  const signed = queryParam(query.application)
  return {
    step,
    car,
    carGone: gone,
    lender: { id: lender.id, name: lender.name },
    limits,
    loanPrefill: {
      ...(budget ? { amount: String(budget) } : {}),
      ...(numberParam(query.deposit) !== null ? { deposit: String(numberParam(query.deposit)) } : {}),
      ...(term && limits.termOptions.includes(term) ? { termYears: String(term) } : {}),
      ...(numberParam(query.balloon) !== null ? { balloon: String(numberParam(query.balloon)) } : {}),
    },
    defaultTermYears: nearestTermOption(limits.termOptions, site.featureSettings.defaultFinanceTermYears),
    creditCheckConsent: settings.creditCheckConsent,
    retentionDays: settings.retentionDays,
    locationChoices: setup?.locationChoices ?? [],
    dealershipChoices,
    preferredDealership: dealershipChoices.some((choice) => choice.id === preferredDealership) ? preferredDealership : null,
    prefill: shopper
      ? {
          firstName: shopper.firstName ?? undefined,
          lastName: shopper.lastName ?? undefined,
          email: shopper.email,
          phone: shopper.phone ?? undefined,
          postcode: shopper.postcode ?? undefined,
        }
      : null,
    answer: step === 'answer' && signed ? await loadAnswer(site, signed) : null,
  }
}

async function loadAnswer(site: ResolvedSite, signed: string): Promise<PreApprovalAnswerView | null> {
  const reference = verifySignedValue(FINANCE_APPLICATION_LINK_PURPOSE, signed)
  if (!reference) return null
  const payload = await getPayloadClient()
  // The shopper's view: the applicant group (income, expenses, employment) is never selected.
  const { docs } = await payload.find({
    collection: 'finance-applications',
    where: { reference: { equals: reference }, site: { equals: site.id } },
    select: {
      reference: true,
      outcome: true,
      outcomeReason: true,
      upToDollars: true,
      loanDollars: true,
      extraDepositDollars: true,
      termYears: true,
      lenderId: true,
      lenderName: true,
      interestRate: true,
      comparisonRate: true,
      weeklyRepaymentDollars: true,
      carName: true,
      carSlug: true,
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const found = docs[0]
  if (!found) return null
  const reason = (found.outcomeReason as TalkReason | null | undefined) ?? null
  const settings = financeSiteSettings(site)
  const lender = settings.lenders.find((candidate) => candidate.id === found.lenderId)
  return {
    reference,
    kind: found.outcome,
    heading: fillText(PRE_APPROVAL_HEADINGS[found.outcome], { amount: formatMoney(found.upToDollars ?? 0) }),
    reason,
    reasonText: reason ? FINANCE_ANSWER_TEXTS.talk[reason] : null,
    upToDollars: found.upToDollars ?? null,
    loanDollars: found.loanDollars ?? 0,
    extraDepositDollars: found.extraDepositDollars ?? null,
    termYears: found.termYears ?? 0,
    lenderName: found.lenderName ?? lender?.name ?? '',
    interestRate: found.interestRate ?? null,
    comparisonRate: found.comparisonRate ?? null,
    weeklyRepaymentDollars: found.weeklyRepaymentDollars ?? null,
    carName: found.carName ?? null,
    carSlug: found.carSlug ?? null,
    texts: { indicative: FINANCE_ANSWER_TEXTS.indicative, comparisonNote: FINANCE_ANSWER_TEXTS.comparisonNote, lenderDisclaimer: lender?.disclaimer ?? null },
    dealer: { phone: site.phone ?? null },
  }
}

export interface PersonalisedFinanceData {
  /** ok; noCar: the link names no car; noIdentification: the car has no VIN or NVIC; notListed: no such car on this site; invalidLoan (strict only): the deposit and balloon do not fit the price. */
  status: 'ok' | 'noCar' | 'noIdentification' | 'notListed' | 'invalidLoan'
  message?: string
  car: FinanceCar | null
  start: { depositDollars: number; termYears: number; balloonDollars: number; creditBand: CreditScoreBand }
  limits: LoanLimits
  quotes: LenderQuote[]
  /** The quotes came from the lenders' service (else the dealer's lender settings, priced here). */
  fromService: boolean
  comparisonNote: string
}

const DEFAULT_BAND: CreditScoreBand = 'GOOD'
export const readCreditBand = (value: string | null): CreditScoreBand =>
  (CREDIT_SCORE_BANDS as readonly string[]).includes(value?.toUpperCase() ?? '') ? (value!.toUpperCase() as CreditScoreBand) : DEFAULT_BAND

/** /personalised/finance?car_id= (spec §2): only for a car with a vehicle-identification code (VIN or NVIC). */
export async function loadPersonalisedFinance(
  site: ResolvedSite,
  query: Query,
  { now = new Date(), strict = false }: { now?: Date; strict?: boolean } = {},
): Promise<PersonalisedFinanceData> {
  const settings = financeSiteSettings(site)
  const { car, stockCar, gone } = await financeCar(site, query)
  const limits = limitsFor(settings, car?.priceDollars ?? null)
  const start = {
    depositDollars: Math.min(numberParam(query.deposit) ?? 0, car ? car.priceDollars - 1 : 0),
    termYears: nearestTermOption(limits.termOptions, numberParam(query.term) ?? site.featureSettings.defaultFinanceTermYears),
    balloonDollars: Math.min(numberParam(query.balloon) ?? 0, car ? Math.floor(car.priceDollars * MAX_BALLOON_SHARE) : 0),
    creditBand: readCreditBand(queryParam(query.band)),
  }
  const empty = { car, start, limits, quotes: [], fromService: false, comparisonNote: FINANCE_ANSWER_TEXTS.comparisonNote }
  if (!car || !stockCar) return { ...empty, status: gone ? 'notListed' : 'noCar' }
  if (!stockCar.vin && !stockCar.nvic) return { ...empty, status: 'noIdentification' }
  const wrong = Object.values(loanShapeErrors({ priceDollars: car.priceDollars, ...start }))[0]
  if (wrong) {
    // The API says what is wrong; a page link with a deposit and balloon that do not fit starts from none.
    if (strict) return { ...empty, status: 'invalidLoan', message: wrong }
    Object.assign(start, { depositDollars: 0, balloonDollars: 0 })
  }
  const { quotes, fromService } = await lenderQuotes(
    {
      priceDollars: car.priceDollars,
      ...start,
      carAgeYears: carAgeYears(car.year, yearInTimeZone(now)),
      year: car.year,
      vin: stockCar.vin ?? null,
      nvic: stockCar.nvic ?? null,
    },
    settings.lenders,
  )
  return { ...empty, status: 'ok', quotes, fromService }
}
