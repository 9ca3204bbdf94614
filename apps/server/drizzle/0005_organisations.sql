CREATE TABLE "organisation_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"used_by" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"business_number" text,
	"kind" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "oversight_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"overseer_id" uuid NOT NULL,
	"target_id" uuid,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oversight_grants_pair_uq" UNIQUE("overseer_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_name_unique";--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
-- Issue 14: an installation that already holds data or accounts moves all of it, and every user,
-- into one default organisation, so a single-operator install behaves exactly as before.
INSERT INTO "organisations" ("id", "name", "kind")
  SELECT '00000000-0000-4000-8000-00000000d0e1', '기본 조직', 'operator'
  WHERE EXISTS (SELECT 1 FROM "companies") OR EXISTS (SELECT 1 FROM "user");--> statement-breakpoint
UPDATE "companies" SET "organisation_id" = '00000000-0000-4000-8000-00000000d0e1';--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_used_by_user_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oversight_grants" ADD CONSTRAINT "oversight_grants_overseer_id_organisations_id_fk" FOREIGN KEY ("overseer_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oversight_grants" ADD CONSTRAINT "oversight_grants_target_id_organisations_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oversight_grants" ADD CONSTRAINT "oversight_grants_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_invites_org_idx" ON "organisation_invites" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oversight_grants_all_uq" ON "oversight_grants" USING btree ("overseer_id") WHERE target_id is null;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_organisation_at_idx" ON "audit_events" USING btree ("organisation_id","at");--> statement-breakpoint
CREATE INDEX "user_organisation_idx" ON "user" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_organisation_name_uq" ON "companies" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "companies_deleted_at_idx" ON "companies" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "statements_deleted_at_idx" ON "statements" USING btree ("deleted_at");--> statement-breakpoint
UPDATE "user" SET "organisation_id" = '00000000-0000-4000-8000-00000000d0e1' WHERE EXISTS (SELECT 1 FROM "organisations" WHERE "id" = '00000000-0000-4000-8000-00000000d0e1');--> statement-breakpoint
UPDATE "jobs" SET "organisation_id" = '00000000-0000-4000-8000-00000000d0e1' WHERE EXISTS (SELECT 1 FROM "organisations" WHERE "id" = '00000000-0000-4000-8000-00000000d0e1');
