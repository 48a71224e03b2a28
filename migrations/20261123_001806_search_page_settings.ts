import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_features_card_buttons" AS ENUM('book-test-drive', 'enquire-now', 'enquire', 'shop-now', 'view-details', 'get-finance', 'reserve', 'buy-online');
  CREATE TYPE "public"."enum_sites_features_search_filters_attribute" AS ENUM('car_type', 'make', 'model', 'body', 'fuel', 'transmission', 'drive', 'colour', 'seats', 'categories', 'filtered_features', 'location_name', 'dealership_name', 'state', 'city', 'badge', 'make_model', 'price_range', 'weekly_price_range', 'item_type', 'tag', 'status', 'certified');
  CREATE TYPE "public"."enum_sites_features_search_filters_display" AS ENUM('dropdown', 'select', 'menu');
  CREATE TYPE "public"."enum_sites_features_search_filters_sort" AS ENUM('count', 'name', 'price-label', 'make-model');
  CREATE TABLE "sites_features_card_buttons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_features_card_buttons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites_features_search_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"attribute" "enum_sites_features_search_filters_attribute" NOT NULL,
  	"label" varchar,
  	"display" "enum_sites_features_search_filters_display" DEFAULT 'dropdown',
  	"sort" "enum_sites_features_search_filters_sort" DEFAULT 'count'
  );
  
  ALTER TABLE "sites" ADD COLUMN "features_popular_makes_split" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "features_show_views_count" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "features_finance_estimate_on_cards" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "features_clear_filters_path" varchar;
  ALTER TABLE "sites_features_card_buttons" ADD CONSTRAINT "sites_features_card_buttons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_features_search_filters" ADD CONSTRAINT "sites_features_search_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_features_card_buttons_order_idx" ON "sites_features_card_buttons" USING btree ("order");
  CREATE INDEX "sites_features_card_buttons_parent_idx" ON "sites_features_card_buttons" USING btree ("parent_id");
  CREATE INDEX "sites_features_search_filters_order_idx" ON "sites_features_search_filters" USING btree ("_order");
  CREATE INDEX "sites_features_search_filters_parent_id_idx" ON "sites_features_search_filters" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sites_features_card_buttons" CASCADE;
  DROP TABLE "sites_features_search_filters" CASCADE;
  ALTER TABLE "sites" DROP COLUMN "features_popular_makes_split";
  ALTER TABLE "sites" DROP COLUMN "features_show_views_count";
  ALTER TABLE "sites" DROP COLUMN "features_finance_estimate_on_cards";
  ALTER TABLE "sites" DROP COLUMN "features_clear_filters_path";
  DROP TYPE "public"."enum_sites_features_card_buttons";
  DROP TYPE "public"."enum_sites_features_search_filters_attribute";
  DROP TYPE "public"."enum_sites_features_search_filters_display";
  DROP TYPE "public"."enum_sites_features_search_filters_sort";`)
}
