import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The finance pages find a site's car by its VIN (spec §2 `vin`): one index lookup, not a scan of the site's stock. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "stock_cars_site_vin_idx" ON "stock_cars" ("site_slug", upper("car"->>'vin'))`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "stock_cars_site_vin_idx"`)
}
