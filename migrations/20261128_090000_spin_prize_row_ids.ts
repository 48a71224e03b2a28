import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A seeded spin prize kept the seed file's id as its row id, and row ids are unique across every
 * campaign, so a copied site file collided with the original (issue 41). The seed now writes
 * "{campaign id}/{prize id}" (src/seed/seed-site.ts); this gives stored prizes, and the spins that
 * name them, that form, so a re-seed finds them unchanged and no prize's win count is lost. Rows made
 * in the admin (24-character ObjectIDs) keep theirs.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "spins" s SET "prize_id" = p."_parent_id" || '/' || p."id"
      FROM "spin_campaigns_prizes" p
      WHERE s."campaign_id" = p."_parent_id" AND s."prize_id" = p."id" AND p."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND p."id" !~ '^[0-9a-f]{24}$'`)
  await db.execute(sql`
    UPDATE "spin_campaigns_prizes" p SET "id" = p."_parent_id" || '/' || p."id"
      WHERE p."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND p."id" !~ '^[0-9a-f]{24}$'`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE "spins" SET "prize_id" = substr("prize_id", length("campaign_id"::text) + 2) WHERE "prize_id" LIKE "campaign_id"::text || '/%'`)
  await db.execute(sql`UPDATE "spin_campaigns_prizes" SET "id" = substr("id", length("_parent_id"::text) + 2) WHERE "id" LIKE "_parent_id"::text || '/%'`)
}
