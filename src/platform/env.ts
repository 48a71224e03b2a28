import { z } from 'zod'

/** Server environment, validated once at start-up so a missing setting fails loudly and early. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URI: z.string().url().optional(),
  PAYLOAD_SECRET: z.string().min(16).optional(),
  PUBLIC_SERVER_URL: z.string().url().optional(),
  DEFAULT_SITE_SLUG: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('auto'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** Public credentials shoppers' browsers send to the app's search endpoint (not secrets). */
  SEARCH_APP_ID: z.string().min(1).default('dealer-platform'),
  SEARCH_API_KEY: z.string().min(1).default('public-search-key'),
  /** Hosted Algolia: set all three to use it instead of the embedded engine. */
  ALGOLIA_APP_ID: z.string().min(1).optional(),
  ALGOLIA_SEARCH_KEY: z.string().min(1).optional(),
  ALGOLIA_ADMIN_KEY: z.string().min(1).optional(),
  /** Price comparison: a hosted autogauge service (GET {base}{car path}/autogauge); set both, else the platform computes it from the site's stock. */
  AUTOGAUGE_BASE_URL: z.string().url().optional(),
  AUTOGAUGE_API_KEY: z.string().min(1).optional(),
  /** Trade-in valuations: a vehicle-data provider for plate lookups and market valuations; set both, else the platform's stock history answers. */
  VEHICLE_DATA_API_URL: z.string().url().optional(),
  VEHICLE_DATA_API_KEY: z.string().min(1).optional(),
  /** Delivery calculator: Google's Geocoding API for postcodes (else the shipped postcode table). */
  GOOGLE_GEOCODING_API_KEY: z.string().min(1).optional(),
  /** Delivery calculator: a transport partner's price service (else each dealership's regions). */
  DELIVERY_PRICE_URL: z.string().url().optional(),
  DELIVERY_PRICE_API_KEY: z.string().min(1).optional(),
  /** Finance quotes: the lender's quote service (POST with the spec §7 payload); set both, else the platform's rate table prices the loan. */
  FINANCE_QUOTE_URL: z.string().url().optional(),
  FINANCE_QUOTE_API_KEY: z.string().min(1).optional(),
  /** The lender panel's quote service (personalised finance); authenticated with FINANCE_QUOTE_API_KEY. */
  FINANCE_LENDER_QUOTES_URL: z.string().url().optional(),
  /** Maps: a tile service for the interactive map (MapLibre GL, loaded when a map scrolls into view); {key} in either URL is replaced by MAP_TILE_KEY. Else the server-drawn offline map only. */
  MAP_TILE_URL: z.string().url().optional(),
  MAP_TILE_KEY: z.string().min(1).optional(),
  MAP_STYLE_URL: z.string().url().optional(),
  MAP_TILE_ATTRIBUTION: z.string().min(1).optional(),
  /** Lead mail: an SMTP server (smtp://user:pass@host:587 or smtps://...); else each message is written as a .eml file into MAILBOX_DIR. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('leads@dealer-platform.test'),
  /** The offline mailbox folder, relative to the working directory (the project root) unless absolute; .data/ is git-ignored. */
  MAILBOX_DIR: z.string().min(1).default('.data/mailbox'),
  /**
   * How long an app server may hold a lead delivery it claimed before another server takes it over (the
   * first died mid-delivery). A server claims one delivery at a time and bounds its send to half of this
   * (at most 15 s), so a live server always records its outcome before anyone else may take the delivery.
   */
  LEAD_OUTBOX_CLAIM_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  /**
   * The lead forms' minimum fill time (src/features/leads/form-token.ts: MIN_FILL_MILLISECONDS, 2 s):
   * settable so browser tests can shorten it; production keeps the default.
   */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Payments (reserve deposits, online payments): Stripe Checkout when both are set; else shoppers pay the dealership and staff mark it paid. STRIPE_API_BASE points the SDK elsewhere (tests). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  /** Days a failed sign-in stays in the admin's audit (Security → Sign-in failures) before every app server's sweep deletes it. */
  SIGN_IN_AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** How many proxies (load balancer, CDN) in front of the app append to X-Forwarded-For; 0: none, the connection's own address is the shopper's. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
})

const parsed = envSchema.safeParse(process.env)
if (!parsed.success) {
  throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
}

export const env = parsed.data

/** Local demo secret; production must set PAYLOAD_SECRET (checked by scripts/start.ts). */
export const payloadSecret = env.PAYLOAD_SECRET ?? 'local-demo-secret-change-me-in-production'

/** How long after its form token was issued a lead is accepted (see FORM_MIN_FILL_MS). */
export const formMinFillMs = env.FORM_MIN_FILL_MS

/** The site served on plain localhost and on hosts that match no site's domains in development. */
export const defaultSiteSlug = env.DEFAULT_SITE_SLUG ?? 'harbour-city-auto'

/** What the search endpoint accepts and what pages hand to the browser's search client. */
export const searchCredentials = { appId: env.SEARCH_APP_ID, apiKey: env.SEARCH_API_KEY } as const
