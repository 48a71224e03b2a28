import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_features_vehicle_buttons" AS ENUM('enquire', 'test-drive', 'trade-in', 'finance', 'reserve', 'online-purchase', 'call', 'chat', 'whatsapp', 'history-report', 'location', 'reserve-car-now', 'call-now');
  CREATE TABLE "sites_features_vehicle_buttons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_features_vehicle_buttons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dealerships_delivery_regions_postcode_ranges" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL
  );
  
  CREATE TABLE "dealerships_delivery_regions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"max_distance_km" numeric
  );
  
  ALTER TABLE "sites" ADD COLUMN "features_spin_starts_in_gallery" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "vehicle_gallery_slide_image_id" integer;
  ALTER TABLE "sites" ADD COLUMN "vehicle_gallery_slide_href" varchar;
  ALTER TABLE "sites" ADD COLUMN "vehicle_gallery_slide_alt" varchar;
  ALTER TABLE "sites" ADD COLUMN "announcement_text" varchar;
  ALTER TABLE "sites" ADD COLUMN "announcement_href" varchar;
  ALTER TABLE "sites" ADD COLUMN "announcement_link_label" varchar;
  ALTER TABLE "sites" ADD COLUMN "finance_calculator_max_term_years" numeric;
  ALTER TABLE "sites" ADD COLUMN "finance_calculator_interest_min" numeric;
  ALTER TABLE "sites" ADD COLUMN "finance_calculator_interest_max" numeric;
  ALTER TABLE "sites" ADD COLUMN "finance_calculator_interest_slider_disabled" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "finance_calculator_max_purchase_price105_percent" boolean DEFAULT false;
  ALTER TABLE "dealerships" ADD COLUMN "whatsapp_number" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "chat_url" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "finance_calculator_min_purchase_price5000" boolean DEFAULT false;
  ALTER TABLE "dealerships" ADD COLUMN "finance_calculator_interest_min" numeric;
  ALTER TABLE "dealerships" ADD COLUMN "finance_calculator_interest_max" numeric;
  ALTER TABLE "dealerships" ADD COLUMN "delivery_origin_postcode" varchar;
  ALTER TABLE "sites_features_vehicle_buttons" ADD CONSTRAINT "sites_features_vehicle_buttons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships_delivery_regions_postcode_ranges" ADD CONSTRAINT "dealerships_delivery_regions_postcode_ranges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealerships_delivery_regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships_delivery_regions" ADD CONSTRAINT "dealerships_delivery_regions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_features_vehicle_buttons_order_idx" ON "sites_features_vehicle_buttons" USING btree ("order");
  CREATE INDEX "sites_features_vehicle_buttons_parent_idx" ON "sites_features_vehicle_buttons" USING btree ("parent_id");
  CREATE INDEX "dealerships_delivery_regions_postcode_ranges_order_idx" ON "dealerships_delivery_regions_postcode_ranges" USING btree ("_order");
  CREATE INDEX "dealerships_delivery_regions_postcode_ranges_parent_id_idx" ON "dealerships_delivery_regions_postcode_ranges" USING btree ("_parent_id");
  CREATE INDEX "dealerships_delivery_regions_order_idx" ON "dealerships_delivery_regions" USING btree ("_order");
  CREATE INDEX "dealerships_delivery_regions_parent_id_idx" ON "dealerships_delivery_regions" USING btree ("_parent_id");
  ALTER TABLE "sites" ADD CONSTRAINT "sites_vehicle_gallery_slide_image_id_media_id_fk" FOREIGN KEY ("vehicle_gallery_slide_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_vehicle_gallery_slide_vehicle_gallery_slide_image_idx" ON "sites" USING btree ("vehicle_gallery_slide_image_id");`)
  // Vehicle page counters outside Payload's schema: one view per visitor per car per day, and
  // every phone-number reveal (spec §4 "Phone reveal"; §7 view.json).
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "car_views" (
     "site_slug" varchar(100) NOT NULL,
     "car_slug" varchar(200) NOT NULL,
     "visitor" varchar(64) NOT NULL,
     "day" date NOT NULL,
     PRIMARY KEY ("site_slug", "car_slug", "day", "visitor")
   );
   CREATE TABLE IF NOT EXISTS "phone_reveals" (
     "id" bigserial PRIMARY KEY,
     "site_slug" varchar(100) NOT NULL,
     "car_id" varchar(100),
     "dealership_id" varchar(100),
     "website_id" varchar(100) NOT NULL,
     "created_at" timestamptz NOT NULL DEFAULT now()
   );
   CREATE INDEX IF NOT EXISTS "phone_reveals_site_created_idx" ON "phone_reveals" ("site_slug", "created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "car_views"; DROP TABLE IF EXISTS "phone_reveals";`)
  await db.execute(sql`
   ALTER TABLE "sites_features_vehicle_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealerships_delivery_regions_postcode_ranges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealerships_delivery_regions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_features_vehicle_buttons" CASCADE;
  DROP TABLE "dealerships_delivery_regions_postcode_ranges" CASCADE;
  DROP TABLE "dealerships_delivery_regions" CASCADE;
  ALTER TABLE "sites" DROP CONSTRAINT "sites_vehicle_gallery_slide_image_id_media_id_fk";
  
  DROP INDEX "sites_vehicle_gallery_slide_vehicle_gallery_slide_image_idx";
  ALTER TABLE "sites" DROP COLUMN "features_spin_starts_in_gallery";
  ALTER TABLE "sites" DROP COLUMN "vehicle_gallery_slide_image_id";
  ALTER TABLE "sites" DROP COLUMN "vehicle_gallery_slide_href";
  ALTER TABLE "sites" DROP COLUMN "vehicle_gallery_slide_alt";
  ALTER TABLE "sites" DROP COLUMN "announcement_text";
  ALTER TABLE "sites" DROP COLUMN "announcement_href";
  ALTER TABLE "sites" DROP COLUMN "announcement_link_label";
  ALTER TABLE "sites" DROP COLUMN "finance_calculator_max_term_years";
  ALTER TABLE "sites" DROP COLUMN "finance_calculator_interest_min";
  ALTER TABLE "sites" DROP COLUMN "finance_calculator_interest_max";
  ALTER TABLE "sites" DROP COLUMN "finance_calculator_interest_slider_disabled";
  ALTER TABLE "sites" DROP COLUMN "finance_calculator_max_purchase_price105_percent";
  ALTER TABLE "dealerships" DROP COLUMN "whatsapp_number";
  ALTER TABLE "dealerships" DROP COLUMN "chat_url";
  ALTER TABLE "dealerships" DROP COLUMN "finance_calculator_min_purchase_price5000";
  ALTER TABLE "dealerships" DROP COLUMN "finance_calculator_interest_min";
  ALTER TABLE "dealerships" DROP COLUMN "finance_calculator_interest_max";
  ALTER TABLE "dealerships" DROP COLUMN "delivery_origin_postcode";
  DROP TYPE "public"."enum_sites_features_vehicle_buttons";`)
}
