import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Buy online is a purchase, not a reservation under another name (issue 41 item 5): the site's card
 * limit and contract terms line, the dealership's account for a balance paid by bank transfer, and on
 * each reservation the purchase's balance method, balance and contract acceptance time, and the amount
 * asked for online (a purchase paid by card pays all that is due, so a refund gives back that much).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_reservations_purchase_balance_method" AS ENUM('finance', 'bank-transfer', 'card');
  ALTER TABLE "sites" ADD COLUMN "checkout_online_card_limit_dollars" numeric DEFAULT 10000;
  ALTER TABLE "sites" ADD COLUMN "checkout_contract_terms" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "bank_transfer_account_name" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "bank_transfer_bsb" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "bank_transfer_account_number" varchar;
  ALTER TABLE "reservations" ADD COLUMN "purchase_balance_method" "enum_reservations_purchase_balance_method";
  ALTER TABLE "reservations" ADD COLUMN "purchase_balance_cents" numeric;
  ALTER TABLE "reservations" ADD COLUMN "purchase_contract_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "reservations" ADD COLUMN "payment_amount_cents" numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "reservations" DROP COLUMN "payment_amount_cents";
  ALTER TABLE "reservations" DROP COLUMN "purchase_contract_accepted_at";
  ALTER TABLE "reservations" DROP COLUMN "purchase_balance_cents";
  ALTER TABLE "reservations" DROP COLUMN "purchase_balance_method";
  ALTER TABLE "dealerships" DROP COLUMN "bank_transfer_account_number";
  ALTER TABLE "dealerships" DROP COLUMN "bank_transfer_bsb";
  ALTER TABLE "dealerships" DROP COLUMN "bank_transfer_account_name";
  ALTER TABLE "sites" DROP COLUMN "checkout_contract_terms";
  ALTER TABLE "sites" DROP COLUMN "checkout_online_card_limit_dollars";
  DROP TYPE "public"."enum_reservations_purchase_balance_method";`)
}
