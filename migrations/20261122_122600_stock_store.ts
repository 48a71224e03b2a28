import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The stock store (src/features/search/stock/stock-store.ts): PostgreSQL is the source of truth for every site's
 * cars; search indexes (embedded or Algolia) are rebuilt from it. `stock_versions` tells every app
 * server when a site's stock changed; `stock_import_keys` holds the hashed per-site feed keys.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "stock_cars" (
      "site_slug" varchar(100) NOT NULL,
      "id" varchar(100) NOT NULL,
      "slug" varchar(300) NOT NULL,
      "car" jsonb NOT NULL,
      "content_hash" char(64) NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("site_slug", "id"),
      -- Checked at commit, so one feed can swap two cars' slugs.
      CONSTRAINT "stock_cars_site_slug_slug_key" UNIQUE ("site_slug", "slug") DEFERRABLE INITIALLY DEFERRED
    );
    CREATE TABLE IF NOT EXISTS "stock_versions" (
      "site_slug" varchar(100) PRIMARY KEY,
      "version" bigint NOT NULL DEFAULT 0,
      -- Hosted Algolia only: the site settings its records were last built with (one server republishes).
      "published_settings" varchar(100),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS "stock_import_keys" (
      "key_hash" char(64) PRIMARY KEY,
      "site_slug" varchar(100) NOT NULL,
      "label" varchar(200),
      "created_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "stock_import_keys_site_slug_idx" ON "stock_import_keys" ("site_slug");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "stock_import_keys"; DROP TABLE IF EXISTS "stock_versions"; DROP TABLE IF EXISTS "stock_cars";`)
}
