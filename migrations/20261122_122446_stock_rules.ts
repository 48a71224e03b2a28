import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_stock_rules_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TABLE "sites_stock_rules_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_stock_rules_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "sites_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer
  );
  
  ALTER TABLE "sites" ADD COLUMN "stock_rules_in_stock_only" boolean DEFAULT false;
  ALTER TABLE "sites_stock_rules_car_types" ADD CONSTRAINT "sites_stock_rules_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_texts" ADD CONSTRAINT "sites_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_stock_rules_car_types_order_idx" ON "sites_stock_rules_car_types" USING btree ("order");
  CREATE INDEX "sites_stock_rules_car_types_parent_idx" ON "sites_stock_rules_car_types" USING btree ("parent_id");
  CREATE INDEX "sites_texts_order_parent" ON "sites_texts" USING btree ("order","parent_id");
  CREATE INDEX "sites_rels_order_idx" ON "sites_rels" USING btree ("order");
  CREATE INDEX "sites_rels_parent_idx" ON "sites_rels" USING btree ("parent_id");
  CREATE INDEX "sites_rels_path_idx" ON "sites_rels" USING btree ("path");
  CREATE INDEX "sites_rels_manufacturers_id_idx" ON "sites_rels" USING btree ("manufacturers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sites_stock_rules_car_types" CASCADE;
  DROP TABLE "sites_texts" CASCADE;
  DROP TABLE "sites_rels" CASCADE;
  ALTER TABLE "sites" DROP COLUMN "stock_rules_in_stock_only";
  DROP TYPE "public"."enum_sites_stock_rules_car_types";`)
}
