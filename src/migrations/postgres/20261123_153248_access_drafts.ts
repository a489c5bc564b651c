import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_solutions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__solutions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_packages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__packages_v_version_category" AS ENUM('website', 'seo', 'ppc', 'smo');
  CREATE TYPE "public"."enum__packages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_work_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__work_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contact_info_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_info_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_privacy_policy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_policy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_terms_condition_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__terms_condition_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_banner_image_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_designation" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_image_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_solutions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__solutions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_short" varchar,
  	"version_image_text" varchar,
  	"version_image_id" integer,
  	"version_alt" varchar,
  	"version_description" jsonb,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_packages_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"included" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_packages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_category" "enum__packages_v_version_category",
  	"version_name" varchar,
  	"version_price" numeric,
  	"version_price_note" varchar,
  	"version_budget_range" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__packages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_work_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_image_id" integer,
  	"version_paragraph1" varchar,
  	"version_paragraph2" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__work_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_about_title" varchar,
  	"version_description" jsonb,
  	"version_work_pair" varchar,
  	"version_work_pair_count" numeric,
  	"version_happy_clients" varchar,
  	"version_happy_clients_count" numeric,
  	"version_about_image_1_id" integer,
  	"version_about_image_2_id" integer,
  	"version__status" "enum__about_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_contact_info_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar DEFAULT 'Contact Detils',
  	"version_content" jsonb,
  	"version__status" "enum__contact_info_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_privacy_policy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar DEFAULT 'Privacy Policy',
  	"version_content" jsonb,
  	"version__status" "enum__privacy_policy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_terms_condition_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar DEFAULT 'Terms & Condition',
  	"version_content" jsonb,
  	"version__status" "enum__terms_condition_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "banners" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "banner_image_id" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "designation" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "solutions" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "solutions" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "solutions" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "short" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "image_text" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "packages_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "work_categories" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "work_categories" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "work_categories" ALTER COLUMN "paragraph1" DROP NOT NULL;
  ALTER TABLE "work_categories" ALTER COLUMN "paragraph2" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "about_title" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "work_pair" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "work_pair_count" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "happy_clients" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "happy_clients_count" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "about_image_1_id" DROP NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "about_image_2_id" DROP NOT NULL;
  ALTER TABLE "contact_info" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "contact_info" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "privacy_policy" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "privacy_policy" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "terms_condition" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "terms_condition" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "banners" ADD COLUMN "_status" "enum_banners_status" DEFAULT 'draft';
  ALTER TABLE "testimonials" ADD COLUMN "_status" "enum_testimonials_status" DEFAULT 'draft';
  ALTER TABLE "projects" ADD COLUMN "_status" "enum_projects_status" DEFAULT 'draft';
  ALTER TABLE "solutions" ADD COLUMN "_status" "enum_solutions_status" DEFAULT 'draft';
  ALTER TABLE "services" ADD COLUMN "_status" "enum_services_status" DEFAULT 'draft';
  ALTER TABLE "packages" ADD COLUMN "_status" "enum_packages_status" DEFAULT 'draft';
  ALTER TABLE "work_categories" ADD COLUMN "_status" "enum_work_categories_status" DEFAULT 'draft';
  ALTER TABLE "about" ADD COLUMN "_status" "enum_about_status" DEFAULT 'draft';
  ALTER TABLE "contact_info" ADD COLUMN "_status" "enum_contact_info_status" DEFAULT 'draft';
  ALTER TABLE "privacy_policy" ADD COLUMN "_status" "enum_privacy_policy_status" DEFAULT 'draft';
  ALTER TABLE "terms_condition" ADD COLUMN "_status" "enum_terms_condition_status" DEFAULT 'draft';
  -- Hand edit: content that was public before drafts existed stays published.
  UPDATE "banners" SET "_status" = 'published';
  UPDATE "testimonials" SET "_status" = 'published';
  UPDATE "projects" SET "_status" = 'published';
  UPDATE "solutions" SET "_status" = 'published';
  UPDATE "services" SET "_status" = 'published';
  UPDATE "packages" SET "_status" = 'published';
  UPDATE "work_categories" SET "_status" = 'published';
  UPDATE "about" SET "_status" = 'published';
  UPDATE "contact_info" SET "_status" = 'published';
  UPDATE "privacy_policy" SET "_status" = 'published';
  UPDATE "terms_condition" SET "_status" = 'published';
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_banner_image_id_media_id_fk" FOREIGN KEY ("version_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v" ADD CONSTRAINT "_solutions_v_parent_id_solutions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v" ADD CONSTRAINT "_solutions_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_packages_v_version_features" ADD CONSTRAINT "_packages_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_packages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_packages_v" ADD CONSTRAINT "_packages_v_parent_id_packages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_work_categories_v" ADD CONSTRAINT "_work_categories_v_parent_id_work_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."work_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_work_categories_v" ADD CONSTRAINT "_work_categories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_about_image_1_id_media_id_fk" FOREIGN KEY ("version_about_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_about_image_2_id_media_id_fk" FOREIGN KEY ("version_about_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_banner_image_idx" ON "_banners_v" USING btree ("version_banner_image_id");
  CREATE INDEX "_banners_v_version_version_sort_order_idx" ON "_banners_v" USING btree ("version_sort_order");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_image_idx" ON "_testimonials_v" USING btree ("version_image_id");
  CREATE INDEX "_testimonials_v_version_version_sort_order_idx" ON "_testimonials_v" USING btree ("version_sort_order");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_image_idx" ON "_projects_v" USING btree ("version_image_id");
  CREATE INDEX "_projects_v_version_version_sort_order_idx" ON "_projects_v" USING btree ("version_sort_order");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_solutions_v_parent_idx" ON "_solutions_v" USING btree ("parent_id");
  CREATE INDEX "_solutions_v_version_version_image_idx" ON "_solutions_v" USING btree ("version_image_id");
  CREATE INDEX "_solutions_v_version_version_sort_order_idx" ON "_solutions_v" USING btree ("version_sort_order");
  CREATE INDEX "_solutions_v_version_version_updated_at_idx" ON "_solutions_v" USING btree ("version_updated_at");
  CREATE INDEX "_solutions_v_version_version_created_at_idx" ON "_solutions_v" USING btree ("version_created_at");
  CREATE INDEX "_solutions_v_version_version__status_idx" ON "_solutions_v" USING btree ("version__status");
  CREATE INDEX "_solutions_v_created_at_idx" ON "_solutions_v" USING btree ("created_at");
  CREATE INDEX "_solutions_v_updated_at_idx" ON "_solutions_v" USING btree ("updated_at");
  CREATE INDEX "_solutions_v_latest_idx" ON "_solutions_v" USING btree ("latest");
  CREATE INDEX "_services_v_parent_idx" ON "_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version_image_idx" ON "_services_v" USING btree ("version_image_id");
  CREATE INDEX "_services_v_version_version_sort_order_idx" ON "_services_v" USING btree ("version_sort_order");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_latest_idx" ON "_services_v" USING btree ("latest");
  CREATE INDEX "_packages_v_version_features_order_idx" ON "_packages_v_version_features" USING btree ("_order");
  CREATE INDEX "_packages_v_version_features_parent_id_idx" ON "_packages_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_packages_v_parent_idx" ON "_packages_v" USING btree ("parent_id");
  CREATE INDEX "_packages_v_version_version_key_idx" ON "_packages_v" USING btree ("version_key");
  CREATE INDEX "_packages_v_version_version_sort_order_idx" ON "_packages_v" USING btree ("version_sort_order");
  CREATE INDEX "_packages_v_version_version_updated_at_idx" ON "_packages_v" USING btree ("version_updated_at");
  CREATE INDEX "_packages_v_version_version_created_at_idx" ON "_packages_v" USING btree ("version_created_at");
  CREATE INDEX "_packages_v_version_version__status_idx" ON "_packages_v" USING btree ("version__status");
  CREATE INDEX "_packages_v_created_at_idx" ON "_packages_v" USING btree ("created_at");
  CREATE INDEX "_packages_v_updated_at_idx" ON "_packages_v" USING btree ("updated_at");
  CREATE INDEX "_packages_v_latest_idx" ON "_packages_v" USING btree ("latest");
  CREATE INDEX "_work_categories_v_parent_idx" ON "_work_categories_v" USING btree ("parent_id");
  CREATE INDEX "_work_categories_v_version_version_image_idx" ON "_work_categories_v" USING btree ("version_image_id");
  CREATE INDEX "_work_categories_v_version_version_sort_order_idx" ON "_work_categories_v" USING btree ("version_sort_order");
  CREATE INDEX "_work_categories_v_version_version_updated_at_idx" ON "_work_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_work_categories_v_version_version_created_at_idx" ON "_work_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_work_categories_v_version_version__status_idx" ON "_work_categories_v" USING btree ("version__status");
  CREATE INDEX "_work_categories_v_created_at_idx" ON "_work_categories_v" USING btree ("created_at");
  CREATE INDEX "_work_categories_v_updated_at_idx" ON "_work_categories_v" USING btree ("updated_at");
  CREATE INDEX "_work_categories_v_latest_idx" ON "_work_categories_v" USING btree ("latest");
  CREATE INDEX "_about_v_version_version_about_image_1_idx" ON "_about_v" USING btree ("version_about_image_1_id");
  CREATE INDEX "_about_v_version_version_about_image_2_idx" ON "_about_v" USING btree ("version_about_image_2_id");
  CREATE INDEX "_about_v_version_version__status_idx" ON "_about_v" USING btree ("version__status");
  CREATE INDEX "_about_v_created_at_idx" ON "_about_v" USING btree ("created_at");
  CREATE INDEX "_about_v_updated_at_idx" ON "_about_v" USING btree ("updated_at");
  CREATE INDEX "_about_v_latest_idx" ON "_about_v" USING btree ("latest");
  CREATE INDEX "_contact_info_v_version_version__status_idx" ON "_contact_info_v" USING btree ("version__status");
  CREATE INDEX "_contact_info_v_created_at_idx" ON "_contact_info_v" USING btree ("created_at");
  CREATE INDEX "_contact_info_v_updated_at_idx" ON "_contact_info_v" USING btree ("updated_at");
  CREATE INDEX "_contact_info_v_latest_idx" ON "_contact_info_v" USING btree ("latest");
  CREATE INDEX "_privacy_policy_v_version_version__status_idx" ON "_privacy_policy_v" USING btree ("version__status");
  CREATE INDEX "_privacy_policy_v_created_at_idx" ON "_privacy_policy_v" USING btree ("created_at");
  CREATE INDEX "_privacy_policy_v_updated_at_idx" ON "_privacy_policy_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_policy_v_latest_idx" ON "_privacy_policy_v" USING btree ("latest");
  CREATE INDEX "_terms_condition_v_version_version__status_idx" ON "_terms_condition_v" USING btree ("version__status");
  CREATE INDEX "_terms_condition_v_created_at_idx" ON "_terms_condition_v" USING btree ("created_at");
  CREATE INDEX "_terms_condition_v_updated_at_idx" ON "_terms_condition_v" USING btree ("updated_at");
  CREATE INDEX "_terms_condition_v_latest_idx" ON "_terms_condition_v" USING btree ("latest");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "solutions__status_idx" ON "solutions" USING btree ("_status");
  CREATE INDEX "services__status_idx" ON "services" USING btree ("_status");
  CREATE INDEX "packages__status_idx" ON "packages" USING btree ("_status");
  CREATE INDEX "work_categories__status_idx" ON "work_categories" USING btree ("_status");
  CREATE INDEX "about__status_idx" ON "about" USING btree ("_status");
  CREATE INDEX "contact_info__status_idx" ON "contact_info" USING btree ("_status");
  CREATE INDEX "privacy_policy__status_idx" ON "privacy_policy" USING btree ("_status");
  CREATE INDEX "terms_condition__status_idx" ON "terms_condition" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_packages_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_packages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_work_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_info_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_policy_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_terms_condition_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_solutions_v" CASCADE;
  DROP TABLE "_services_v" CASCADE;
  DROP TABLE "_packages_v_version_features" CASCADE;
  DROP TABLE "_packages_v" CASCADE;
  DROP TABLE "_work_categories_v" CASCADE;
  DROP TABLE "_about_v" CASCADE;
  DROP TABLE "_contact_info_v" CASCADE;
  DROP TABLE "_privacy_policy_v" CASCADE;
  DROP TABLE "_terms_condition_v" CASCADE;
  DROP INDEX "banners__status_idx";
  DROP INDEX "testimonials__status_idx";
  DROP INDEX "projects__status_idx";
  DROP INDEX "solutions__status_idx";
  DROP INDEX "services__status_idx";
  DROP INDEX "packages__status_idx";
  DROP INDEX "work_categories__status_idx";
  DROP INDEX "about__status_idx";
  DROP INDEX "contact_info__status_idx";
  DROP INDEX "privacy_policy__status_idx";
  DROP INDEX "terms_condition__status_idx";
  ALTER TABLE "banners" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "banner_image_id" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "designation" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "solutions" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "solutions" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "solutions" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "short" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "image_text" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "services" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "packages_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "packages" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "work_categories" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "work_categories" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "work_categories" ALTER COLUMN "paragraph1" SET NOT NULL;
  ALTER TABLE "work_categories" ALTER COLUMN "paragraph2" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "about_title" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "work_pair" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "work_pair_count" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "happy_clients" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "happy_clients_count" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "about_image_1_id" SET NOT NULL;
  ALTER TABLE "about" ALTER COLUMN "about_image_2_id" SET NOT NULL;
  ALTER TABLE "contact_info" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "contact_info" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "privacy_policy" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "privacy_policy" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "terms_condition" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "terms_condition" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "banners" DROP COLUMN "_status";
  ALTER TABLE "testimonials" DROP COLUMN "_status";
  ALTER TABLE "projects" DROP COLUMN "_status";
  ALTER TABLE "solutions" DROP COLUMN "_status";
  ALTER TABLE "services" DROP COLUMN "_status";
  ALTER TABLE "packages" DROP COLUMN "_status";
  ALTER TABLE "work_categories" DROP COLUMN "_status";
  ALTER TABLE "about" DROP COLUMN "_status";
  ALTER TABLE "contact_info" DROP COLUMN "_status";
  ALTER TABLE "privacy_policy" DROP COLUMN "_status";
  ALTER TABLE "terms_condition" DROP COLUMN "_status";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum_solutions_status";
  DROP TYPE "public"."enum__solutions_v_version_status";
  DROP TYPE "public"."enum_services_status";
  DROP TYPE "public"."enum__services_v_version_status";
  DROP TYPE "public"."enum_packages_status";
  DROP TYPE "public"."enum__packages_v_version_category";
  DROP TYPE "public"."enum__packages_v_version_status";
  DROP TYPE "public"."enum_work_categories_status";
  DROP TYPE "public"."enum__work_categories_v_version_status";
  DROP TYPE "public"."enum_about_status";
  DROP TYPE "public"."enum__about_v_version_status";
  DROP TYPE "public"."enum_contact_info_status";
  DROP TYPE "public"."enum__contact_info_v_version_status";
  DROP TYPE "public"."enum_privacy_policy_status";
  DROP TYPE "public"."enum__privacy_policy_v_version_status";
  DROP TYPE "public"."enum_terms_condition_status";
  DROP TYPE "public"."enum__terms_condition_v_version_status";`)
}
