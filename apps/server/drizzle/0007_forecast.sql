CREATE TABLE "forecast_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"company_id" uuid,
	"series_id" uuid,
	"user_id" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"model" text NOT NULL,
	"models" jsonb NOT NULL,
	"horizon" integer NOT NULL,
	"points" integer NOT NULL,
	"first_period" text NOT NULL,
	"last_period" text NOT NULL,
	"request" jsonb NOT NULL,
	"series" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"engine_version" text NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"name" text,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forecast_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"labels" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forecast_series_company_name_uq" UNIQUE("company_id","name")
);
--> statement-breakpoint
ALTER TABLE "forecast_runs" ADD CONSTRAINT "forecast_runs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_runs" ADD CONSTRAINT "forecast_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_runs" ADD CONSTRAINT "forecast_runs_series_id_forecast_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."forecast_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_runs" ADD CONSTRAINT "forecast_runs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_series" ADD CONSTRAINT "forecast_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_series" ADD CONSTRAINT "forecast_series_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_series" ADD CONSTRAINT "forecast_series_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forecast_runs_organisation_created_idx" ON "forecast_runs" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "forecast_runs_company_idx" ON "forecast_runs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "forecast_runs_series_idx" ON "forecast_runs" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "forecast_runs_user_active_idx" ON "forecast_runs" USING btree ("user_id") WHERE "forecast_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "forecast_runs_status_idx" ON "forecast_runs" USING btree ("status");