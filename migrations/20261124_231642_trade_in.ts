import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_trade_in_questions_question_id" AS ENUM('accident-history', 'service-history', 'tyres', 'body', 'interior', 'warning-lights', 'finance-owing', 'keys');
  CREATE TYPE "public"."enum_trade_in_valuations_status" AS ENUM('offered', 'valuer', 'accepted');
  CREATE TABLE "sites_trade_in_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"percent" numeric DEFAULT 0 NOT NULL,
  	"dollars" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "sites_trade_in_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question_id" "enum_sites_trade_in_questions_question_id" NOT NULL,
  	"label" varchar NOT NULL,
  	"help" varchar
  );
  
  CREATE TABLE "sites_trade_in_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "trade_in_valuations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"reference" varchar NOT NULL,
  	"status" "enum_trade_in_valuations_status" DEFAULT 'offered' NOT NULL,
  	"lead_id" integer,
  	"customer_id" integer,
  	"car_name" varchar,
  	"car_plate" varchar,
  	"car_state" varchar,
  	"car_identified_by" varchar,
  	"car_vin" varchar,
  	"car_year" numeric,
  	"car_make" varchar,
  	"car_model" varchar,
  	"car_badge" varchar,
  	"car_km" numeric,
  	"answers" jsonb,
  	"retail_dollars" numeric,
  	"retail_low_dollars" numeric,
  	"retail_high_dollars" numeric,
  	"confidence" numeric,
  	"estimated_by" varchar,
  	"offer_low_dollars" numeric,
  	"offer_high_dollars" numeric,
  	"valid_until" timestamp(3) with time zone,
  	"accepted_at" timestamp(3) with time zone,
  	"valuer_reason" varchar,
  	"adjustments" jsonb,
  	"comparables" jsonb,
  	"for_car" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "trade_in_reconditioning_dollars" numeric DEFAULT 1500;
  ALTER TABLE "sites" ADD COLUMN "trade_in_margin_percent" numeric DEFAULT 12;
  ALTER TABLE "sites" ADD COLUMN "trade_in_offer_valid_days" numeric DEFAULT 7;
  ALTER TABLE "sites" ADD COLUMN "trade_in_valuation_to_account" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_in_valuations_id" integer;
  ALTER TABLE "sites_trade_in_questions_options" ADD CONSTRAINT "sites_trade_in_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_trade_in_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_trade_in_questions" ADD CONSTRAINT "sites_trade_in_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_trade_in_faq" ADD CONSTRAINT "sites_trade_in_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_trade_in_questions_options_order_idx" ON "sites_trade_in_questions_options" USING btree ("_order");
  CREATE INDEX "sites_trade_in_questions_options_parent_id_idx" ON "sites_trade_in_questions_options" USING btree ("_parent_id");
  CREATE INDEX "sites_trade_in_questions_order_idx" ON "sites_trade_in_questions" USING btree ("_order");
  CREATE INDEX "sites_trade_in_questions_parent_id_idx" ON "sites_trade_in_questions" USING btree ("_parent_id");
  CREATE INDEX "sites_trade_in_faq_order_idx" ON "sites_trade_in_faq" USING btree ("_order");
  CREATE INDEX "sites_trade_in_faq_parent_id_idx" ON "sites_trade_in_faq" USING btree ("_parent_id");
  CREATE INDEX "trade_in_valuations_site_idx" ON "trade_in_valuations" USING btree ("site_id");
  CREATE UNIQUE INDEX "trade_in_valuations_reference_idx" ON "trade_in_valuations" USING btree ("reference");
  CREATE INDEX "trade_in_valuations_status_idx" ON "trade_in_valuations" USING btree ("status");
  CREATE INDEX "trade_in_valuations_lead_idx" ON "trade_in_valuations" USING btree ("lead_id");
  CREATE INDEX "trade_in_valuations_customer_idx" ON "trade_in_valuations" USING btree ("customer_id");
  CREATE INDEX "trade_in_valuations_valid_until_idx" ON "trade_in_valuations" USING btree ("valid_until");
  CREATE INDEX "trade_in_valuations_updated_at_idx" ON "trade_in_valuations" USING btree ("updated_at");
  CREATE INDEX "trade_in_valuations_created_at_idx" ON "trade_in_valuations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_in_valuations_fk" FOREIGN KEY ("trade_in_valuations_id") REFERENCES "public"."trade_in_valuations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trade_in_valuations_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_in_valuations_id");`)
  // Stock history (src/features/search/stock/stock-history.ts): every car that passed through a site's
  // stock, kept after it leaves the feed; filled from today's stock so valuations start with evidence.
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "stock_history" (
      "site_slug" varchar(100) NOT NULL,
      "car_id" varchar(100) NOT NULL,
      "make" varchar(100) NOT NULL,
      "model" varchar(200) NOT NULL,
      "badge" varchar(200),
      "year" integer NOT NULL,
      "km" integer,
      "price" numeric,
      "car_type" varchar(20),
      "regplate" varchar(12),
      "rego_state" varchar(3),
      "vin" varchar(17),
      "sold_at" timestamptz,
      "removed_at" timestamptz,
      "first_seen_at" timestamptz NOT NULL DEFAULT now(),
      "last_seen_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("site_slug", "car_id")
    );
    CREATE INDEX IF NOT EXISTS "stock_history_plate_idx" ON "stock_history" ("regplate", "rego_state") WHERE "regplate" IS NOT NULL;
    CREATE INDEX IF NOT EXISTS "stock_history_make_model_year_idx" ON "stock_history" (lower("make"), lower("model"), "year");
    INSERT INTO "stock_history" (site_slug, car_id, make, model, badge, year, km, price, car_type, regplate, rego_state, vin, sold_at)
    SELECT c.site_slug, c.id, c.car->>'make', c.car->>'model', NULLIF(c.car->>'badge', ''), (c.car->>'year')::int, (c.car->>'km')::numeric::int,
           NULLIF((c.car->>'price')::numeric, 0), c.car->>'car_type', NULLIF(upper(regexp_replace(c.car->>'regplate', '[^A-Za-z0-9]', '', 'g')), ''),
           upper(NULLIF(c.car->>'state', '')), upper(NULLIF(c.car->>'vin', '')),
           CASE WHEN c.car->>'status' = 'sold' THEN COALESCE(to_timestamp((c.car->>'sold_date_timestamp')::bigint), now()) END
      FROM "stock_cars" c
    ON CONFLICT DO NOTHING;
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_trade_in_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_trade_in_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_trade_in_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_in_valuations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE IF EXISTS "stock_history";
  DROP TABLE "sites_trade_in_questions_options" CASCADE;
  DROP TABLE "sites_trade_in_questions" CASCADE;
  DROP TABLE "sites_trade_in_faq" CASCADE;
  DROP TABLE "trade_in_valuations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_in_valuations_fk";
  
  DROP INDEX "payload_locked_documents_rels_trade_in_valuations_id_idx";
  ALTER TABLE "sites" DROP COLUMN "trade_in_reconditioning_dollars";
  ALTER TABLE "sites" DROP COLUMN "trade_in_margin_percent";
  ALTER TABLE "sites" DROP COLUMN "trade_in_offer_valid_days";
  ALTER TABLE "sites" DROP COLUMN "trade_in_valuation_to_account";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_in_valuations_id";
  DROP TYPE "public"."enum_sites_trade_in_questions_question_id";
  DROP TYPE "public"."enum_trade_in_valuations_status";`)
}
