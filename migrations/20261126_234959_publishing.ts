import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promos_v_version_display" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum__promos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_menus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_version_items_children_show_when" AS ENUM('always', 'has-offers');
  CREATE TYPE "public"."enum__menus_v_version_items_show_when" AS ENUM('always', 'has-offers');
  CREATE TYPE "public"."enum__menus_v_version_items_fill" AS ENUM('models', 'body-types');
  CREATE TYPE "public"."enum__menus_v_version_placement" AS ENUM('header', 'footer');
  CREATE TYPE "public"."enum__menus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_legal_texts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_texts_v_version_kind" AS ENUM('privacy-policy', 'terms-and-conditions', 'vehicle-disclaimer', 'finance-disclaimer', 'footer');
  CREATE TYPE "public"."enum__legal_texts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "_promos_v_version_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promos_v_version_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_promos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar,
  	"version_start" timestamp(3) with time zone,
  	"version_expiry" timestamp(3) with time zone,
  	"version_position" numeric,
  	"version_strict_display" boolean DEFAULT false,
  	"version_offer_price" numeric,
  	"version_price" numeric,
  	"version_campaign" varchar,
  	"version_content_heading" varchar,
  	"version_content_text" varchar,
  	"version_content_image_id" integer,
  	"version_content_link_label" varchar DEFAULT 'View offer',
  	"version_content_href" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_menus_v_version_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"show_when" "enum__menus_v_version_items_children_show_when" DEFAULT 'always',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"show_when" "enum__menus_v_version_items_show_when" DEFAULT 'always',
  	"highlight" boolean DEFAULT false,
  	"fill" "enum__menus_v_version_items_fill",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_placement" "enum__menus_v_version_placement",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__menus_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_legal_texts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_kind" "enum__legal_texts_v_version_kind",
  	"version_title" varchar,
  	"version_body" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_texts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "promos" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "promos" ALTER COLUMN "content_heading" DROP NOT NULL;
  ALTER TABLE "promos" ALTER COLUMN "content_href" DROP NOT NULL;
  ALTER TABLE "menus_items" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "menus_items" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "placement" DROP NOT NULL;
  ALTER TABLE "legal_texts" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "legal_texts" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "legal_texts" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "promos" ADD COLUMN "_status" "enum_promos_status" DEFAULT 'draft';
  ALTER TABLE "menus" ADD COLUMN "_status" "enum_menus_status" DEFAULT 'draft';
  ALTER TABLE "legal_texts" ADD COLUMN "_status" "enum_legal_texts_status" DEFAULT 'draft';
  -- Promos, menus and legal texts written before drafts existed were live: they stay published.
  UPDATE "promos" SET "_status" = 'published';
  UPDATE "menus" SET "_status" = 'published';
  UPDATE "legal_texts" SET "_status" = 'published';
  ALTER TABLE "pages" ADD COLUMN "published_slug" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_published_slug" varchar;
  -- The address a published page is live at, so the first change of its slug redirects the old one.
  UPDATE "pages" SET "published_slug" = "slug" WHERE "_status" = 'published';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "_promos_v_version_display" ADD CONSTRAINT "_promos_v_version_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promos_v" ADD CONSTRAINT "_promos_v_parent_id_promos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promos_v" ADD CONSTRAINT "_promos_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promos_v" ADD CONSTRAINT "_promos_v_version_content_image_id_media_id_fk" FOREIGN KEY ("version_content_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v_version_items_children" ADD CONSTRAINT "_menus_v_version_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_items" ADD CONSTRAINT "_menus_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_texts_v" ADD CONSTRAINT "_legal_texts_v_parent_id_legal_texts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_texts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_texts_v" ADD CONSTRAINT "_legal_texts_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_promos_v_version_display_order_idx" ON "_promos_v_version_display" USING btree ("order");
  CREATE INDEX "_promos_v_version_display_parent_idx" ON "_promos_v_version_display" USING btree ("parent_id");
  CREATE INDEX "_promos_v_parent_idx" ON "_promos_v" USING btree ("parent_id");
  CREATE INDEX "_promos_v_version_version_site_idx" ON "_promos_v" USING btree ("version_site_id");
  CREATE INDEX "_promos_v_version_content_version_content_image_idx" ON "_promos_v" USING btree ("version_content_image_id");
  CREATE INDEX "_promos_v_version_version_updated_at_idx" ON "_promos_v" USING btree ("version_updated_at");
  CREATE INDEX "_promos_v_version_version_created_at_idx" ON "_promos_v" USING btree ("version_created_at");
  CREATE INDEX "_promos_v_version_version__status_idx" ON "_promos_v" USING btree ("version__status");
  CREATE INDEX "_promos_v_created_at_idx" ON "_promos_v" USING btree ("created_at");
  CREATE INDEX "_promos_v_updated_at_idx" ON "_promos_v" USING btree ("updated_at");
  CREATE INDEX "_promos_v_latest_idx" ON "_promos_v" USING btree ("latest");
  CREATE INDEX "_menus_v_version_items_children_order_idx" ON "_menus_v_version_items_children" USING btree ("_order");
  CREATE INDEX "_menus_v_version_items_children_parent_id_idx" ON "_menus_v_version_items_children" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_items_order_idx" ON "_menus_v_version_items" USING btree ("_order");
  CREATE INDEX "_menus_v_version_items_parent_id_idx" ON "_menus_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_parent_idx" ON "_menus_v" USING btree ("parent_id");
  CREATE INDEX "_menus_v_version_version_site_idx" ON "_menus_v" USING btree ("version_site_id");
  CREATE INDEX "_menus_v_version_version_updated_at_idx" ON "_menus_v" USING btree ("version_updated_at");
  CREATE INDEX "_menus_v_version_version_created_at_idx" ON "_menus_v" USING btree ("version_created_at");
  CREATE INDEX "_menus_v_version_version__status_idx" ON "_menus_v" USING btree ("version__status");
  CREATE INDEX "_menus_v_created_at_idx" ON "_menus_v" USING btree ("created_at");
  CREATE INDEX "_menus_v_updated_at_idx" ON "_menus_v" USING btree ("updated_at");
  CREATE INDEX "_menus_v_latest_idx" ON "_menus_v" USING btree ("latest");
  CREATE INDEX "version_placement_version_site_idx" ON "_menus_v" USING btree ("version_placement","version_site_id");
  CREATE INDEX "_legal_texts_v_parent_idx" ON "_legal_texts_v" USING btree ("parent_id");
  CREATE INDEX "_legal_texts_v_version_version_site_idx" ON "_legal_texts_v" USING btree ("version_site_id");
  CREATE INDEX "_legal_texts_v_version_version_updated_at_idx" ON "_legal_texts_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_texts_v_version_version_created_at_idx" ON "_legal_texts_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_texts_v_version_version__status_idx" ON "_legal_texts_v" USING btree ("version__status");
  CREATE INDEX "_legal_texts_v_created_at_idx" ON "_legal_texts_v" USING btree ("created_at");
  CREATE INDEX "_legal_texts_v_updated_at_idx" ON "_legal_texts_v" USING btree ("updated_at");
  CREATE INDEX "_legal_texts_v_latest_idx" ON "_legal_texts_v" USING btree ("latest");
  CREATE INDEX "version_kind_version_site_idx" ON "_legal_texts_v" USING btree ("version_kind","version_site_id");
  CREATE INDEX "redirects_site_idx" ON "redirects" USING btree ("site_id");
  CREATE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE UNIQUE INDEX "from_site_idx" ON "redirects" USING btree ("from","site_id");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "promos__status_idx" ON "promos" USING btree ("_status");
  CREATE INDEX "menus__status_idx" ON "menus" USING btree ("_status");
  CREATE INDEX "legal_texts__status_idx" ON "legal_texts" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_promos_v_version_display" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_texts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_promos_v_version_display" CASCADE;
  DROP TABLE "_promos_v" CASCADE;
  DROP TABLE "_menus_v_version_items_children" CASCADE;
  DROP TABLE "_menus_v_version_items" CASCADE;
  DROP TABLE "_menus_v" CASCADE;
  DROP TABLE "_legal_texts_v" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "promos__status_idx";
  DROP INDEX "menus__status_idx";
  DROP INDEX "legal_texts__status_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "promos" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "promos" ALTER COLUMN "content_heading" SET NOT NULL;
  ALTER TABLE "promos" ALTER COLUMN "content_href" SET NOT NULL;
  ALTER TABLE "menus_items" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "menus_items" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "placement" SET NOT NULL;
  ALTER TABLE "legal_texts" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "legal_texts" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "legal_texts" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "promos" DROP COLUMN "_status";
  ALTER TABLE "menus" DROP COLUMN "_status";
  ALTER TABLE "legal_texts" DROP COLUMN "_status";
  ALTER TABLE "pages" DROP COLUMN "published_slug";
  ALTER TABLE "_pages_v" DROP COLUMN "version_published_slug";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_promos_status";
  DROP TYPE "public"."enum__promos_v_version_display";
  DROP TYPE "public"."enum__promos_v_version_status";
  DROP TYPE "public"."enum_menus_status";
  DROP TYPE "public"."enum__menus_v_version_items_children_show_when";
  DROP TYPE "public"."enum__menus_v_version_items_show_when";
  DROP TYPE "public"."enum__menus_v_version_items_fill";
  DROP TYPE "public"."enum__menus_v_version_placement";
  DROP TYPE "public"."enum__menus_v_version_status";
  DROP TYPE "public"."enum_legal_texts_status";
  DROP TYPE "public"."enum__legal_texts_v_version_kind";
  DROP TYPE "public"."enum__legal_texts_v_version_status";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
