import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Leases for work one app server at a time does (scheduled publishing's jobs pass): a row with an
 * end time instead of a session advisory lock, which held a pooled connection for the whole pass
 * while the pass itself asked the pool for more (issue 38).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "platform_leases" ("name" text PRIMARY KEY, "holder" text NOT NULL, "expires_at" timestamptz NOT NULL)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "platform_leases"`)
}
