import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menus_items_children_show_when" AS ENUM('always', 'has-offers');
  CREATE TYPE "public"."enum_menus_items_show_when" AS ENUM('always', 'has-offers');
  CREATE TYPE "public"."enum_menus_items_fill" AS ENUM('models', 'body-types');
  ALTER TYPE "public"."enum_sites_lead_forms_form" ADD VALUE 'new-car-order' BEFORE 'reservation';
  ALTER TYPE "public"."enum_pages_blocks_lead_form_form" ADD VALUE 'new-car-order';
  ALTER TYPE "public"."enum__pages_v_blocks_lead_form_form" ADD VALUE 'new-car-order';
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'new-car-order' BEFORE 'reservation';
  CREATE TABLE "pages_blocks_sales_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Cars sold this month',
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_reviews_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What our customers say',
  	"minimum_rating" numeric DEFAULT 4,
  	"limit" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blog_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"href" varchar,
  	"date" timestamp(3) with time zone,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_blog_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest news',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tabbed_frames_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"title" varchar
  );
  
  CREATE TABLE "pages_blocks_tabbed_frames" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"frame_height" numeric DEFAULT 700,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sales_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Cars sold this month',
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reviews_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What our customers say',
  	"minimum_rating" numeric DEFAULT 4,
  	"limit" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blog_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"href" varchar,
  	"date" timestamp(3) with time zone,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blog_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest news',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabbed_frames_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabbed_frames" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"frame_height" numeric DEFAULT 700,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "menus_items_children" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "menus_items_children" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "sites" ADD COLUMN "features_end_of_financial_year_tile" boolean DEFAULT false;
  ALTER TABLE "promos" ADD COLUMN "offer_price" numeric;
  ALTER TABLE "promos" ADD COLUMN "price" numeric;
  ALTER TABLE "promos" ADD COLUMN "campaign" varchar;
  ALTER TABLE "menus_items_children" ADD COLUMN "show_when" "enum_menus_items_children_show_when" DEFAULT 'always';
  ALTER TABLE "menus_items" ADD COLUMN "show_when" "enum_menus_items_show_when" DEFAULT 'always';
  ALTER TABLE "menus_items" ADD COLUMN "fill" "enum_menus_items_fill";
  ALTER TABLE "pages_blocks_sales_counter" ADD CONSTRAINT "pages_blocks_sales_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_reviews_strip" ADD CONSTRAINT "pages_blocks_reviews_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_cards_cards" ADD CONSTRAINT "pages_blocks_blog_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_cards_cards" ADD CONSTRAINT "pages_blocks_blog_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_blog_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_cards" ADD CONSTRAINT "pages_blocks_blog_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabbed_frames_tabs" ADD CONSTRAINT "pages_blocks_tabbed_frames_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabbed_frames"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabbed_frames" ADD CONSTRAINT "pages_blocks_tabbed_frames_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sales_counter" ADD CONSTRAINT "_pages_v_blocks_sales_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews_strip" ADD CONSTRAINT "_pages_v_blocks_reviews_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_cards_cards" ADD CONSTRAINT "_pages_v_blocks_blog_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_cards_cards" ADD CONSTRAINT "_pages_v_blocks_blog_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_blog_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_cards" ADD CONSTRAINT "_pages_v_blocks_blog_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabbed_frames_tabs" ADD CONSTRAINT "_pages_v_blocks_tabbed_frames_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabbed_frames"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabbed_frames" ADD CONSTRAINT "_pages_v_blocks_tabbed_frames_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_sales_counter_order_idx" ON "pages_blocks_sales_counter" USING btree ("_order");
  CREATE INDEX "pages_blocks_sales_counter_parent_id_idx" ON "pages_blocks_sales_counter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sales_counter_path_idx" ON "pages_blocks_sales_counter" USING btree ("_path");
  CREATE INDEX "pages_blocks_reviews_strip_order_idx" ON "pages_blocks_reviews_strip" USING btree ("_order");
  CREATE INDEX "pages_blocks_reviews_strip_parent_id_idx" ON "pages_blocks_reviews_strip" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reviews_strip_path_idx" ON "pages_blocks_reviews_strip" USING btree ("_path");
  CREATE INDEX "pages_blocks_blog_cards_cards_order_idx" ON "pages_blocks_blog_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_blog_cards_cards_parent_id_idx" ON "pages_blocks_blog_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blog_cards_cards_image_idx" ON "pages_blocks_blog_cards_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_blog_cards_order_idx" ON "pages_blocks_blog_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_blog_cards_parent_id_idx" ON "pages_blocks_blog_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blog_cards_path_idx" ON "pages_blocks_blog_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_tabbed_frames_tabs_order_idx" ON "pages_blocks_tabbed_frames_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabbed_frames_tabs_parent_id_idx" ON "pages_blocks_tabbed_frames_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tabbed_frames_order_idx" ON "pages_blocks_tabbed_frames" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabbed_frames_parent_id_idx" ON "pages_blocks_tabbed_frames" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tabbed_frames_path_idx" ON "pages_blocks_tabbed_frames" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sales_counter_order_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sales_counter_parent_id_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sales_counter_path_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reviews_strip_order_idx" ON "_pages_v_blocks_reviews_strip" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reviews_strip_parent_id_idx" ON "_pages_v_blocks_reviews_strip" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reviews_strip_path_idx" ON "_pages_v_blocks_reviews_strip" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_blog_cards_cards_order_idx" ON "_pages_v_blocks_blog_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blog_cards_cards_parent_id_idx" ON "_pages_v_blocks_blog_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_cards_cards_image_idx" ON "_pages_v_blocks_blog_cards_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_blog_cards_order_idx" ON "_pages_v_blocks_blog_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blog_cards_parent_id_idx" ON "_pages_v_blocks_blog_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_cards_path_idx" ON "_pages_v_blocks_blog_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_tabbed_frames_tabs_order_idx" ON "_pages_v_blocks_tabbed_frames_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabbed_frames_tabs_parent_id_idx" ON "_pages_v_blocks_tabbed_frames_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tabbed_frames_order_idx" ON "_pages_v_blocks_tabbed_frames" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabbed_frames_parent_id_idx" ON "_pages_v_blocks_tabbed_frames" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tabbed_frames_path_idx" ON "_pages_v_blocks_tabbed_frames" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_sales_counter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_reviews_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blog_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blog_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabbed_frames_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabbed_frames" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sales_counter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_reviews_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_blog_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_blog_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabbed_frames_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabbed_frames" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_sales_counter" CASCADE;
  DROP TABLE "pages_blocks_reviews_strip" CASCADE;
  DROP TABLE "pages_blocks_blog_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_blog_cards" CASCADE;
  DROP TABLE "pages_blocks_tabbed_frames_tabs" CASCADE;
  DROP TABLE "pages_blocks_tabbed_frames" CASCADE;
  DROP TABLE "_pages_v_blocks_sales_counter" CASCADE;
  DROP TABLE "_pages_v_blocks_reviews_strip" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_tabbed_frames_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_tabbed_frames" CASCADE;
  ALTER TABLE "sites_lead_forms" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_sites_lead_forms_form";
  CREATE TYPE "public"."enum_sites_lead_forms_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in', 'reservation');
  ALTER TABLE "sites_lead_forms" ALTER COLUMN "form" SET DATA TYPE "public"."enum_sites_lead_forms_form" USING "form"::"public"."enum_sites_lead_forms_form";
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DEFAULT 'contact'::text;
  DROP TYPE "public"."enum_pages_blocks_lead_form_form";
  CREATE TYPE "public"."enum_pages_blocks_lead_form_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in');
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DEFAULT 'contact'::"public"."enum_pages_blocks_lead_form_form";
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum_pages_blocks_lead_form_form" USING "form"::"public"."enum_pages_blocks_lead_form_form";
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DEFAULT 'contact'::text;
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_form";
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in');
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DEFAULT 'contact'::"public"."enum__pages_v_blocks_lead_form_form";
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum__pages_v_blocks_lead_form_form" USING "form"::"public"."enum__pages_v_blocks_lead_form_form";
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in', 'reservation');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "menus_items_children" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "menus_items_children" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "sites" DROP COLUMN "features_end_of_financial_year_tile";
  ALTER TABLE "promos" DROP COLUMN "offer_price";
  ALTER TABLE "promos" DROP COLUMN "price";
  ALTER TABLE "promos" DROP COLUMN "campaign";
  ALTER TABLE "menus_items_children" DROP COLUMN "show_when";
  ALTER TABLE "menus_items" DROP COLUMN "show_when";
  ALTER TABLE "menus_items" DROP COLUMN "fill";
  DROP TYPE "public"."enum_menus_items_children_show_when";
  DROP TYPE "public"."enum_menus_items_show_when";
  DROP TYPE "public"."enum_menus_items_fill";`)
}
