import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_sign_in_copy_type" AS ENUM('watchlist', 'trade-in', 'checkout', 'finance', 'spin-to-win', 'online-payment', 'car-finance', 'my-garage');
  CREATE TABLE "sites_sign_in_copy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_sites_sign_in_copy_type" NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "watchlist_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"customer_id" integer NOT NULL,
  	"car_id" varchar NOT NULL,
  	"car_slug" varchar NOT NULL,
  	"car_name" varchar NOT NULL,
  	"image_url" varchar,
  	"saved_price" numeric,
  	"alerted_price" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"customer_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"alerts_enabled" boolean DEFAULT true,
  	"known_car_ids" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customers_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers_sessions" CASCADE;
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_customers_fk";
  
  DROP INDEX "payload_preferences_rels_customers_id_idx";
  DROP INDEX "customers_email_idx";
  ALTER TABLE "sites" ADD COLUMN "garage_path" varchar;
  ALTER TABLE "sites" ADD COLUMN "sign_in_checkout" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "sign_in_finance" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "sign_in_spin_to_win" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "sign_in_online_payment" boolean DEFAULT false;
  ALTER TABLE "customers" ADD COLUMN "marketing_opt_in" boolean DEFAULT false;
  ALTER TABLE "customers" ADD COLUMN "alerts_enabled" boolean DEFAULT true;
  ALTER TABLE "customers" ADD COLUMN "last_sign_in_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "customer_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watchlist_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "sites_sign_in_copy" ADD CONSTRAINT "sites_sign_in_copy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_sign_in_copy_order_idx" ON "sites_sign_in_copy" USING btree ("_order");
  CREATE INDEX "sites_sign_in_copy_parent_id_idx" ON "sites_sign_in_copy" USING btree ("_parent_id");
  CREATE INDEX "watchlist_entries_site_idx" ON "watchlist_entries" USING btree ("site_id");
  CREATE INDEX "watchlist_entries_customer_idx" ON "watchlist_entries" USING btree ("customer_id");
  CREATE INDEX "watchlist_entries_car_id_idx" ON "watchlist_entries" USING btree ("car_id");
  CREATE INDEX "watchlist_entries_updated_at_idx" ON "watchlist_entries" USING btree ("updated_at");
  CREATE INDEX "watchlist_entries_created_at_idx" ON "watchlist_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_carId_idx" ON "watchlist_entries" USING btree ("customer_id","car_id");
  CREATE INDEX "saved_searches_site_idx" ON "saved_searches" USING btree ("site_id");
  CREATE INDEX "saved_searches_customer_idx" ON "saved_searches" USING btree ("customer_id");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watchlist_entries_fk" FOREIGN KEY ("watchlist_entries_id") REFERENCES "public"."watchlist_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "site_email_idx" ON "customers" USING btree ("site_id","email");
  CREATE INDEX "leads_customer_idx" ON "leads" USING btree ("customer_id");
  CREATE INDEX "payload_locked_documents_rels_watchlist_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("watchlist_entries_id");
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  ALTER TABLE "customers" DROP COLUMN "reset_password_token";
  ALTER TABLE "customers" DROP COLUMN "reset_password_expiration";
  ALTER TABLE "customers" DROP COLUMN "salt";
  ALTER TABLE "customers" DROP COLUMN "hash";
  ALTER TABLE "customers" DROP COLUMN "reset_password_requested_at";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "customers_id";`)
  // Outside Payload's schema (like rate_limits and stock_cars): sign-in codes, sessions, the stock
  // change log the import writes in its own transaction, and the alert outbox fed from it.
  await db.execute(sql`
  CREATE TABLE "shopper_sign_in_codes" (
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "email" varchar NOT NULL,
    "code_hash" varchar NOT NULL,
    "link_hash" varchar NOT NULL UNIQUE,
    "attempts" integer NOT NULL DEFAULT 0,
    "expires_at" timestamptz NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("site_id", "email")
  );
  CREATE TABLE "shopper_sessions" (
    "token_hash" varchar PRIMARY KEY,
    "customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
    "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "last_seen_at" timestamptz NOT NULL DEFAULT now(),
    "expires_at" timestamptz NOT NULL,
    "user_agent" varchar
  );
  CREATE INDEX "shopper_sessions_customer_idx" ON "shopper_sessions" ("customer_id");
  CREATE INDEX "shopper_sessions_expires_idx" ON "shopper_sessions" ("expires_at");
  CREATE TABLE "stock_changes" (
    "id" bigserial PRIMARY KEY,
    "site_slug" varchar NOT NULL,
    "car_id" varchar NOT NULL,
    "kind" varchar NOT NULL CHECK ("kind" IN ('added', 'price-drop', 'sold')),
    "price_before" numeric,
    "price_after" numeric,
    "version" bigint NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "processed_at" timestamptz
  );
  CREATE INDEX "stock_changes_pending_idx" ON "stock_changes" ("id") WHERE "processed_at" IS NULL;
  CREATE TABLE "shopper_alerts" (
    "id" bigserial PRIMARY KEY,
    "customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
    "dedupe_key" varchar NOT NULL UNIQUE,
    "kind" varchar NOT NULL,
    "details" jsonb NOT NULL,
    "status" varchar NOT NULL DEFAULT 'pending',
    "attempts" integer NOT NULL DEFAULT 0,
    "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
    "locked_until" timestamptz,
    "sent_at" timestamptz,
    "last_error" varchar,
    "created_at" timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX "shopper_alerts_due_idx" ON "shopper_alerts" ("next_attempt_at") WHERE "status" IN ('pending', 'retrying', 'sending');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "shopper_alerts"; DROP TABLE "stock_changes"; DROP TABLE "shopper_sessions"; DROP TABLE "shopper_sign_in_codes";`)
  await db.execute(sql`
   CREATE TABLE "customers_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "sites_sign_in_copy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watchlist_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_sign_in_copy" CASCADE;
  DROP TABLE "watchlist_entries" CASCADE;
  DROP TABLE "saved_searches" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_customer_id_customers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watchlist_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  DROP INDEX "site_email_idx";
  DROP INDEX "leads_customer_idx";
  DROP INDEX "payload_locked_documents_rels_watchlist_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX "customers_email_idx";
  ALTER TABLE "customers" ADD COLUMN "reset_password_token" varchar;
  ALTER TABLE "customers" ADD COLUMN "reset_password_expiration" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "salt" varchar;
  ALTER TABLE "customers" ADD COLUMN "hash" varchar;
  ALTER TABLE "customers" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "customers_sessions" ADD CONSTRAINT "customers_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customers_sessions_order_idx" ON "customers_sessions" USING btree ("_order");
  CREATE INDEX "customers_sessions_parent_id_idx" ON "customers_sessions" USING btree ("_parent_id");
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");
  CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  ALTER TABLE "sites" DROP COLUMN "garage_path";
  ALTER TABLE "sites" DROP COLUMN "sign_in_checkout";
  ALTER TABLE "sites" DROP COLUMN "sign_in_finance";
  ALTER TABLE "sites" DROP COLUMN "sign_in_spin_to_win";
  ALTER TABLE "sites" DROP COLUMN "sign_in_online_payment";
  ALTER TABLE "customers" DROP COLUMN "marketing_opt_in";
  ALTER TABLE "customers" DROP COLUMN "alerts_enabled";
  ALTER TABLE "customers" DROP COLUMN "last_sign_in_at";
  ALTER TABLE "leads" DROP COLUMN "customer_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watchlist_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  DROP TYPE "public"."enum_sites_sign_in_copy_type";`)
}
