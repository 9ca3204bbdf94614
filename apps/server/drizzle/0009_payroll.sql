CREATE TABLE "payroll_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"month" integer,
	"months" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"names_kept" boolean DEFAULT false NOT NULL,
	"dropped_columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"unknown_job_labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"employee_no" text,
	"name" text,
	"job_type" text NOT NULL,
	"job_label" text NOT NULL,
	"month" integer,
	"base_pay" bigint NOT NULL,
	"allowances" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"overtime" bigint NOT NULL,
	"retirement" bigint NOT NULL,
	"employer_insurance" bigint,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tolerance_percent" numeric DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "payroll_document_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_documents" ADD CONSTRAINT "payroll_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_documents" ADD CONSTRAINT "payroll_documents_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_rows" ADD CONSTRAINT "payroll_rows_document_id_payroll_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payroll_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_rows" ADD CONSTRAINT "payroll_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_documents_company_year_idx" ON "payroll_documents" USING btree ("company_id","fiscal_year");--> statement-breakpoint
CREATE INDEX "payroll_rows_document_idx" ON "payroll_rows" USING btree ("document_id","line_no");--> statement-breakpoint
CREATE INDEX "payroll_rows_company_idx" ON "payroll_rows" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_settings_company_uq" ON "payroll_settings" USING btree ("company_id");