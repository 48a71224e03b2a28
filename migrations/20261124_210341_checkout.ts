import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_checkout_path" AS ENUM('checkout', 'buy-online');
  CREATE TYPE "public"."enum_reservations_journey" AS ENUM('reserve', 'buy-online');
  CREATE TYPE "public"."enum_reservations_payment_provider" AS ENUM('pay-at-dealership', 'stripe');
  ALTER TYPE "public"."enum_sites_lead_forms_form" ADD VALUE 'reservation';
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'reservation';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'shopper-email';
  ALTER TABLE "sites" ADD COLUMN "checkout_path" "enum_sites_checkout_path" DEFAULT 'checkout';
  ALTER TABLE "sites" ADD COLUMN "checkout_deposit_dollars" numeric DEFAULT 200;
  ALTER TABLE "sites" ADD COLUMN "checkout_hold_hours" numeric DEFAULT 48;
  ALTER TABLE "sites" ADD COLUMN "checkout_buy_online" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "checkout_online_payment" boolean DEFAULT false;
  ALTER TABLE "reservations" ADD COLUMN "journey" "enum_reservations_journey" DEFAULT 'reserve';
  ALTER TABLE "reservations" ADD COLUMN "lead_id" integer;
  ALTER TABLE "reservations" ADD COLUMN "answers" jsonb;
  ALTER TABLE "reservations" ADD COLUMN "payment_provider" "enum_reservations_payment_provider";
  ALTER TABLE "reservations" ADD COLUMN "payment_provider_reference" varchar;
  ALTER TABLE "reservations" ADD COLUMN "payment_payment_reference" varchar;
  ALTER TABLE "reservations" ADD COLUMN "payment_refund_reference" varchar;
  ALTER TABLE "reservations" ADD COLUMN "history" jsonb;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" DROP CONSTRAINT "reservations_lead_id_leads_id_fk";
  
  ALTER TABLE "sites_lead_forms" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_sites_lead_forms_form";
  CREATE TYPE "public"."enum_sites_lead_forms_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in');
  ALTER TABLE "sites_lead_forms" ALTER COLUMN "form" SET DATA TYPE "public"."enum_sites_lead_forms_form" USING "form"::"public"."enum_sites_lead_forms_form";
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'finance', 'service', 'parts', 'careers', 'trade-in');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_deliveries_channel";
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('crm-adf', 'staff-email', 'webhook');
  ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_lead_deliveries_channel" USING "channel"::"public"."enum_lead_deliveries_channel";
  DROP INDEX "reservations_lead_idx";
  ALTER TABLE "sites" DROP COLUMN "checkout_path";
  ALTER TABLE "sites" DROP COLUMN "checkout_deposit_dollars";
  ALTER TABLE "sites" DROP COLUMN "checkout_hold_hours";
  ALTER TABLE "sites" DROP COLUMN "checkout_buy_online";
  ALTER TABLE "sites" DROP COLUMN "checkout_online_payment";
  ALTER TABLE "reservations" DROP COLUMN "journey";
  ALTER TABLE "reservations" DROP COLUMN "lead_id";
  ALTER TABLE "reservations" DROP COLUMN "answers";
  ALTER TABLE "reservations" DROP COLUMN "payment_provider";
  ALTER TABLE "reservations" DROP COLUMN "payment_provider_reference";
  ALTER TABLE "reservations" DROP COLUMN "payment_payment_reference";
  ALTER TABLE "reservations" DROP COLUMN "payment_refund_reference";
  ALTER TABLE "reservations" DROP COLUMN "history";
  DROP TYPE "public"."enum_sites_checkout_path";
  DROP TYPE "public"."enum_reservations_journey";
  DROP TYPE "public"."enum_reservations_payment_provider";`)
}
