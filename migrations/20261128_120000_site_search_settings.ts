import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Sites → Search (issue 40): where shoppers' words are looked for, in the site's order; the standard
 * synonyms a site leaves out; and its own synonyms (each row's words live in sites_texts, as every
 * hasMany text field of a site does). Empty lists mean the defaults, so existing sites need no data.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_sites_search_searchable_fields" AS ENUM('name', 'make', 'model', 'badge', 'series', 'body', 'categories', 'fuel', 'transmission', 'drive', 'colour', 'seats', 'location', 'stocknum', 'vin');
  CREATE TYPE "public"."enum_sites_search_standard_synonyms_off" AS ENUM('ute', 'four-wheel-drive', 'all-wheel-drive', 'front-wheel-drive', 'rear-wheel-drive', 'automatic', 'hatch', 'people-mover', 'van', 'wagon', 'dual-cab', 'cab-chassis', 'convertible', 'seater', 'five', 'seven', 'eight', 'petrol', 'electric', 'motorcycle', 'grey');
  CREATE TYPE "public"."enum_sites_search_synonyms_type" AS ENUM('synonym', 'oneWaySynonym', 'altCorrection1', 'altCorrection2', 'placeholder');
  CREATE TABLE "sites_search_searchable_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_search_searchable_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );

  CREATE TABLE "sites_search_standard_synonyms_off" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_search_standard_synonyms_off",
  	"id" serial PRIMARY KEY NOT NULL
  );

  CREATE TABLE "sites_search_synonyms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_sites_search_synonyms_type" DEFAULT 'synonym' NOT NULL,
  	"word" varchar
  );

  ALTER TABLE "sites_search_searchable_fields" ADD CONSTRAINT "sites_search_searchable_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_search_standard_synonyms_off" ADD CONSTRAINT "sites_search_standard_synonyms_off_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_search_synonyms" ADD CONSTRAINT "sites_search_synonyms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_search_searchable_fields_order_idx" ON "sites_search_searchable_fields" USING btree ("order");
  CREATE INDEX "sites_search_searchable_fields_parent_idx" ON "sites_search_searchable_fields" USING btree ("parent_id");
  CREATE INDEX "sites_search_standard_synonyms_off_order_idx" ON "sites_search_standard_synonyms_off" USING btree ("order");
  CREATE INDEX "sites_search_standard_synonyms_off_parent_idx" ON "sites_search_standard_synonyms_off" USING btree ("parent_id");
  CREATE INDEX "sites_search_synonyms_order_idx" ON "sites_search_synonyms" USING btree ("_order");
  CREATE INDEX "sites_search_synonyms_parent_id_idx" ON "sites_search_synonyms" USING btree ("_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "sites_search_searchable_fields" CASCADE;
  DROP TABLE "sites_search_standard_synonyms_off" CASCADE;
  DROP TABLE "sites_search_synonyms" CASCADE;
  DROP TYPE "public"."enum_sites_search_searchable_fields";
  DROP TYPE "public"."enum_sites_search_standard_synonyms_off";
  DROP TYPE "public"."enum_sites_search_synonyms_type";`)
}
