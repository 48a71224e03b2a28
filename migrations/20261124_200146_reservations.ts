import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_status" AS ENUM('pending-payment', 'paid', 'completed', 'cancelled', 'expired', 'refunded');
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"reference" varchar NOT NULL,
  	"status" "enum_reservations_status" DEFAULT 'pending-payment' NOT NULL,
  	"car_id" varchar NOT NULL,
  	"car_slug" varchar,
  	"car_name" varchar,
  	"customer_id" integer,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"price_cents" numeric NOT NULL,
  	"deposit_cents" numeric NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_site_idx" ON "reservations" USING btree ("site_id");
  CREATE UNIQUE INDEX "reservations_reference_idx" ON "reservations" USING btree ("reference");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_car_id_idx" ON "reservations" USING btree ("car_id");
  CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id");
  CREATE INDEX "reservations_expires_at_idx" ON "reservations" USING btree ("expires_at");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");`)
  // One reservation holding a car at a time (issue 19): two shoppers racing for it cannot both win.
  await db.execute(
    sql`CREATE UNIQUE INDEX "reservations_one_holding_per_car" ON "reservations" ("site_id", "car_id") WHERE "status" IN ('pending-payment', 'paid');`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  DROP TYPE "public"."enum_reservations_status";`)
}
