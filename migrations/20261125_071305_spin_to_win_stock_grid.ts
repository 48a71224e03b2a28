import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_stock_grid_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_pages_blocks_stock_grid_sort" AS ENUM('relevance', 'price-asc', 'price-desc', 'km-asc', 'year-desc', 'newest-listed');
  CREATE TYPE "public"."enum_pages_blocks_stock_grid_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_grid_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_grid_sort" AS ENUM('relevance', 'price-asc', 'price-desc', 'km-asc', 'year-desc', 'newest-listed');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_grid_columns" AS ENUM('3', '4');
  ALTER TYPE "public"."enum_sites_lead_forms_form" ADD VALUE 'spin-to-win';
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'spin-to-win';
  CREATE TABLE "spin_campaigns_prizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"weight" numeric DEFAULT 1 NOT NULL,
  	"stock_limit" numeric,
  	"no_prize" boolean DEFAULT false,
  	"description" varchar
  );
  
  CREATE TABLE "spin_campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"active" boolean DEFAULT false,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"terms" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_blocks_spin_to_win" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Spin to win',
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stock_grid_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_stock_grid_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stock_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'In stock now',
  	"price_min" numeric,
  	"price_max" numeric,
  	"km_max" numeric,
  	"sort" "enum_pages_blocks_stock_grid_sort" DEFAULT 'relevance',
  	"count" numeric DEFAULT 6,
  	"columns" "enum_pages_blocks_stock_grid_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_spin_to_win" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Spin to win',
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stock_grid_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_stock_grid_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stock_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'In stock now',
  	"price_min" numeric,
  	"price_max" numeric,
  	"km_max" numeric,
  	"sort" "enum__pages_v_blocks_stock_grid_sort" DEFAULT 'relevance',
  	"count" numeric DEFAULT 6,
  	"columns" "enum__pages_v_blocks_stock_grid_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "spins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"campaign_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"prize_id" varchar NOT NULL,
  	"prize_label" varchar NOT NULL,
  	"won" boolean DEFAULT false,
  	"prize_description" varchar,
  	"claim_code" varchar,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "features_spin_to_win" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "spin_campaigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "spins_id" integer;
  ALTER TABLE "spin_campaigns_prizes" ADD CONSTRAINT "spin_campaigns_prizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."spin_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "spin_campaigns" ADD CONSTRAINT "spin_campaigns_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_spin_to_win" ADD CONSTRAINT "pages_blocks_spin_to_win_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stock_grid_car_types" ADD CONSTRAINT "pages_blocks_stock_grid_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_stock_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stock_grid" ADD CONSTRAINT "pages_blocks_stock_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_spin_to_win" ADD CONSTRAINT "_pages_v_blocks_spin_to_win_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stock_grid_car_types" ADD CONSTRAINT "_pages_v_blocks_stock_grid_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_stock_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stock_grid" ADD CONSTRAINT "_pages_v_blocks_stock_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "spins" ADD CONSTRAINT "spins_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "spins" ADD CONSTRAINT "spins_campaign_id_spin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."spin_campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "spins" ADD CONSTRAINT "spins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "spins" ADD CONSTRAINT "spins_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "spin_campaigns_prizes_order_idx" ON "spin_campaigns_prizes" USING btree ("_order");
  CREATE INDEX "spin_campaigns_prizes_parent_id_idx" ON "spin_campaigns_prizes" USING btree ("_parent_id");
  CREATE INDEX "spin_campaigns_site_idx" ON "spin_campaigns" USING btree ("site_id");
  CREATE INDEX "spin_campaigns_active_idx" ON "spin_campaigns" USING btree ("active");
  CREATE INDEX "spin_campaigns_updated_at_idx" ON "spin_campaigns" USING btree ("updated_at");
  CREATE INDEX "spin_campaigns_created_at_idx" ON "spin_campaigns" USING btree ("created_at");
  CREATE INDEX "pages_blocks_spin_to_win_order_idx" ON "pages_blocks_spin_to_win" USING btree ("_order");
  CREATE INDEX "pages_blocks_spin_to_win_parent_id_idx" ON "pages_blocks_spin_to_win" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_spin_to_win_path_idx" ON "pages_blocks_spin_to_win" USING btree ("_path");
  CREATE INDEX "pages_blocks_stock_grid_car_types_order_idx" ON "pages_blocks_stock_grid_car_types" USING btree ("order");
  CREATE INDEX "pages_blocks_stock_grid_car_types_parent_idx" ON "pages_blocks_stock_grid_car_types" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_stock_grid_order_idx" ON "pages_blocks_stock_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_stock_grid_parent_id_idx" ON "pages_blocks_stock_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stock_grid_path_idx" ON "pages_blocks_stock_grid" USING btree ("_path");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_blocks_spin_to_win_order_idx" ON "_pages_v_blocks_spin_to_win" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_spin_to_win_parent_id_idx" ON "_pages_v_blocks_spin_to_win" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_spin_to_win_path_idx" ON "_pages_v_blocks_spin_to_win" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stock_grid_car_types_order_idx" ON "_pages_v_blocks_stock_grid_car_types" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_stock_grid_car_types_parent_idx" ON "_pages_v_blocks_stock_grid_car_types" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_stock_grid_order_idx" ON "_pages_v_blocks_stock_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stock_grid_parent_id_idx" ON "_pages_v_blocks_stock_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stock_grid_path_idx" ON "_pages_v_blocks_stock_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "spins_site_idx" ON "spins" USING btree ("site_id");
  CREATE INDEX "spins_campaign_idx" ON "spins" USING btree ("campaign_id");
  CREATE INDEX "spins_customer_idx" ON "spins" USING btree ("customer_id");
  CREATE INDEX "spins_prize_id_idx" ON "spins" USING btree ("prize_id");
  CREATE UNIQUE INDEX "spins_claim_code_idx" ON "spins" USING btree ("claim_code");
  CREATE INDEX "spins_lead_idx" ON "spins" USING btree ("lead_id");
  CREATE INDEX "spins_updated_at_idx" ON "spins" USING btree ("updated_at");
  CREATE INDEX "spins_created_at_idx" ON "spins" USING btree ("created_at");
  CREATE UNIQUE INDEX "campaign_customer_idx" ON "spins" USING btree ("campaign_id","customer_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_spin_campaigns_fk" FOREIGN KEY ("spin_campaigns_id") REFERENCES "public"."spin_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_spins_fk" FOREIGN KEY ("spins_id") REFERENCES "public"."spins"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_spin_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("spin_campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_spins_id_idx" ON "payload_locked_documents_rels" USING btree ("spins_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "spin_campaigns_prizes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "spin_campaigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_spin_to_win" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stock_grid_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stock_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_spin_to_win" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stock_grid_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stock_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "spins" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "spin_campaigns_prizes" CASCADE;
  DROP TABLE "spin_campaigns" CASCADE;
  DROP TABLE "pages_blocks_spin_to_win" CASCADE;
  DROP TABLE "pages_blocks_stock_grid_car_types" CASCADE;
  DROP TABLE "pages_blocks_stock_grid" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "_pages_v_blocks_spin_to_win" CASCADE;
  DROP TABLE "_pages_v_blocks_stock_grid_car_types" CASCADE;
  DROP TABLE "_pages_v_blocks_stock_grid" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "spins" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_spin_campaigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_spins_fk";
  
  ALTER TABLE "sites_lead_forms" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_sites_lead_forms_form";
  CREATE TYPE "public"."enum_sites_lead_forms_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in', 'new-car-order', 'reservation');
  ALTER TABLE "sites_lead_forms" ALTER COLUMN "form" SET DATA TYPE "public"."enum_sites_lead_forms_form" USING "form"::"public"."enum_sites_lead_forms_form";
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in', 'new-car-order', 'reservation');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  DROP INDEX "payload_locked_documents_rels_spin_campaigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_spins_id_idx";
  ALTER TABLE "sites" DROP COLUMN "features_spin_to_win";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "spin_campaigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "spins_id";
  DROP TYPE "public"."enum_pages_blocks_stock_grid_car_types";
  DROP TYPE "public"."enum_pages_blocks_stock_grid_sort";
  DROP TYPE "public"."enum_pages_blocks_stock_grid_columns";
  DROP TYPE "public"."enum__pages_v_blocks_stock_grid_car_types";
  DROP TYPE "public"."enum__pages_v_blocks_stock_grid_sort";
  DROP TYPE "public"."enum__pages_v_blocks_stock_grid_columns";`)
}
