import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sign_in_failures_accounts" AS ENUM('users', 'customers');
  CREATE TYPE "public"."enum_sign_in_failures_reason" AS ENUM('wrong-credentials', 'throttled');
  CREATE TABLE "sign_in_failures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"accounts" "enum_sign_in_failures_accounts" NOT NULL,
  	"reason" "enum_sign_in_failures_reason" NOT NULL,
  	"client_address" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "stock_feed_guard_max_removed_percent" numeric DEFAULT 50;
  ALTER TABLE "sites" ADD COLUMN "stock_feed_guard_max_rejected_percent" numeric DEFAULT 10;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sign_in_failures_id" integer;
  CREATE INDEX "sign_in_failures_email_idx" ON "sign_in_failures" USING btree ("email");
  CREATE INDEX "sign_in_failures_client_address_idx" ON "sign_in_failures" USING btree ("client_address");
  CREATE INDEX "sign_in_failures_updated_at_idx" ON "sign_in_failures" USING btree ("updated_at");
  CREATE INDEX "sign_in_failures_created_at_idx" ON "sign_in_failures" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sign_in_failures_fk" FOREIGN KEY ("sign_in_failures_id") REFERENCES "public"."sign_in_failures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sign_in_failures_id_idx" ON "payload_locked_documents_rels" USING btree ("sign_in_failures_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  ALTER TABLE "customers" DROP COLUMN "login_attempts";
  ALTER TABLE "customers" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sign_in_failures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sign_in_failures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sign_in_failures_fk";
  
  DROP INDEX "payload_locked_documents_rels_sign_in_failures_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "customers" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "sites" DROP COLUMN "stock_feed_guard_max_removed_percent";
  ALTER TABLE "sites" DROP COLUMN "stock_feed_guard_max_rejected_percent";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sign_in_failures_id";
  DROP TYPE "public"."enum_sign_in_failures_accounts";
  DROP TYPE "public"."enum_sign_in_failures_reason";`)
}
