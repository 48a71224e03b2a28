import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  -- Lead workflow statuses no longer include delivery outcomes (those moved to delivery_status).
  UPDATE "leads" SET "status" = 'new' WHERE "status"::text IN ('delivered', 'failed');

   CREATE TYPE "public"."enum_sites_lead_forms_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in');
  CREATE TYPE "public"."enum_pages_blocks_location_list_buttons" AS ENUM('contactUs', 'bookService', 'partsEnquiry', 'sendEnquiry');
  CREATE TYPE "public"."enum_pages_blocks_location_list_layout" AS ENUM('list', 'cards');
  CREATE TYPE "public"."enum_pages_blocks_lead_form_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in');
  CREATE TYPE "public"."enum__pages_v_blocks_location_list_buttons" AS ENUM('contactUs', 'bookService', 'partsEnquiry', 'sendEnquiry');
  CREATE TYPE "public"."enum__pages_v_blocks_location_list_layout" AS ENUM('list', 'cards');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in');
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'retrying', 'delivered', 'failed', 'not-configured');
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('crm-adf', 'staff-email', 'webhook');
  CREATE TYPE "public"."enum_lead_deliveries_status" AS ENUM('pending', 'sending', 'retrying', 'sent', 'failed');
  CREATE TABLE "sites_lead_forms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_sites_lead_forms_form" NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"consent_text" varchar,
  	"success_message" varchar,
  	"comments_optional" boolean DEFAULT false
  );
  
  CREATE TABLE "dealerships_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "locations_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "locations_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_location_list_buttons" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_location_list_buttons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_pages_blocks_lead_form_form" DEFAULT 'contact',
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_location_list_buttons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_location_list_buttons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum__pages_v_blocks_lead_form_form" DEFAULT 'contact',
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "lead_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"site_id" integer NOT NULL,
  	"channel" "enum_lead_deliveries_channel" NOT NULL,
  	"target" varchar NOT NULL,
  	"status" "enum_lead_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"locked_until" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"reference" varchar,
  	"history" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'closed', 'cancelled');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  ALTER TABLE "sites" ADD COLUMN "features_reviews_minimum_rating" numeric DEFAULT 4;
  ALTER TABLE "sites" ADD COLUMN "features_hide_reviews" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "test_drives_slot_minutes" numeric DEFAULT 30;
  ALTER TABLE "sites" ADD COLUMN "test_drives_days_ahead" numeric DEFAULT 14;
  ALTER TABLE "sites" ADD COLUMN "test_drives_notice_minutes" numeric DEFAULT 120;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_crm_email" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_webhook_url" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_webhook_secret" varchar;
  ALTER TABLE "locations" ADD COLUMN "lead_delivery_crm_email" varchar;
  ALTER TABLE "pages_blocks_location_list" ADD COLUMN "show_search" boolean DEFAULT true;
  ALTER TABLE "pages_blocks_location_list" ADD COLUMN "show_nearest" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_location_list" ADD COLUMN "layout" "enum_pages_blocks_location_list_layout" DEFAULT 'list';
  ALTER TABLE "_pages_v_blocks_location_list" ADD COLUMN "show_search" boolean DEFAULT true;
  ALTER TABLE "_pages_v_blocks_location_list" ADD COLUMN "show_nearest" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_location_list" ADD COLUMN "layout" "enum__pages_v_blocks_location_list_layout" DEFAULT 'list';
  ALTER TABLE "leads" ADD COLUMN "delivery_status" "enum_leads_delivery_status" DEFAULT 'pending';
  ALTER TABLE "leads" ADD COLUMN "rego" varchar;
  ALTER TABLE "leads" ADD COLUMN "position" varchar;
  ALTER TABLE "leads" ADD COLUMN "terms_accepted" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "appointment_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "car_slug" varchar;
  ALTER TABLE "leads" ADD COLUMN "car_vin" varchar;
  ALTER TABLE "leads" ADD COLUMN "car_year" numeric;
  ALTER TABLE "leads" ADD COLUMN "car_badge" varchar;
  ALTER TABLE "leads" ADD COLUMN "car_price" numeric;
  ALTER TABLE "leads" ADD COLUMN "car_km" numeric;
  ALTER TABLE "leads" ADD COLUMN "car_colour" varchar;
  ALTER TABLE "leads" ADD COLUMN "trade_in_year" numeric;
  ALTER TABLE "leads" ADD COLUMN "trade_in_make" varchar;
  ALTER TABLE "leads" ADD COLUMN "trade_in_model" varchar;
  ALTER TABLE "leads" ADD COLUMN "trade_in_km" numeric;
  ALTER TABLE "leads" ADD COLUMN "vehicle_price_budget" numeric;
  ALTER TABLE "leads" ADD COLUMN "page_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "source" varchar DEFAULT 'Website';
  ALTER TABLE "leads" ADD COLUMN "user_agent" varchar;
  ALTER TABLE "leads" ADD COLUMN "lead_attributes" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_deliveries_id" integer;
  ALTER TABLE "sites_lead_forms" ADD CONSTRAINT "sites_lead_forms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships_texts" ADD CONSTRAINT "dealerships_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_reviews" ADD CONSTRAINT "locations_reviews_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_reviews" ADD CONSTRAINT "locations_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_texts" ADD CONSTRAINT "locations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_list_buttons" ADD CONSTRAINT "pages_blocks_location_list_buttons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_location_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_list_buttons" ADD CONSTRAINT "_pages_v_blocks_location_list_buttons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_location_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_lead_forms_order_idx" ON "sites_lead_forms" USING btree ("_order");
  CREATE INDEX "sites_lead_forms_parent_id_idx" ON "sites_lead_forms" USING btree ("_parent_id");
  CREATE INDEX "dealerships_texts_order_parent" ON "dealerships_texts" USING btree ("order","parent_id");
  CREATE INDEX "locations_reviews_order_idx" ON "locations_reviews" USING btree ("_order");
  CREATE INDEX "locations_reviews_parent_id_idx" ON "locations_reviews" USING btree ("_parent_id");
  CREATE INDEX "locations_reviews_image_idx" ON "locations_reviews" USING btree ("image_id");
  CREATE INDEX "locations_texts_order_parent" ON "locations_texts" USING btree ("order","parent_id");
  CREATE INDEX "pages_blocks_location_list_buttons_order_idx" ON "pages_blocks_location_list_buttons" USING btree ("order");
  CREATE INDEX "pages_blocks_location_list_buttons_parent_idx" ON "pages_blocks_location_list_buttons" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_lead_form_order_idx" ON "pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_parent_id_idx" ON "pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_path_idx" ON "pages_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_location_list_buttons_order_idx" ON "_pages_v_blocks_location_list_buttons" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_location_list_buttons_parent_idx" ON "_pages_v_blocks_location_list_buttons" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_order_idx" ON "_pages_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_parent_id_idx" ON "_pages_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_path_idx" ON "_pages_v_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "lead_deliveries_lead_idx" ON "lead_deliveries" USING btree ("lead_id");
  CREATE INDEX "lead_deliveries_site_idx" ON "lead_deliveries" USING btree ("site_id");
  CREATE INDEX "lead_deliveries_status_idx" ON "lead_deliveries" USING btree ("status");
  CREATE INDEX "lead_deliveries_next_attempt_at_idx" ON "lead_deliveries" USING btree ("next_attempt_at");
  CREATE INDEX "lead_deliveries_updated_at_idx" ON "lead_deliveries" USING btree ("updated_at");
  CREATE INDEX "lead_deliveries_created_at_idx" ON "lead_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk" FOREIGN KEY ("lead_deliveries_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_form_idx" ON "leads" USING btree ("form");
  CREATE INDEX "leads_delivery_status_idx" ON "leads" USING btree ("delivery_status");
  CREATE INDEX "leads_appointment_at_idx" ON "leads" USING btree ("appointment_at");
  CREATE INDEX "payload_locked_documents_rels_lead_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_deliveries_id");
  -- A lead's deliveries go with it.
  ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_lead_id_leads_id_fk";
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  -- One test drive per location and time: two shoppers racing for the same slot cannot both get it.
  CREATE UNIQUE INDEX "leads_test_drive_slot_idx" ON "leads" ("location_id", "appointment_at") WHERE "form" = 'test-drive' AND "appointment_at" IS NOT NULL AND "status" <> 'cancelled';
  -- What the outbox worker scans.
  CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" ("next_attempt_at") WHERE "status" IN ('pending', 'retrying', 'sending');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_lead_forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealerships_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_location_list_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_location_list_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_lead_forms" CASCADE;
  DROP TABLE "dealerships_texts" CASCADE;
  DROP TABLE "locations_reviews" CASCADE;
  DROP TABLE "locations_texts" CASCADE;
  DROP TABLE "pages_blocks_location_list_buttons" CASCADE;
  DROP TABLE "pages_blocks_lead_form" CASCADE;
  DROP TABLE "_pages_v_blocks_location_list_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form" CASCADE;
  DROP TABLE "lead_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'finance', 'contact', 'trade-in', 'request-photos', 'find-similar', 'service', 'parts', 'careers');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'delivered', 'failed', 'contacted');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  DROP INDEX "leads_form_idx";
  DROP INDEX "leads_delivery_status_idx";
  DROP INDEX "leads_appointment_at_idx";
  DROP INDEX "payload_locked_documents_rels_lead_deliveries_id_idx";
  ALTER TABLE "sites" DROP COLUMN "features_reviews_minimum_rating";
  ALTER TABLE "sites" DROP COLUMN "features_hide_reviews";
  ALTER TABLE "sites" DROP COLUMN "test_drives_slot_minutes";
  ALTER TABLE "sites" DROP COLUMN "test_drives_days_ahead";
  ALTER TABLE "sites" DROP COLUMN "test_drives_notice_minutes";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_crm_email";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_webhook_url";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_webhook_secret";
  ALTER TABLE "locations" DROP COLUMN "lead_delivery_crm_email";
  ALTER TABLE "pages_blocks_location_list" DROP COLUMN "show_search";
  ALTER TABLE "pages_blocks_location_list" DROP COLUMN "show_nearest";
  ALTER TABLE "pages_blocks_location_list" DROP COLUMN "layout";
  ALTER TABLE "_pages_v_blocks_location_list" DROP COLUMN "show_search";
  ALTER TABLE "_pages_v_blocks_location_list" DROP COLUMN "show_nearest";
  ALTER TABLE "_pages_v_blocks_location_list" DROP COLUMN "layout";
  ALTER TABLE "leads" DROP COLUMN "delivery_status";
  ALTER TABLE "leads" DROP COLUMN "rego";
  ALTER TABLE "leads" DROP COLUMN "position";
  ALTER TABLE "leads" DROP COLUMN "terms_accepted";
  ALTER TABLE "leads" DROP COLUMN "appointment_at";
  ALTER TABLE "leads" DROP COLUMN "car_slug";
  ALTER TABLE "leads" DROP COLUMN "car_vin";
  ALTER TABLE "leads" DROP COLUMN "car_year";
  ALTER TABLE "leads" DROP COLUMN "car_badge";
  ALTER TABLE "leads" DROP COLUMN "car_price";
  ALTER TABLE "leads" DROP COLUMN "car_km";
  ALTER TABLE "leads" DROP COLUMN "car_colour";
  ALTER TABLE "leads" DROP COLUMN "trade_in_year";
  ALTER TABLE "leads" DROP COLUMN "trade_in_make";
  ALTER TABLE "leads" DROP COLUMN "trade_in_model";
  ALTER TABLE "leads" DROP COLUMN "trade_in_km";
  ALTER TABLE "leads" DROP COLUMN "vehicle_price_budget";
  ALTER TABLE "leads" DROP COLUMN "page_id";
  ALTER TABLE "leads" DROP COLUMN "source";
  ALTER TABLE "leads" DROP COLUMN "user_agent";
  ALTER TABLE "leads" DROP COLUMN "lead_attributes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_deliveries_id";
  DROP TYPE "public"."enum_sites_lead_forms_form";
  DROP TYPE "public"."enum_pages_blocks_location_list_buttons";
  DROP TYPE "public"."enum_pages_blocks_location_list_layout";
  DROP TYPE "public"."enum_pages_blocks_lead_form_form";
  DROP TYPE "public"."enum__pages_v_blocks_location_list_buttons";
  DROP TYPE "public"."enum__pages_v_blocks_location_list_layout";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_form";
  DROP TYPE "public"."enum_leads_delivery_status";
  DROP TYPE "public"."enum_lead_deliveries_channel";
  DROP TYPE "public"."enum_lead_deliveries_status";`)
}
