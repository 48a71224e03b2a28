import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"request_quote_href" varchar DEFAULT '#finance-form',
  	"high_quick_picks" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_fuel_cost_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"litres_per100km" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_delivery_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"dealership_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_quote_href" varchar DEFAULT '#finance-form',
  	"high_quick_picks" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_fuel_cost_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"litres_per100km" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_delivery_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"dealership_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_finance_calculator" ADD CONSTRAINT "pages_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_fuel_cost_calculator" ADD CONSTRAINT "pages_blocks_fuel_cost_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_delivery_calculator" ADD CONSTRAINT "pages_blocks_delivery_calculator_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_delivery_calculator" ADD CONSTRAINT "pages_blocks_delivery_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_calculator" ADD CONSTRAINT "_pages_v_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_fuel_cost_calculator" ADD CONSTRAINT "_pages_v_blocks_fuel_cost_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_delivery_calculator" ADD CONSTRAINT "_pages_v_blocks_delivery_calculator_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_delivery_calculator" ADD CONSTRAINT "_pages_v_blocks_delivery_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_finance_calculator_order_idx" ON "pages_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_calculator_parent_id_idx" ON "pages_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_calculator_path_idx" ON "pages_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "pages_blocks_fuel_cost_calculator_order_idx" ON "pages_blocks_fuel_cost_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_fuel_cost_calculator_parent_id_idx" ON "pages_blocks_fuel_cost_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_fuel_cost_calculator_path_idx" ON "pages_blocks_fuel_cost_calculator" USING btree ("_path");
  CREATE INDEX "pages_blocks_delivery_calculator_order_idx" ON "pages_blocks_delivery_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_delivery_calculator_parent_id_idx" ON "pages_blocks_delivery_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_delivery_calculator_path_idx" ON "pages_blocks_delivery_calculator" USING btree ("_path");
  CREATE INDEX "pages_blocks_delivery_calculator_dealership_idx" ON "pages_blocks_delivery_calculator" USING btree ("dealership_id");
  CREATE INDEX "_pages_v_blocks_finance_calculator_order_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_calculator_parent_id_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_calculator_path_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_fuel_cost_calculator_order_idx" ON "_pages_v_blocks_fuel_cost_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_fuel_cost_calculator_parent_id_idx" ON "_pages_v_blocks_fuel_cost_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_fuel_cost_calculator_path_idx" ON "_pages_v_blocks_fuel_cost_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_delivery_calculator_order_idx" ON "_pages_v_blocks_delivery_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_delivery_calculator_parent_id_idx" ON "_pages_v_blocks_delivery_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_delivery_calculator_path_idx" ON "_pages_v_blocks_delivery_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_delivery_calculator_dealership_idx" ON "_pages_v_blocks_delivery_calculator" USING btree ("dealership_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_finance_calculator" CASCADE;
  DROP TABLE "pages_blocks_fuel_cost_calculator" CASCADE;
  DROP TABLE "pages_blocks_delivery_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_fuel_cost_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_delivery_calculator" CASCADE;`)
}
