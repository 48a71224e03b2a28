import type { CollectionConfig, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { anyone, isEditorOfSite, isSuperAdmin, isSuperAdminField } from '../access'
import { FINANCE_FREQUENCIES, SITE_FEATURE_DEFAULTS } from '../src/platform/site-features'
import { otherSiteOnDomain } from '../src/platform/site-domains'
import { domainTakenMessage } from '../src/domain/site-host'
import { PURCHASE_DEFAULTS } from '../src/domain/purchase'
import { CAR_TYPES } from '../src/domain/car-types'
import { STOCK_FEED_GUARD_DEFAULTS } from '../src/domain/stock-feed-guard'
import { FINANCE_PROVIDER_OPTIONS, selectOptions, SITE_TEMPLATES } from '../src/platform/options'
import { VEHICLE_BUTTONS } from '../src/domain/vehicle-buttons'
import { CHECKOUT_PATHS, RESERVATION_DEFAULTS } from '../src/domain/reservation'
import { SIGN_IN_COPY, SIGN_IN_GATES, SIGN_IN_TYPES, type SignInGate } from '../src/domain/sign-in'
import { LEAD_FORM_TYPES, LEAD_FORMS } from '../src/domain/lead-form-catalogue'
import { CARD_BUTTONS, DEFAULT_SEARCH_FILTERS, FACET_DISPLAYS, FACET_SORTS, FILTER_ATTRIBUTES } from '../src/domain/search-page-config'
import { interestRangeFields } from './fields/interest-range'
import { settingsGroup } from './fields/settings-group'
import { financeApplicationSettings } from './fields/finance-applications-settings'
import { searchSettings } from './fields/search-settings'
import { tradeInSettings } from './fields/trade-in-settings'
import { slugField } from './fields/slug'
import { contentCacheHooks } from './hooks/clear-content-cache'

const superAdminOnly = { create: isSuperAdminField, update: isSuperAdminField }

/**
 * A host leads to one site: refuse a domain another site already answers on, naming that site. A
 * domain left as it was is not asked again, so a clash stored before this check does not block every
 * other change to the site.
 */
const domainOfThisSiteOnly: TextFieldSingleValidation = async (value, options) => {
  const valid = text(value, options)
  if (valid !== true || !value || value === options.previousValue) return valid
  const holder = await otherSiteOnDomain(options.req.payload, value, { id: options.id }, options.req)
  return holder ? domainTakenMessage(value, holder) : true
}

/** A dealer website: the tenant every other piece of content belongs to. */
export const Sites: CollectionConfig = {
  slug: 'sites',
  hooks: contentCacheHooks('site'),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'template', 'domains'] },
  access: { read: anyone, create: isSuperAdmin, update: isEditorOfSite, delete: isSuperAdmin },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField({
      unique: true,
      access: superAdminOnly,
      admin: { position: 'sidebar', description: 'Platform-wide site key; also answers on {slug}.localhost in development.' },
    }),
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'classic',
      options: SITE_TEMPLATES.map(({ value, label }) => ({ value, label })),
      admin: { description: 'Theme: colours, fonts, logo placement and header layout.' },
    },
    {
      name: 'domains',
      type: 'array',
      access: superAdminOnly,
      admin: { description: 'Host names this site answers on, without protocol or port (e.g. www.harbourcitymotors.com.au).' },
      fields: [{ name: 'domain', type: 'text', required: true, index: true, validate: domainOfThisSiteOnly }],
    },
    { name: 'tagline', type: 'text', admin: { description: 'Short line under the logo and in search results.' } },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'manufacturer',
      type: 'relationship',
      relationTo: 'manufacturers',
      admin: { description: 'Franchise make for single-brand sites; leave empty for multi-brand and used-car dealers.' },
    },
    { name: 'financeProvider', type: 'select', options: FINANCE_PROVIDER_OPTIONS },
    {
      name: 'garageEnabled',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Shopper accounts: shoppers sign in with an emailed code, save cars to a watchlist and keep a garage (/my-garage). Off: hearts save favourites in the browser.',
      },
    },
    {
      name: 'garagePath',
      type: 'text',
      validate: (value: unknown) =>
        !value || /^[a-z0-9][a-z0-9-]{1,40}$/.test(String(value)) || 'Lower-case letters, digits and dashes, without a slash (e.g. mymotorama).',
      admin: {
        placeholder: 'mymotorama',
        description: "The garage's own address on this site, e.g. mymotorama for /mymotorama. /my-garage always works too.",
        condition: (data) => Boolean(data?.garageEnabled),
      },
    },
    settingsGroup(
      'signIn',
      'Shopper sign-in: which pages need it (the garage always does) and what the sign-in page says for each reason.',
      [
        {
          type: 'row',
          fields: (Object.keys(SIGN_IN_GATES) as SignInGate[]).map((gate) => ({
            name: gate,
            type: 'checkbox' as const,
            defaultValue: false,
            label: `${SIGN_IN_COPY[SIGN_IN_GATES[gate]].heading.replace(/^Sign in to /, '')} needs sign-in`,
          })),
        },
        {
          name: 'copy',
          type: 'array',
          admin: { description: 'Your own heading and line for a reason; reasons not listed use the standard wording.' },
          fields: [
            { name: 'type', type: 'select', required: true, options: SIGN_IN_TYPES.map((value) => ({ value, label: value })) },
            { name: 'heading', type: 'text', required: true },
            { name: 'text', type: 'text', required: true },
          ],
        },
      ],
      { admin: { condition: (data) => Boolean(data?.garageEnabled) } },
    ),
    tradeInSettings,
    financeApplicationSettings,
    settingsGroup('checkout', "Reserve and buy online: the reserve flow's address, the deposit and how long a reservation holds a car.", [
      {
        type: 'row',
        fields: [
          {
            name: 'path',
            type: 'select',
            defaultValue: 'checkout',
            options: CHECKOUT_PATHS.map((value) => ({ value, label: `/cars/{slug}/${value}` })),
            admin: { description: "The reserve flow's address on vehicle pages." },
          },
          {
            name: 'depositDollars',
            type: 'number',
            min: 1,
            max: 100000,
            defaultValue: RESERVATION_DEFAULTS.depositDollars,
            admin: { description: `Deposit a reservation takes, in dollars (standard $${RESERVATION_DEFAULTS.depositDollars}).` },
          },
          {
            name: 'holdHours',
            type: 'number',
            min: 1,
            max: 336,
            defaultValue: RESERVATION_DEFAULTS.holdHours,
            admin: { description: `How long a paid reservation holds the car (standard ${RESERVATION_DEFAULTS.holdHours} hours); staff can extend it.` },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'buyOnline',
            type: 'checkbox',
            defaultValue: false,
            admin: {
              description:
                'Offer the whole purchase online (/checkout-journey): the drive-away price, a deposit now, the balance by finance, bank transfer or card, and a contract-of-sale summary the buyer confirms.',
            },
          },
          {
            name: 'onlinePayment',
            type: 'checkbox',
            defaultValue: false,
            admin: { description: 'Let customers pay a dealer-issued amount (service invoice, parts order) by reference at /online-payment.' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'onlineCardLimitDollars',
            type: 'number',
            min: 0,
            max: 1_000_000,
            defaultValue: PURCHASE_DEFAULTS.onlineCardLimitDollars,
            admin: {
              description: `Buy online: the most a buyer may pay by card online, deposit and balance together (standard $${PURCHASE_DEFAULTS.onlineCardLimitDollars.toLocaleString('en-AU')}); above it they pay by finance or bank transfer.`,
            },
          },
          {
            name: 'contractTerms',
            type: 'textarea',
            maxLength: 1000,
            admin: {
              description: `Buy online: the cooling-off and terms line under the contract-of-sale summary. Empty: "${PURCHASE_DEFAULTS.contractTerms}"`,
            },
          },
        ],
      },
    ]),
    { name: 'phone', type: 'text', admin: { description: 'Main phone number shown in the header (if enabled) and footer.' } },
    {
      name: 'analyticsMeasurementId',
      type: 'text',
      validate: (value: unknown) => !value || /^G-[A-Z0-9]{4,}$/.test(String(value)) || 'A GA4 measurement id looks like G-XXXXXXXXXX.',
      admin: { description: 'Google Analytics 4 measurement id (G-...). Empty: no Google tag is loaded and events are only logged in the browser console.' },
    },
    {
      name: 'insightsRetentionDays',
      type: 'number',
      defaultValue: 30,
      min: 1,
      max: 400,
      admin: {
        description:
          "Days the site's raw insight events (page views, searches, clicks) are kept before only their daily totals remain. Standard 30. Insights never hold a shopper's name, email or address.",
      },
    },
    settingsGroup('features', 'Switches that differ between dealer sites. Each has a sensible default.', [
      {
        name: 'phoneMasking',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.phoneMasking,
        admin: { description: 'Hide phone numbers after the first 5 characters until the shopper clicks to reveal (the click is recorded).' },
      },
      {
        name: 'searchGridColumns',
        type: 'select',
        defaultValue: String(SITE_FEATURE_DEFAULTS.searchGridColumns),
        options: ['3', '4'],
        admin: { description: 'Vehicle cards per row on wide screens.' },
      },
      {
        name: 'promoEvery',
        type: 'number',
        min: 0,
        max: 50,
        defaultValue: SITE_FEATURE_DEFAULTS.promoEvery,
        admin: { description: 'Insert a promo card after every Nth vehicle card in search (0 = use the positions list below).' },
      },
      {
        name: 'promoPositions',
        type: 'number',
        hasMany: true,
        min: 1,
        admin: { description: 'Fixed card positions for promo cards, e.g. 5 and 10. Used when "promo every" is 0.' },
      },
      {
        name: 'soldCarDays',
        type: 'number',
        min: 0,
        max: 14,
        defaultValue: SITE_FEATURE_DEFAULTS.soldCarDays,
        admin: {
          description:
            'Stock filter rule (0 to 14): days a sold car stays listed with its SOLD notice; 0 hides it as soon as it sells. A dealership can set its own.',
        },
      },
      {
        name: 'hidePriceZeroOnPriceAscending',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.hidePriceZeroOnPriceAscending,
        admin: { description: 'When shoppers sort by lowest price, leave out cars without a price.' },
      },
      {
        name: 'favouritesEnabled',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.favouritesEnabled,
        admin: { description: 'Show the favourite (heart) control on cards and vehicle pages.' },
      },
      {
        name: 'compareEnabled',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.compareEnabled,
        admin: { description: 'Show the Compare control on cards and the compare page.' },
      },
      {
        name: 'headerPhoneVisible',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.headerPhoneVisible,
        admin: { description: 'Show the phone number in the site header.' },
      },
      {
        name: 'dropdownsOpenOnHover',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.dropdownsOpenOnHover,
        admin: { description: 'Open header menus on mouse hover as well as on click.' },
      },
      {
        name: 'defaultFinanceTermYears',
        type: 'number',
        min: 1,
        max: 7,
        defaultValue: SITE_FEATURE_DEFAULTS.defaultFinanceTermYears,
        admin: { step: 0.5, description: 'Loan term the finance calculator starts on (1 to 7 years, half-year steps).' },
      },
      {
        name: 'defaultFinanceFrequency',
        type: 'select',
        defaultValue: SITE_FEATURE_DEFAULTS.defaultFinanceFrequency,
        options: FINANCE_FREQUENCIES.map((f) => ({ value: f, label: f[0]!.toUpperCase() + f.slice(1) })),
        admin: { description: 'Repayment frequency the finance calculator starts on.' },
      },
      {
        name: 'searchCarousel',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.searchCarousel,
        admin: { description: 'Search: show results as a carousel (swipe and arrow keys) instead of a grid.' },
      },
      {
        name: 'popularMakesSplit',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.popularMakesSplit,
        admin: { description: 'Search: list the 20 makes with the most cars as Popular Makes, then All Makes.' },
      },
      {
        name: 'showViewsCount',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.showViewsCount,
        admin: { description: 'Show how many times a car was viewed on its card and page.' },
      },
      {
        name: 'financeEstimateOnCards',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.financeEstimateOnCards,
        admin: { description: 'Show a weekly finance estimate on cards of in-stock cars priced over $200 when no lender figure applies.' },
      },
      {
        name: 'cardButtons',
        type: 'select',
        hasMany: true,
        options: selectOptions(CARD_BUTTONS),
        admin: {
          description: `Buttons on vehicle cards, in this order. Empty: ${SITE_FEATURE_DEFAULTS.cardButtons.map((b) => CARD_BUTTONS[b]).join(', ')}. Unavailable cars always show Find Me Something Similar instead.`,
        },
      },
      {
        name: 'vehicleButtons',
        type: 'select',
        hasMany: true,
        options: selectOptions(VEHICLE_BUTTONS),
        admin: {
          description: `Vehicle page sidebar buttons, in this order. Empty: ${SITE_FEATURE_DEFAULTS.vehicleButtons.map((b) => VEHICLE_BUTTONS[b]).join(', ')}. A button shows only when the car qualifies (reserve and trade-in need an available car, the history report a file, WhatsApp and chat the dealership's number or link).`,
        },
      },
      {
        name: 'spinStartsInGallery',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.spinStartsInGallery,
        admin: { description: 'Vehicle page: open on the photo gallery instead of the 360° spin when a car has both.' },
      },
      {
        name: 'reviewsMinimumRating',
        type: 'number',
        min: 0,
        max: 5,
        defaultValue: SITE_FEATURE_DEFAULTS.reviewsMinimumRating,
        admin: { step: 0.1, description: "Location pages show a location's star rating and reviews only when its average is at least this (0 to 5)." },
      },
      {
        name: 'hideReviews',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.hideReviews,
        admin: { description: 'Never show star ratings or reviews (location pages and the reviews strip block).' },
      },
      {
        name: 'endOfFinancialYearTile',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.endOfFinancialYearTile,
        admin: { description: "Show the end-of-financial-year sale tile (linking to /eofy) on Special Offers until the sale's cut-off." },
      },
      {
        name: 'spinToWin',
        type: 'checkbox',
        defaultValue: SITE_FEATURE_DEFAULTS.spinToWin,
        admin: {
          description:
            'Spin to win: /spin-to-win and the Spin to win block show the live campaign (Marketing > Spin campaigns). Needs shopper accounts: one spin per signed-in shopper.',
        },
      },
      {
        name: 'clearFiltersPath',
        type: 'text',
        admin: {
          placeholder: '/special-offers',
          description: 'Where Clear Filters leads from an empty search. Empty: /special-offers when the site has live offers, else the full stock search.',
        },
      },
      {
        name: 'searchFilters',
        type: 'array',
        admin: {
          description: `Filters on the stock search page, in order. Empty: ${DEFAULT_SEARCH_FILTERS.map((f) => f.label).join(', ')}. Price, kilometres and year sliders always show.`,
        },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'attribute', type: 'select', required: true, options: selectOptions(FILTER_ATTRIBUTES) },
              { name: 'label', type: 'text', admin: { description: 'Empty: the attribute name.' } },
              {
                name: 'display',
                type: 'select',
                defaultValue: 'dropdown',
                options: FACET_DISPLAYS.map((value) => ({
                  value,
                  label: value === 'dropdown' ? 'Dropdown (several values)' : value === 'select' ? 'Select (one value)' : 'Menu (one value)',
                })),
              },
              {
                name: 'sort',
                type: 'select',
                defaultValue: 'count',
                options: FACET_SORTS.map((value) => ({
                  value,
                  label: value === 'count' ? 'Most cars first' : value === 'name' ? 'By name' : value === 'price-label' ? 'By price' : 'By make and model',
                })),
              },
            ],
          },
        ],
      },
    ]),
    searchSettings,
    settingsGroup(
      'vehicleGallerySlide',
      'Vehicle pages: an extra slide (e.g. a finance offer) shown second in every gallery. Leave the image empty for none.',
      [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'href', type: 'text', admin: { description: 'Where the slide links, e.g. /finance.' } },
        { name: 'alt', type: 'text', admin: { description: 'What the slide says, for screen readers.' } },
      ],
    ),
    settingsGroup('announcement', 'A dismissible bar above vehicle pages, e.g. a sale or holiday hours. Leave the text empty for none.', [
      { name: 'text', type: 'text' },
      { name: 'href', type: 'text' },
      { name: 'linkLabel', type: 'text' },
    ]),
    settingsGroup('financeCalculator', 'Finance calculator limits for this site (spec §5). Empty fields use the standard limits.', [
      { name: 'maxTermYears', type: 'number', min: 1, max: 7, admin: { step: 0.5, description: 'Longest loan term offered (standard 7 years).' } },
      {
        name: 'termYearOptions',
        type: 'number',
        hasMany: true,
        min: 1,
        max: 10,
        admin: { description: 'Offer only these terms (years) instead of half-year steps.' },
      },
      ...interestRangeFields,
      { name: 'interestSliderDisabled', type: 'checkbox', defaultValue: false },
      {
        name: 'maxPurchasePrice105Percent',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'Above $100,000, allow up to 105% of the vehicle price.' },
      },
    ]),
    {
      name: 'leadForms',
      type: 'array',
      admin: { description: 'Your own wording for the enquiry, test drive, finance and other forms. A form without a row here uses the standard wording.' },
      validate: (rows: unknown) => {
        const forms = Array.isArray(rows) ? rows.map((row: { form?: string }) => row?.form) : []
        return new Set(forms).size === forms.length || 'Each form can have only one row.'
      },
      fields: [
        { name: 'form', type: 'select', required: true, options: LEAD_FORM_TYPES.map((value) => ({ value, label: LEAD_FORMS[value].label })) },
        { name: 'heading', type: 'text', admin: { description: "Empty: the form's name." } },
        { name: 'intro', type: 'textarea', admin: { description: 'A short line above the form.' } },
        { name: 'consentText', type: 'textarea', admin: { description: 'Privacy and consent wording under the form, e.g. how you use the details.' } },
        { name: 'successMessage', type: 'textarea', admin: { description: 'What the thank-you page says happens next.' } },
        { name: 'commentsOptional', type: 'checkbox', defaultValue: false, admin: { description: 'Shoppers may leave Comments empty.' } },
      ],
    },
    settingsGroup('testDrives', "Test drive booking times offered from each location's opening hours.", [
      {
        type: 'row',
        fields: [
          { name: 'slotMinutes', type: 'number', min: 15, max: 120, defaultValue: 30, admin: { description: 'Length of a booking slot.' } },
          { name: 'daysAhead', type: 'number', min: 1, max: 60, defaultValue: 14, admin: { description: 'How far ahead shoppers can book.' } },
          {
            name: 'noticeMinutes',
            type: 'number',
            min: 0,
            max: 2880,
            defaultValue: 120,
            admin: { description: 'Earliest booking from now, so the car can be prepared.' },
          },
        ],
      },
    ]),
    settingsGroup(
      'stockFeedGuard',
      'Protects the stock from a broken feed: a full feed past either share is refused and changes nothing, unless the feed confirms the removal (confirmRemoval).',
      [
        {
          type: 'row',
          fields: [
            {
              name: 'maxRemovedPercent',
              type: 'number',
              min: 0,
              max: 100,
              defaultValue: STOCK_FEED_GUARD_DEFAULTS.maxRemovedPercent,
              admin: { description: 'Refuse a full feed that would remove more than this percentage of the stored cars.' },
            },
            {
              name: 'maxRejectedPercent',
              type: 'number',
              min: 0,
              max: 100,
              defaultValue: STOCK_FEED_GUARD_DEFAULTS.maxRejectedPercent,
              admin: { description: 'Refuse a full feed where more than this percentage of the records are rejected.' },
            },
          ],
        },
      ],
      { access: { update: isSuperAdminField } },
    ),
    settingsGroup(
      'embedding',
      'Who may show this site inside a frame. Empty: only this site itself.',
      [
        {
          name: 'frameAncestors',
          type: 'text',
          hasMany: true,
          validate: (values: unknown) =>
            !Array.isArray(values) ||
            values.every((value) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(String(value))) ||
            'Each entry is an origin such as https://www.example.com.au (https, no path).',
          admin: { description: 'Origins allowed to frame this site, e.g. https://www.manufacturer.com.au.' },
        },
      ],
      { access: { update: isSuperAdminField } },
    ),
    settingsGroup('stockRules', 'Which cars from the stock feed this site shows. Search applies these on the server; shoppers cannot remove them.', [
      {
        name: 'carTypes',
        type: 'select',
        hasMany: true,
        options: CAR_TYPES.map((type) => ({ value: type, label: type[0]!.toUpperCase() + type.slice(1) })),
        admin: { description: 'Car types this site sells. Leave empty for all (new, demo and used).' },
      },
      { name: 'inStockOnly', type: 'checkbox', defaultValue: false, admin: { description: 'Show only in-stock cars (no coming-soon or recently sold cars).' } },
      { name: 'excludedMakes', type: 'relationship', relationTo: 'manufacturers', hasMany: true, admin: { description: 'Makes never shown on this site.' } },
      { name: 'excludedStockNumbers', type: 'text', hasMany: true, admin: { description: 'Stock numbers of individual cars never shown on this site.' } },
    ]),
  ],
}
