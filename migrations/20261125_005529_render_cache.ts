import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 24: each site's content version, bumped in the transaction of every save of its content, so
 * every app server knows when its cached content and rendered pages of that site are out of date
 * (src/platform/site-versions.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "site_content_versions" (
     "site_id" integer PRIMARY KEY REFERENCES "sites"("id") ON DELETE CASCADE,
     "version" bigint NOT NULL DEFAULT 0,
     "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
   );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "site_content_versions";`)
}
