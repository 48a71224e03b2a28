import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Marketer insights (issue 44, docs/insights.md): each site's raw first-party events, kept for the site's
 * insights_retention_days, and their daily totals, kept long. Plain tables, not collections: the beacon
 * writes hundreds of rows a second in multi-row inserts and only the dashboard reads them. Leads gain
 * what brought the shopper (attribution_*).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "sites" ADD COLUMN "insights_retention_days" numeric DEFAULT 30;
  ALTER TABLE "leads" ADD COLUMN "attribution_landing_page" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_referrer_class" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_campaign" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_source" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_clicked" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_clicked_label" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_visit" varchar;
  CREATE INDEX "leads_attribution_attribution_landing_page_idx" ON "leads" USING btree ("attribution_landing_page");
  CREATE INDEX "leads_attribution_attribution_campaign_idx" ON "leads" USING btree ("attribution_campaign");
  CREATE INDEX "leads_attribution_attribution_clicked_idx" ON "leads" USING btree ("attribution_clicked");

  CREATE TABLE "insight_events" (
    "id" bigserial PRIMARY KEY,
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "at" timestamptz NOT NULL DEFAULT now(),
    "day" date NOT NULL,
    "kind" text NOT NULL CHECK ("kind" IN ('page_view', 'vehicle_view', 'search', 'impression', 'click', 'step')),
    "subject" text NOT NULL DEFAULT '',
    "label" text,
    "path" text,
    "query" text,
    "filters" jsonb,
    "result_count" integer,
    "referrer_class" text,
    "campaign" text,
    "visit" text NOT NULL,
    "seq" integer NOT NULL
  );
  CREATE UNIQUE INDEX "insight_events_visit_seq" ON "insight_events" ("site_id", "visit", "seq");
  CREATE INDEX "insight_events_site_day" ON "insight_events" ("site_id", "day");
  CREATE INDEX "insight_events_at" ON "insight_events" ("at");

  CREATE TABLE "insight_daily" (
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "day" date NOT NULL,
    "kind" text NOT NULL,
    "subject" text NOT NULL DEFAULT '',
    "label" text,
    "events" integer NOT NULL,
    "visits" integer NOT NULL,
    "results_min" integer,
    "results_max" integer,
    PRIMARY KEY ("site_id", "day", "kind", "subject")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "insight_daily";
  DROP TABLE "insight_events";
  DROP INDEX "leads_attribution_attribution_landing_page_idx";
  DROP INDEX "leads_attribution_attribution_campaign_idx";
  DROP INDEX "leads_attribution_attribution_clicked_idx";
  ALTER TABLE "sites" DROP COLUMN "insights_retention_days";
  ALTER TABLE "leads" DROP COLUMN "attribution_landing_page";
  ALTER TABLE "leads" DROP COLUMN "attribution_referrer_class";
  ALTER TABLE "leads" DROP COLUMN "attribution_campaign";
  ALTER TABLE "leads" DROP COLUMN "attribution_source";
  ALTER TABLE "leads" DROP COLUMN "attribution_clicked";
  ALTER TABLE "leads" DROP COLUMN "attribution_clicked_label";
  ALTER TABLE "leads" DROP COLUMN "attribution_visit";`)
}
