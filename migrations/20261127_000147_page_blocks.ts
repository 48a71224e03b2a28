import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_search_box_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum__pages_v_blocks_search_box_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TABLE "pages_blocks_model_range" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Explore our range',
  	"body" varchar,
  	"count" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Special offers',
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_search_box_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_search_box_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_search_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find your next car',
  	"placeholder" varchar DEFAULT 'Make, model or keyword',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_vehicle_spotlight" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Car of the week',
  	"car" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_model_range" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Explore our range',
  	"body" varchar,
  	"count" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Special offers',
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_search_box_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_search_box_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_search_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find your next car',
  	"placeholder" varchar DEFAULT 'Make, model or keyword',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_vehicle_spotlight" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Car of the week',
  	"car" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_model_range" ADD CONSTRAINT "pages_blocks_model_range_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offers" ADD CONSTRAINT "pages_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_search_box_car_types" ADD CONSTRAINT "pages_blocks_search_box_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_search_box"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_search_box" ADD CONSTRAINT "pages_blocks_search_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_vehicle_spotlight" ADD CONSTRAINT "pages_blocks_vehicle_spotlight_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_model_range" ADD CONSTRAINT "_pages_v_blocks_model_range_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offers" ADD CONSTRAINT "_pages_v_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_box_car_types" ADD CONSTRAINT "_pages_v_blocks_search_box_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_search_box"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_box" ADD CONSTRAINT "_pages_v_blocks_search_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_vehicle_spotlight" ADD CONSTRAINT "_pages_v_blocks_vehicle_spotlight_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_model_range_order_idx" ON "pages_blocks_model_range" USING btree ("_order");
  CREATE INDEX "pages_blocks_model_range_parent_id_idx" ON "pages_blocks_model_range" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_model_range_path_idx" ON "pages_blocks_model_range" USING btree ("_path");
  CREATE INDEX "pages_blocks_offers_order_idx" ON "pages_blocks_offers" USING btree ("_order");
  CREATE INDEX "pages_blocks_offers_parent_id_idx" ON "pages_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offers_path_idx" ON "pages_blocks_offers" USING btree ("_path");
  CREATE INDEX "pages_blocks_search_box_car_types_order_idx" ON "pages_blocks_search_box_car_types" USING btree ("order");
  CREATE INDEX "pages_blocks_search_box_car_types_parent_idx" ON "pages_blocks_search_box_car_types" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_search_box_order_idx" ON "pages_blocks_search_box" USING btree ("_order");
  CREATE INDEX "pages_blocks_search_box_parent_id_idx" ON "pages_blocks_search_box" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_search_box_path_idx" ON "pages_blocks_search_box" USING btree ("_path");
  CREATE INDEX "pages_blocks_vehicle_spotlight_order_idx" ON "pages_blocks_vehicle_spotlight" USING btree ("_order");
  CREATE INDEX "pages_blocks_vehicle_spotlight_parent_id_idx" ON "pages_blocks_vehicle_spotlight" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_vehicle_spotlight_path_idx" ON "pages_blocks_vehicle_spotlight" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_model_range_order_idx" ON "_pages_v_blocks_model_range" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_model_range_parent_id_idx" ON "_pages_v_blocks_model_range" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_model_range_path_idx" ON "_pages_v_blocks_model_range" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_offers_order_idx" ON "_pages_v_blocks_offers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offers_parent_id_idx" ON "_pages_v_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offers_path_idx" ON "_pages_v_blocks_offers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_search_box_car_types_order_idx" ON "_pages_v_blocks_search_box_car_types" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_search_box_car_types_parent_idx" ON "_pages_v_blocks_search_box_car_types" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_search_box_order_idx" ON "_pages_v_blocks_search_box" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_search_box_parent_id_idx" ON "_pages_v_blocks_search_box" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_search_box_path_idx" ON "_pages_v_blocks_search_box" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_vehicle_spotlight_order_idx" ON "_pages_v_blocks_vehicle_spotlight" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_vehicle_spotlight_parent_id_idx" ON "_pages_v_blocks_vehicle_spotlight" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_vehicle_spotlight_path_idx" ON "_pages_v_blocks_vehicle_spotlight" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_model_range" CASCADE;
  DROP TABLE "pages_blocks_offers" CASCADE;
  DROP TABLE "pages_blocks_search_box_car_types" CASCADE;
  DROP TABLE "pages_blocks_search_box" CASCADE;
  DROP TABLE "pages_blocks_vehicle_spotlight" CASCADE;
  DROP TABLE "_pages_v_blocks_model_range" CASCADE;
  DROP TABLE "_pages_v_blocks_offers" CASCADE;
  DROP TABLE "_pages_v_blocks_search_box_car_types" CASCADE;
  DROP TABLE "_pages_v_blocks_search_box" CASCADE;
  DROP TABLE "_pages_v_blocks_vehicle_spotlight" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_search_box_car_types";
  DROP TYPE "public"."enum__pages_v_blocks_search_box_car_types";`)
}
