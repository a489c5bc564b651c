import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_experiments_blocks_hero_cta_type" AS ENUM('route', 'reference', 'anchor', 'custom');
  CREATE TYPE "public"."enum_experiments_blocks_hero_cta_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_experiments_blocks_hero_cta_anchor" AS ENUM('lead-form', 'prices', 'faq');
  CREATE TYPE "public"."enum_experiments_blocks_price_table_category" AS ENUM('website', 'seo', 'ppc', 'smo');
  CREATE TYPE "public"."enum_experiments_blocks_testimonials_source" AS ENUM('latest', 'chosen');
  CREATE TYPE "public"."enum_experiments_blocks_logo_strip_logos_link_type" AS ENUM('route', 'reference', 'custom');
  CREATE TYPE "public"."enum_experiments_blocks_logo_strip_logos_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_experiments_blocks_call_to_action_link_type" AS ENUM('route', 'reference', 'anchor', 'custom');
  CREATE TYPE "public"."enum_experiments_blocks_call_to_action_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_experiments_blocks_call_to_action_link_anchor" AS ENUM('lead-form', 'prices', 'faq');
  CREATE TYPE "public"."enum_experiments_variants_change" AS ENUM('heroCta', 'blocks');
  CREATE TYPE "public"."enum_experiments_variants_hero_cta_type" AS ENUM('route', 'reference', 'anchor', 'custom');
  CREATE TYPE "public"."enum_experiments_variants_hero_cta_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_experiments_variants_hero_cta_anchor" AS ENUM('lead-form', 'prices', 'faq');
  CREATE TYPE "public"."enum_experiments_variants_call_to_action_link_type" AS ENUM('route', 'reference', 'anchor', 'custom');
  CREATE TYPE "public"."enum_experiments_variants_call_to_action_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_experiments_variants_call_to_action_link_anchor" AS ENUM('lead-form', 'prices', 'faq');
  CREATE TYPE "public"."enum_experiments_status" AS ENUM('draft', 'running', 'paused', 'ended');
  CREATE TABLE "experiments_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_type" "enum_experiments_blocks_hero_cta_type" DEFAULT 'route',
  	"cta_route" "enum_experiments_blocks_hero_cta_route",
  	"cta_anchor" "enum_experiments_blocks_hero_cta_anchor",
  	"cta_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiments_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiments_blocks_media_with_caption" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiments_blocks_feature_grid_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "experiments_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiments_blocks_price_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"category" "enum_experiments_blocks_price_table_category" DEFAULT 'website',
  	"block_name" varchar
  );
  
  CREATE TABLE "experiments_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_experiments_blocks_testimonials_source" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiments_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "experiments_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiments_blocks_logo_strip_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"link_type" "enum_experiments_blocks_logo_strip_logos_link_type" DEFAULT 'route',
  	"link_route" "enum_experiments_blocks_logo_strip_logos_link_route",
  	"link_url" varchar
  );
  
  CREATE TABLE "experiments_blocks_logo_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiments_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"label" varchar,
  	"link_type" "enum_experiments_blocks_call_to_action_link_type" DEFAULT 'route',
  	"link_route" "enum_experiments_blocks_call_to_action_link_route",
  	"link_anchor" "enum_experiments_blocks_call_to_action_link_anchor",
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiments_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"subject" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiments_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "experiments_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"key" varchar,
  	"weight" numeric DEFAULT 1 NOT NULL,
  	"change" "enum_experiments_variants_change" DEFAULT 'heroCta',
  	"hero_heading" varchar,
  	"hero_text" varchar,
  	"hero_image_id" integer,
  	"hero_cta_label" varchar,
  	"hero_cta_type" "enum_experiments_variants_hero_cta_type" DEFAULT 'route',
  	"hero_cta_route" "enum_experiments_variants_hero_cta_route",
  	"hero_cta_anchor" "enum_experiments_variants_hero_cta_anchor",
  	"hero_cta_url" varchar,
  	"call_to_action_heading" varchar,
  	"call_to_action_text" varchar,
  	"call_to_action_label" varchar,
  	"call_to_action_link_type" "enum_experiments_variants_call_to_action_link_type" DEFAULT 'route',
  	"call_to_action_link_route" "enum_experiments_variants_call_to_action_link_route",
  	"call_to_action_link_anchor" "enum_experiments_variants_call_to_action_link_anchor",
  	"call_to_action_link_url" varchar
  );
  
  CREATE TABLE "experiments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"page_id" integer NOT NULL,
  	"status" "enum_experiments_status" DEFAULT 'draft' NOT NULL,
  	"min_visitors" numeric DEFAULT 100 NOT NULL,
  	"min_conversions" numeric DEFAULT 10 NOT NULL,
  	"promoted_variant" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "experiments_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"case_studies_id" integer,
  	"categories_id" integer,
  	"testimonials_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiments_id" integer;
  ALTER TABLE "experiments_blocks_hero" ADD CONSTRAINT "experiments_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiments_blocks_hero" ADD CONSTRAINT "experiments_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_rich_text" ADD CONSTRAINT "experiments_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_media_with_caption" ADD CONSTRAINT "experiments_blocks_media_with_caption_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiments_blocks_media_with_caption" ADD CONSTRAINT "experiments_blocks_media_with_caption_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_feature_grid_features" ADD CONSTRAINT "experiments_blocks_feature_grid_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_feature_grid" ADD CONSTRAINT "experiments_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_price_table" ADD CONSTRAINT "experiments_blocks_price_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_testimonials" ADD CONSTRAINT "experiments_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_faq_items" ADD CONSTRAINT "experiments_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_faq" ADD CONSTRAINT "experiments_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_logo_strip_logos" ADD CONSTRAINT "experiments_blocks_logo_strip_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiments_blocks_logo_strip_logos" ADD CONSTRAINT "experiments_blocks_logo_strip_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments_blocks_logo_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_logo_strip" ADD CONSTRAINT "experiments_blocks_logo_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_call_to_action" ADD CONSTRAINT "experiments_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_lead_form" ADD CONSTRAINT "experiments_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_blocks_form" ADD CONSTRAINT "experiments_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiments_blocks_form" ADD CONSTRAINT "experiments_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_variants" ADD CONSTRAINT "experiments_variants_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiments_variants" ADD CONSTRAINT "experiments_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments" ADD CONSTRAINT "experiments_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "experiments_rels" ADD CONSTRAINT "experiments_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_rels" ADD CONSTRAINT "experiments_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_rels" ADD CONSTRAINT "experiments_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_rels" ADD CONSTRAINT "experiments_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_rels" ADD CONSTRAINT "experiments_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_rels" ADD CONSTRAINT "experiments_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "experiments_blocks_hero_order_idx" ON "experiments_blocks_hero" USING btree ("_order");
  CREATE INDEX "experiments_blocks_hero_parent_id_idx" ON "experiments_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_hero_path_idx" ON "experiments_blocks_hero" USING btree ("_path");
  CREATE INDEX "experiments_blocks_hero_image_idx" ON "experiments_blocks_hero" USING btree ("image_id");
  CREATE INDEX "experiments_blocks_rich_text_order_idx" ON "experiments_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "experiments_blocks_rich_text_parent_id_idx" ON "experiments_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_rich_text_path_idx" ON "experiments_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "experiments_blocks_media_with_caption_order_idx" ON "experiments_blocks_media_with_caption" USING btree ("_order");
  CREATE INDEX "experiments_blocks_media_with_caption_parent_id_idx" ON "experiments_blocks_media_with_caption" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_media_with_caption_path_idx" ON "experiments_blocks_media_with_caption" USING btree ("_path");
  CREATE INDEX "experiments_blocks_media_with_caption_image_idx" ON "experiments_blocks_media_with_caption" USING btree ("image_id");
  CREATE INDEX "experiments_blocks_feature_grid_features_order_idx" ON "experiments_blocks_feature_grid_features" USING btree ("_order");
  CREATE INDEX "experiments_blocks_feature_grid_features_parent_id_idx" ON "experiments_blocks_feature_grid_features" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_feature_grid_order_idx" ON "experiments_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "experiments_blocks_feature_grid_parent_id_idx" ON "experiments_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_feature_grid_path_idx" ON "experiments_blocks_feature_grid" USING btree ("_path");
  CREATE INDEX "experiments_blocks_price_table_order_idx" ON "experiments_blocks_price_table" USING btree ("_order");
  CREATE INDEX "experiments_blocks_price_table_parent_id_idx" ON "experiments_blocks_price_table" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_price_table_path_idx" ON "experiments_blocks_price_table" USING btree ("_path");
  CREATE INDEX "experiments_blocks_testimonials_order_idx" ON "experiments_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "experiments_blocks_testimonials_parent_id_idx" ON "experiments_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_testimonials_path_idx" ON "experiments_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "experiments_blocks_faq_items_order_idx" ON "experiments_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "experiments_blocks_faq_items_parent_id_idx" ON "experiments_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_faq_order_idx" ON "experiments_blocks_faq" USING btree ("_order");
  CREATE INDEX "experiments_blocks_faq_parent_id_idx" ON "experiments_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_faq_path_idx" ON "experiments_blocks_faq" USING btree ("_path");
  CREATE INDEX "experiments_blocks_logo_strip_logos_order_idx" ON "experiments_blocks_logo_strip_logos" USING btree ("_order");
  CREATE INDEX "experiments_blocks_logo_strip_logos_parent_id_idx" ON "experiments_blocks_logo_strip_logos" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_logo_strip_logos_image_idx" ON "experiments_blocks_logo_strip_logos" USING btree ("image_id");
  CREATE INDEX "experiments_blocks_logo_strip_order_idx" ON "experiments_blocks_logo_strip" USING btree ("_order");
  CREATE INDEX "experiments_blocks_logo_strip_parent_id_idx" ON "experiments_blocks_logo_strip" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_logo_strip_path_idx" ON "experiments_blocks_logo_strip" USING btree ("_path");
  CREATE INDEX "experiments_blocks_call_to_action_order_idx" ON "experiments_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "experiments_blocks_call_to_action_parent_id_idx" ON "experiments_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_call_to_action_path_idx" ON "experiments_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "experiments_blocks_lead_form_order_idx" ON "experiments_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "experiments_blocks_lead_form_parent_id_idx" ON "experiments_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_lead_form_path_idx" ON "experiments_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "experiments_blocks_form_order_idx" ON "experiments_blocks_form" USING btree ("_order");
  CREATE INDEX "experiments_blocks_form_parent_id_idx" ON "experiments_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "experiments_blocks_form_path_idx" ON "experiments_blocks_form" USING btree ("_path");
  CREATE INDEX "experiments_blocks_form_form_idx" ON "experiments_blocks_form" USING btree ("form_id");
  CREATE INDEX "experiments_variants_order_idx" ON "experiments_variants" USING btree ("_order");
  CREATE INDEX "experiments_variants_parent_id_idx" ON "experiments_variants" USING btree ("_parent_id");
  CREATE INDEX "experiments_variants_hero_hero_image_idx" ON "experiments_variants" USING btree ("hero_image_id");
  CREATE INDEX "experiments_page_idx" ON "experiments" USING btree ("page_id");
  CREATE INDEX "experiments_status_idx" ON "experiments" USING btree ("status");
  CREATE INDEX "experiments_updated_at_idx" ON "experiments" USING btree ("updated_at");
  CREATE INDEX "experiments_created_at_idx" ON "experiments" USING btree ("created_at");
  CREATE INDEX "experiments_rels_order_idx" ON "experiments_rels" USING btree ("order");
  CREATE INDEX "experiments_rels_parent_idx" ON "experiments_rels" USING btree ("parent_id");
  CREATE INDEX "experiments_rels_path_idx" ON "experiments_rels" USING btree ("path");
  CREATE INDEX "experiments_rels_pages_id_idx" ON "experiments_rels" USING btree ("pages_id");
  CREATE INDEX "experiments_rels_posts_id_idx" ON "experiments_rels" USING btree ("posts_id");
  CREATE INDEX "experiments_rels_case_studies_id_idx" ON "experiments_rels" USING btree ("case_studies_id");
  CREATE INDEX "experiments_rels_categories_id_idx" ON "experiments_rels" USING btree ("categories_id");
  CREATE INDEX "experiments_rels_testimonials_id_idx" ON "experiments_rels" USING btree ("testimonials_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiments_fk" FOREIGN KEY ("experiments_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_experiments_id_idx" ON "payload_locked_documents_rels" USING btree ("experiments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "experiments_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_media_with_caption" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_feature_grid_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_price_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_logo_strip_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_logo_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "experiments_blocks_hero" CASCADE;
  DROP TABLE "experiments_blocks_rich_text" CASCADE;
  DROP TABLE "experiments_blocks_media_with_caption" CASCADE;
  DROP TABLE "experiments_blocks_feature_grid_features" CASCADE;
  DROP TABLE "experiments_blocks_feature_grid" CASCADE;
  DROP TABLE "experiments_blocks_price_table" CASCADE;
  DROP TABLE "experiments_blocks_testimonials" CASCADE;
  DROP TABLE "experiments_blocks_faq_items" CASCADE;
  DROP TABLE "experiments_blocks_faq" CASCADE;
  DROP TABLE "experiments_blocks_logo_strip_logos" CASCADE;
  DROP TABLE "experiments_blocks_logo_strip" CASCADE;
  DROP TABLE "experiments_blocks_call_to_action" CASCADE;
  DROP TABLE "experiments_blocks_lead_form" CASCADE;
  DROP TABLE "experiments_blocks_form" CASCADE;
  DROP TABLE "experiments_variants" CASCADE;
  DROP TABLE "experiments" CASCADE;
  DROP TABLE "experiments_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiments_fk";
  
  DROP INDEX "payload_locked_documents_rels_experiments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiments_id";
  DROP TYPE "public"."enum_experiments_blocks_hero_cta_type";
  DROP TYPE "public"."enum_experiments_blocks_hero_cta_route";
  DROP TYPE "public"."enum_experiments_blocks_hero_cta_anchor";
  DROP TYPE "public"."enum_experiments_blocks_price_table_category";
  DROP TYPE "public"."enum_experiments_blocks_testimonials_source";
  DROP TYPE "public"."enum_experiments_blocks_logo_strip_logos_link_type";
  DROP TYPE "public"."enum_experiments_blocks_logo_strip_logos_link_route";
  DROP TYPE "public"."enum_experiments_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum_experiments_blocks_call_to_action_link_route";
  DROP TYPE "public"."enum_experiments_blocks_call_to_action_link_anchor";
  DROP TYPE "public"."enum_experiments_variants_change";
  DROP TYPE "public"."enum_experiments_variants_hero_cta_type";
  DROP TYPE "public"."enum_experiments_variants_hero_cta_route";
  DROP TYPE "public"."enum_experiments_variants_hero_cta_anchor";
  DROP TYPE "public"."enum_experiments_variants_call_to_action_link_type";
  DROP TYPE "public"."enum_experiments_variants_call_to_action_link_route";
  DROP TYPE "public"."enum_experiments_variants_call_to_action_link_anchor";
  DROP TYPE "public"."enum_experiments_status";`)
}
