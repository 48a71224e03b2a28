import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payment_requests_kind" AS ENUM('service', 'parts', 'other');
  CREATE TYPE "public"."enum_payment_requests_status" AS ENUM('awaiting-payment', 'paid', 'cancelled');
  CREATE TABLE "payment_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"reference" varchar NOT NULL,
  	"kind" "enum_payment_requests_kind" DEFAULT 'service' NOT NULL,
  	"description" varchar NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_payment_requests_status" DEFAULT 'awaiting-payment' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"provider_reference" varchar,
  	"payment_reference" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_requests_id" integer;
  ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payment_requests_site_idx" ON "payment_requests" USING btree ("site_id");
  CREATE INDEX "payment_requests_reference_idx" ON "payment_requests" USING btree ("reference");
  CREATE INDEX "payment_requests_updated_at_idx" ON "payment_requests" USING btree ("updated_at");
  CREATE INDEX "payment_requests_created_at_idx" ON "payment_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_requests_fk" FOREIGN KEY ("payment_requests_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payment_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_requests_id");`)
  // One request per reference on a site (whatever its case): the customer's reference finds one amount.
  await db.execute(sql`CREATE UNIQUE INDEX "payment_requests_site_reference" ON "payment_requests" ("site_id", lower("reference"));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "payment_requests_site_reference";`)
  await db.execute(sql`
   ALTER TABLE "payment_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payment_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_payment_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_requests_id";
  DROP TYPE "public"."enum_payment_requests_kind";
  DROP TYPE "public"."enum_payment_requests_status";`)
}
