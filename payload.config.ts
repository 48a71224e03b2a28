import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { isSuperAdminField } from './access'
import { BrandDirectories } from './collections/BrandDirectories'
import { Customers } from './collections/Customers'
import { Dealerships } from './collections/Dealerships'
import { FinanceApplications } from './collections/FinanceApplications'
import { LeadDeliveries } from './collections/LeadDeliveries'
import { Leads } from './collections/Leads'
import { LegalTexts } from './collections/LegalTexts'
import { Locations } from './collections/Locations'
import { Manufacturers } from './collections/Manufacturers'
import { Media } from './collections/Media'
import { Menus } from './collections/Menus'
import { Models } from './collections/Models'
import { Pages } from './collections/Pages'
import { Promos } from './collections/Promos'
import { redirectsOptions } from './collections/Redirects'
import { PaymentRequests } from './collections/PaymentRequests'
import { Reservations } from './collections/Reservations'
import { SavedSearches } from './collections/SavedSearches'
import { Sites } from './collections/Sites'
import { SignInFailures } from './collections/SignInFailures'
import { SpinCampaigns } from './collections/SpinCampaigns'
import { Spins } from './collections/Spins'
import { TradeInValuations } from './collections/TradeInValuations'
import { Users } from './collections/Users'
import { WatchlistEntries } from './collections/WatchlistEntries'
import { databaseUnavailableAfterError } from './src/platform/api-route'
import { databasePoolOptions, resilientPg } from './src/platform/database'
import { env, payloadSecret } from './src/platform/env'
import { AU_TIME_ZONES } from './src/platform/options'
import { DEFAULT_TIME_ZONE } from './src/domain/time'
import { pageSeoOptions } from './collections/fields/page-seo'
import { versionlessCollections } from './src/platform/versionless-collections'
import { userIsSuperAdmin } from './src/platform/admin-users'
import { editorSiteAssignment } from './src/platform/editor-site-assignment'
import { LIVE_PREVIEW_COLLECTIONS } from './src/platform/live-preview-token'
import type { Config } from './src/payload-types'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Collections whose documents belong to one dealer site. */
// Leads are site-scoped too, by their own field and access rules (collections/Leads.ts): shoppers create them.
const siteScoped = [
  'dealerships',
  'locations',
  'models',
  'promos',
  'brand-directories',
  'menus',
  'legal-texts',
  'pages',
  'media',
  'customers',
  'watchlist-entries',
  'saved-searches',
  'reservations',
  'payment-requests',
  'trade-in-valuations',
  'finance-applications',
  'spin-campaigns',
  'spins',
  'redirects',
] as const

export default buildConfig({
  admin: {
    user: Users.slug,
    // No Gravatar: the admin makes no third-party requests.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname), importMapFile: path.resolve(dirname, 'src/app/(payload)/admin/importMap.ts') },
    meta: { titleSuffix: ' · Dealer Platform' },
    // Live preview of pages, promos and menus on the site's own host (src/features/publishing/live-preview.ts).
    livePreview: {
      collections: [...LIVE_PREVIEW_COLLECTIONS],
      breakpoints: [
        { name: 'mobile', label: 'Mobile', width: 375, height: 812 },
        { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
        { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
      ],
      url: async ({ req, data, collectionConfig }) =>
        (await import('./src/features/publishing')).livePreviewUrl({ req, collection: collectionConfig?.slug, data }),
    },
    // Scheduled publishing asks for a time in one of these zones, the site's own by default.
    timezones: {
      supportedTimezones: AU_TIME_ZONES.map((zone) => ({ label: zone.replace('Australia/', ''), value: zone })),
      defaultTimezone: DEFAULT_TIME_ZONE,
    },
    // The offline mailbox of lead mail (issue 8): /admin/mailbox and /admin/mailbox/{file}, with a nav link while no SMTP_URL is set.
    // The marketer's insights dashboard (issue 44): /admin/insights, for every admin user, over their own sites.
    components: {
      beforeDashboard: ['/src/features/insights/dashboard/InsightsDashboardCard#InsightsDashboardCard'],
      afterNavLinks: ['/src/features/insights/dashboard/InsightsNavLink#InsightsNavLink', '/src/features/leads/mailbox/MailboxNavLink#MailboxNavLink'],
      views: {
        insights: { Component: '/src/features/insights/dashboard/InsightsView#InsightsView', path: '/insights' },
        mailbox: { Component: '/src/features/leads/mailbox/MailboxView#MailboxView', path: '/mailbox' },
      },
    },
  },
  collections: [
    Sites,
    Dealerships,
    Locations,
    Manufacturers,
    Models,
    Promos,
    SpinCampaigns,
    BrandDirectories,
    Menus,
    LegalTexts,
    Pages,
    Media,
    Users,
    Customers,
    WatchlistEntries,
    SavedSearches,
    Reservations,
    PaymentRequests,
    TradeInValuations,
    FinanceApplications,
    Spins,
    Leads,
    LeadDeliveries,
    SignInFailures,
  ],
  editor: lexicalEditor(),
  secret: payloadSecret,
  serverURL: env.PUBLIC_SERVER_URL,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  db: postgresAdapter({
    // Bounded waits everywhere (pool, statements, idle transactions) and a pool that survives a database restart: src/platform/database.ts.
    pg: resilientPg,
    pool: databasePoolOptions(env.DATABASE_URI),
    // The schema only changes through committed migrations (npm run migrate), never by push.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  sharp,
  // A database that could not answer in time is a 503 with Retry-After in Payload's REST API too.
  hooks: { afterError: [databaseUnavailableAfterError] },
  telemetry: false,
  graphQL: { disable: true },
  plugins: [
    // Before the multi-tenant plugin, so redirects belong to a site like every other piece of content.
    redirectsPlugin(redirectsOptions),
    seoPlugin(pageSeoOptions),
    multiTenantPlugin<Config>({
      tenantsSlug: 'sites',
      tenantField: { name: 'site', access: { update: isSuperAdminField } },
      tenantsArrayField: {
        includeDefaultField: true,
        arrayFieldName: 'sites',
        arrayTenantFieldName: 'site',
        rowFields: [
          {
            name: 'roles',
            type: 'select',
            hasMany: true,
            defaultValue: ['editor'],
            options: [
              { label: 'Editor', value: 'editor' },
              { label: "Finance team: sees applicants' income, expenses and employment", value: 'finance' },
            ],
          },
        ],
      },
      userHasAccessToAllTenants: (user) => userIsSuperAdmin(user),
      collections: Object.fromEntries(siteScoped.map((slug) => [slug, {}])),
    }),
    s3Storage({
      enabled: Boolean(env.S3_BUCKET),
      collections: { media: true },
      bucket: env.S3_BUCKET ?? '',
      config: {
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
      },
    }),
    editorSiteAssignment(siteScoped),
    // Last, so it sees every collection as the other plugins left it.
    versionlessCollections,
  ],
})
