/**
 * The words of the vehicle page's calculators (src/features/calculators): spec §2 names the
 * calculators, not their labels, so most are platform wording. Part of DEFAULT_TEXTS (./texts.ts),
 * apart so a page with a calculator (the vehicle page, checkout's pickup step) does not carry every
 * message of the site.
 */
export const CALCULATOR_TEXTS = {
  // §2 Vehicle card and detail page buttons, as the finance calculator shows them
  requestAQuote: 'Request a Quote',
  showMore: 'Show More',
  showLess: 'Show Less',
  // §2 Vehicle page calculators (platform wording)
  fuelCalculatorTitle: 'Fuel Cost Calculator',
  fuelPricePerLitre: 'Fuel price ($ per litre)',
  fuelKmPerWeek: 'Kilometres per week',
  fuelConsumption: 'Fuel consumption (L/100km)',
  fuelCostWeekly: 'Weekly fuel cost',
  fuelCostYearly: 'Yearly fuel cost',
  financeCalculatorTitle: 'Finance Calculator',
  financePurchasePrice: 'Purchase price',
  financeDeposit: 'Deposit / trade-in',
  financeResidual: 'Residual (balloon)',
  financeInterestRate: 'Interest rate (% p.a.)',
  financeTerm: 'Loan term (years)',
  financeFrequency: 'Repayment frequency',
  financeRepayment: 'Estimated repayment',
  financeTotalPayable: 'Total payable',
  financeRepaymentNeedsPrice: 'Enter a purchase price within the range above to see your repayment.',
  quickPick: 'Quick pick',
  deliveryCalculatorTitle: 'Delivery Calculator',
  deliveryPostcode: 'Postcode',
  deliveryCheck: 'Check',
  deliveryChecking: 'Checking...',
  deliveryPrice: 'Delivery to {region}: {price}',
  deliveryFree: 'Free delivery to {region}',
} as const
