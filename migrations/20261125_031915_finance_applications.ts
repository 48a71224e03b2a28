import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_finance_applications_outcome" AS ENUM('pre-approved', 'larger-deposit', 'talk-to-finance-team');
  CREATE TYPE "public"."enum_finance_applications_credit_band" AS ENUM('GREAT', 'GOOD', 'FAIR', 'POOR');
  CREATE TYPE "public"."enum_finance_applications_applicant_employment_type" AS ENUM('full-time', 'part-time', 'casual', 'self-employed', 'contract', 'retired', 'other');
  CREATE TYPE "public"."enum_finance_applications_applicant_employment_length" AS ENUM('under-6-months', '6-to-12-months', '1-to-3-years', 'over-3-years');
  CREATE TYPE "public"."enum_finance_applications_applicant_residency" AS ENUM('citizen', 'permanent-resident', 'visa');
  CREATE TYPE "public"."enum_finance_applications_applicant_relationship" AS ENUM('single', 'couple');
  CREATE TYPE "public"."enum_finance_applications_applicant_net_income_frequency" AS ENUM('weekly', 'fortnightly', 'monthly');
  CREATE TYPE "public"."enum_finance_applications_applicant_living_expenses_frequency" AS ENUM('weekly', 'fortnightly', 'monthly');
  CREATE TYPE "public"."enum_finance_applications_applicant_other_repayments_frequency" AS ENUM('weekly', 'fortnightly', 'monthly');
  ALTER TYPE "public"."enum_users_sites_roles" ADD VALUE 'finance';
  CREATE TABLE "sites_finance_applications_lenders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lender_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"rate_great" numeric,
  	"rate_good" numeric,
  	"rate_fair" numeric,
  	"rate_poor" numeric,
  	"establishment_fee" numeric DEFAULT 0,
  	"monthly_fee" numeric DEFAULT 0,
  	"max_term_years" numeric DEFAULT 7,
  	"max_car_age_years" numeric,
  	"disclaimer" varchar NOT NULL
  );
  
  CREATE TABLE "finance_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"reference" varchar NOT NULL,
  	"outcome" "enum_finance_applications_outcome" NOT NULL,
  	"lead_id" integer,
  	"customer_id" integer,
  	"applicant_name" varchar,
  	"car_name" varchar,
  	"car_slug" varchar,
  	"price_dollars" numeric,
  	"deposit_dollars" numeric,
  	"term_years" numeric,
  	"balloon_dollars" numeric,
  	"loan_dollars" numeric,
  	"credit_band" "enum_finance_applications_credit_band",
  	"lender_id" varchar,
  	"lender_name" varchar,
  	"up_to_dollars" numeric,
  	"extra_deposit_dollars" numeric,
  	"interest_rate" numeric,
  	"comparison_rate" numeric,
  	"weekly_repayment_dollars" numeric,
  	"outcome_reason" varchar,
  	"contact_consent" boolean,
  	"credit_check_consent" boolean,
  	"details_erased_at" timestamp(3) with time zone,
  	"applicant_employment_type" "enum_finance_applications_applicant_employment_type",
  	"applicant_employment_length" "enum_finance_applications_applicant_employment_length",
  	"applicant_residency" "enum_finance_applications_applicant_residency",
  	"applicant_relationship" "enum_finance_applications_applicant_relationship",
  	"applicant_dependants" numeric,
  	"applicant_net_income_amount" numeric,
  	"applicant_net_income_frequency" "enum_finance_applications_applicant_net_income_frequency",
  	"applicant_living_expenses_amount" numeric,
  	"applicant_living_expenses_frequency" "enum_finance_applications_applicant_living_expenses_frequency",
  	"applicant_other_repayments_amount" numeric,
  	"applicant_other_repayments_frequency" "enum_finance_applications_applicant_other_repayments_frequency",
  	"applicant_monthly_surplus_dollars" numeric,
  	"applicant_borrowing_power_dollars" numeric,
  	"applicant_assessment_rate" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "sign_in_car_finance" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "finance_applications_pre_approval_at_apply_for_finance" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "finance_applications_credit_check_consent" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "finance_applications_assessment_buffer_percent" numeric DEFAULT 3;
  ALTER TABLE "sites" ADD COLUMN "finance_applications_larger_deposit_percent" numeric DEFAULT 20;
  ALTER TABLE "sites" ADD COLUMN "finance_applications_retention_days" numeric DEFAULT 90;
  ALTER TABLE "sites" ADD COLUMN "finance_applications_living_cost_first_adult" numeric DEFAULT 1850;
  ALTER TABLE "sites" ADD COLUMN "finance_applications_living_cost_second_adult" numeric DEFAULT 900;
  ALTER TABLE "sites" ADD COLUMN "finance_applications_living_cost_per_dependant" numeric DEFAULT 450;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "finance_applications_id" integer;
  ALTER TABLE "sites_finance_applications_lenders" ADD CONSTRAINT "sites_finance_applications_lenders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_finance_applications_lenders_order_idx" ON "sites_finance_applications_lenders" USING btree ("_order");
  CREATE INDEX "sites_finance_applications_lenders_parent_id_idx" ON "sites_finance_applications_lenders" USING btree ("_parent_id");
  CREATE INDEX "finance_applications_site_idx" ON "finance_applications" USING btree ("site_id");
  CREATE UNIQUE INDEX "finance_applications_reference_idx" ON "finance_applications" USING btree ("reference");
  CREATE INDEX "finance_applications_outcome_idx" ON "finance_applications" USING btree ("outcome");
  CREATE INDEX "finance_applications_lead_idx" ON "finance_applications" USING btree ("lead_id");
  CREATE INDEX "finance_applications_customer_idx" ON "finance_applications" USING btree ("customer_id");
  CREATE INDEX "finance_applications_details_erased_at_idx" ON "finance_applications" USING btree ("details_erased_at");
  CREATE INDEX "finance_applications_updated_at_idx" ON "finance_applications" USING btree ("updated_at");
  CREATE INDEX "finance_applications_created_at_idx" ON "finance_applications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_finance_applications_fk" FOREIGN KEY ("finance_applications_id") REFERENCES "public"."finance_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_finance_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("finance_applications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_finance_applications_lenders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "finance_applications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_finance_applications_lenders" CASCADE;
  DROP TABLE "finance_applications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_finance_applications_fk";
  
  ALTER TABLE "users_sites_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_sites_roles";
  CREATE TYPE "public"."enum_users_sites_roles" AS ENUM('editor');
  ALTER TABLE "users_sites_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_sites_roles" USING "value"::"public"."enum_users_sites_roles";
  DROP INDEX "payload_locked_documents_rels_finance_applications_id_idx";
  ALTER TABLE "sites" DROP COLUMN "sign_in_car_finance";
  ALTER TABLE "sites" DROP COLUMN "finance_applications_pre_approval_at_apply_for_finance";
  ALTER TABLE "sites" DROP COLUMN "finance_applications_credit_check_consent";
  ALTER TABLE "sites" DROP COLUMN "finance_applications_assessment_buffer_percent";
  ALTER TABLE "sites" DROP COLUMN "finance_applications_larger_deposit_percent";
  ALTER TABLE "sites" DROP COLUMN "finance_applications_retention_days";
  ALTER TABLE "sites" DROP COLUMN "finance_applications_living_cost_first_adult";
  ALTER TABLE "sites" DROP COLUMN "finance_applications_living_cost_second_adult";
  ALTER TABLE "sites" DROP COLUMN "finance_applications_living_cost_per_dependant";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "finance_applications_id";
  DROP TYPE "public"."enum_finance_applications_outcome";
  DROP TYPE "public"."enum_finance_applications_credit_band";
  DROP TYPE "public"."enum_finance_applications_applicant_employment_type";
  DROP TYPE "public"."enum_finance_applications_applicant_employment_length";
  DROP TYPE "public"."enum_finance_applications_applicant_residency";
  DROP TYPE "public"."enum_finance_applications_applicant_relationship";
  DROP TYPE "public"."enum_finance_applications_applicant_net_income_frequency";
  DROP TYPE "public"."enum_finance_applications_applicant_living_expenses_frequency";
  DROP TYPE "public"."enum_finance_applications_applicant_other_repayments_frequency";`)
}
