CREATE TABLE "board_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"uploader_id" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"kind" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"parent_id" uuid,
	"content" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "board_likes" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "board_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_text" text NOT NULL,
	"search_grams" text[] NOT NULL,
	"category" text NOT NULL,
	"tags" text[] NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer GENERATED ALWAYS AS (like_count * 3 + comment_count * 2 + views) STORED,
	"hidden" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "board_reports" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reporter_name" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_reports_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "board_views" (
	"post_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_views_post_id_viewer_key_pk" PRIMARY KEY("post_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "board_attachments" ADD CONSTRAINT "board_attachments_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_likes" ADD CONSTRAINT "board_likes_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_reports" ADD CONSTRAINT "board_reports_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_views" ADD CONSTRAINT "board_views_post_id_board_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_attachments_post_idx" ON "board_attachments" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "board_comments_post_idx" ON "board_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "board_posts_list_idx" ON "board_posts" USING btree ("pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "board_posts"."deleted_at" is null and "board_posts"."hidden" = false;--> statement-breakpoint
CREATE INDEX "board_posts_category_idx" ON "board_posts" USING btree ("category","pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "board_posts"."deleted_at" is null and "board_posts"."hidden" = false;--> statement-breakpoint
CREATE INDEX "board_posts_views_idx" ON "board_posts" USING btree ("pinned" DESC NULLS LAST,"views" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "board_posts"."deleted_at" is null and "board_posts"."hidden" = false;--> statement-breakpoint
CREATE INDEX "board_posts_likes_idx" ON "board_posts" USING btree ("pinned" DESC NULLS LAST,"like_count" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "board_posts"."deleted_at" is null and "board_posts"."hidden" = false;--> statement-breakpoint
CREATE INDEX "board_posts_popularity_idx" ON "board_posts" USING btree ("pinned" DESC NULLS LAST,"popularity" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "board_posts"."deleted_at" is null and "board_posts"."hidden" = false;--> statement-breakpoint
CREATE INDEX "board_posts_grams_idx" ON "board_posts" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "board_posts_tags_idx" ON "board_posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "board_posts_author_idx" ON "board_posts" USING btree ("author_id");