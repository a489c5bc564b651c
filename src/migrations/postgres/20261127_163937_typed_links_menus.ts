/**
 * Typed links (src/fields/link.ts) and the menus global (src/globals/Navigation). Up: the link
 * columns of the hero, call-to-action, logo-strip and banner (`url` kept as the custom address:
 * renamed `link_url`, or `cta_url` unchanged), then the data steps of ../typed-links.ts: each stored
 * address as a typed link, the posts' calls to action, and the starting menus. Down: the reverse.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { typeLinks, untypeLinks, type MigrationDb } from '../typed-links'

type Db = MigrateUpArgs['db']

/** The data steps' view of this database (tests/int/typed-links-migration.test.ts runs them too). */
export const dataSteps = (db: Db): MigrationDb => ({
  sql,
  all: async (query) => (await db.execute(query)).rows,
  run: (query) => db.execute(query),
  json: (value) => sql`${JSON.stringify(value)}::jsonb`,
})

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_banners_link_type" AS ENUM('route', 'reference', 'custom');
  CREATE TYPE "public"."enum_banners_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum__banners_v_version_link_type" AS ENUM('route', 'reference', 'custom');
  CREATE TYPE "public"."enum__banners_v_version_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_type" AS ENUM('route', 'reference', 'anchor', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_pages_blocks_hero_cta_anchor" AS ENUM('lead-form', 'prices', 'faq');
  CREATE TYPE "public"."enum_pages_blocks_logo_strip_logos_link_type" AS ENUM('route', 'reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_logo_strip_logos_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_link_type" AS ENUM('route', 'reference', 'anchor', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_link_anchor" AS ENUM('lead-form', 'prices', 'faq');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_cta_type" AS ENUM('route', 'reference', 'anchor', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_cta_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_cta_anchor" AS ENUM('lead-form', 'prices', 'faq');
  CREATE TYPE "public"."enum__pages_v_blocks_logo_strip_logos_link_type" AS ENUM('route', 'reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_logo_strip_logos_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_link_type" AS ENUM('route', 'reference', 'anchor', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_link_anchor" AS ENUM('lead-form', 'prices', 'faq');
  CREATE TYPE "public"."enum_navigation_header_children_link_type" AS ENUM('route', 'reference', 'custom');
  CREATE TYPE "public"."enum_navigation_header_children_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_navigation_header_link_type" AS ENUM('route', 'reference', 'custom');
  CREATE TYPE "public"."enum_navigation_header_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_navigation_footer_children_link_type" AS ENUM('route', 'reference', 'custom');
  CREATE TYPE "public"."enum_navigation_footer_children_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TYPE "public"."enum_navigation_footer_link_type" AS ENUM('route', 'reference', 'custom');
  CREATE TYPE "public"."enum_navigation_footer_link_route" AS ENUM('home', 'about', 'services', 'ourworks', 'package', 'contact', 'blog', 'blog-categories', 'case-studies', 'privacy-policy', 'terms-condition', 'search');
  CREATE TABLE "banners_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"case_studies_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "_banners_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"case_studies_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "navigation_header_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link_type" "enum_navigation_header_children_link_type" DEFAULT 'route',
  	"link_route" "enum_navigation_header_children_link_route",
  	"link_url" varchar
  );
  
  CREATE TABLE "navigation_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link_type" "enum_navigation_header_link_type" DEFAULT 'route',
  	"link_route" "enum_navigation_header_link_route",
  	"link_url" varchar
  );
  
  CREATE TABLE "navigation_footer_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link_type" "enum_navigation_footer_children_link_type" DEFAULT 'route',
  	"link_route" "enum_navigation_footer_children_link_route",
  	"link_url" varchar
  );
  
  CREATE TABLE "navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link_type" "enum_navigation_footer_link_type" DEFAULT 'route',
  	"link_route" "enum_navigation_footer_link_route",
  	"link_url" varchar
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "navigation_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"case_studies_id" integer,
  	"categories_id" integer
  );
  
  ALTER TABLE "pages_blocks_logo_strip_logos" RENAME COLUMN "url" TO "link_url";
  ALTER TABLE "pages_blocks_call_to_action" RENAME COLUMN "url" TO "link_url";
  ALTER TABLE "_pages_v_blocks_logo_strip_logos" RENAME COLUMN "url" TO "link_url";
  ALTER TABLE "_pages_v_blocks_call_to_action" RENAME COLUMN "url" TO "link_url";
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "cta_type" "enum_pages_blocks_hero_cta_type" DEFAULT 'route';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "cta_route" "enum_pages_blocks_hero_cta_route";
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "cta_anchor" "enum_pages_blocks_hero_cta_anchor";
  ALTER TABLE "pages_blocks_logo_strip_logos" ADD COLUMN "link_type" "enum_pages_blocks_logo_strip_logos_link_type" DEFAULT 'route';
  ALTER TABLE "pages_blocks_logo_strip_logos" ADD COLUMN "link_route" "enum_pages_blocks_logo_strip_logos_link_route";
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "link_type" "enum_pages_blocks_call_to_action_link_type" DEFAULT 'route';
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "link_route" "enum_pages_blocks_call_to_action_link_route";
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "link_anchor" "enum_pages_blocks_call_to_action_link_anchor";
  ALTER TABLE "pages_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "case_studies_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "cta_type" "enum__pages_v_blocks_hero_cta_type" DEFAULT 'route';
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "cta_route" "enum__pages_v_blocks_hero_cta_route";
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "cta_anchor" "enum__pages_v_blocks_hero_cta_anchor";
  ALTER TABLE "_pages_v_blocks_logo_strip_logos" ADD COLUMN "link_type" "enum__pages_v_blocks_logo_strip_logos_link_type" DEFAULT 'route';
  ALTER TABLE "_pages_v_blocks_logo_strip_logos" ADD COLUMN "link_route" "enum__pages_v_blocks_logo_strip_logos_link_route";
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "link_type" "enum__pages_v_blocks_call_to_action_link_type" DEFAULT 'route';
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "link_route" "enum__pages_v_blocks_call_to_action_link_route";
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "link_anchor" "enum__pages_v_blocks_call_to_action_link_anchor";
  ALTER TABLE "_pages_v_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "case_studies_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "banners" ADD COLUMN "link_type" "enum_banners_link_type" DEFAULT 'route';
  ALTER TABLE "banners" ADD COLUMN "link_route" "enum_banners_link_route";
  ALTER TABLE "_banners_v" ADD COLUMN "version_link_type" "enum__banners_v_version_link_type" DEFAULT 'route';
  ALTER TABLE "_banners_v" ADD COLUMN "version_link_route" "enum__banners_v_version_link_route";
  ALTER TABLE "banners_rels" ADD CONSTRAINT "banners_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_rels" ADD CONSTRAINT "banners_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_rels" ADD CONSTRAINT "banners_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_rels" ADD CONSTRAINT "banners_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_rels" ADD CONSTRAINT "banners_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_rels" ADD CONSTRAINT "_banners_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_rels" ADD CONSTRAINT "_banners_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_rels" ADD CONSTRAINT "_banners_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_rels" ADD CONSTRAINT "_banners_v_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_rels" ADD CONSTRAINT "_banners_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_header_children" ADD CONSTRAINT "navigation_header_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_header" ADD CONSTRAINT "navigation_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_children" ADD CONSTRAINT "navigation_footer_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "banners_rels_order_idx" ON "banners_rels" USING btree ("order");
  CREATE INDEX "banners_rels_parent_idx" ON "banners_rels" USING btree ("parent_id");
  CREATE INDEX "banners_rels_path_idx" ON "banners_rels" USING btree ("path");
  CREATE INDEX "banners_rels_pages_id_idx" ON "banners_rels" USING btree ("pages_id");
  CREATE INDEX "banners_rels_posts_id_idx" ON "banners_rels" USING btree ("posts_id");
  CREATE INDEX "banners_rels_case_studies_id_idx" ON "banners_rels" USING btree ("case_studies_id");
  CREATE INDEX "banners_rels_categories_id_idx" ON "banners_rels" USING btree ("categories_id");
  CREATE INDEX "_banners_v_rels_order_idx" ON "_banners_v_rels" USING btree ("order");
  CREATE INDEX "_banners_v_rels_parent_idx" ON "_banners_v_rels" USING btree ("parent_id");
  CREATE INDEX "_banners_v_rels_path_idx" ON "_banners_v_rels" USING btree ("path");
  CREATE INDEX "_banners_v_rels_pages_id_idx" ON "_banners_v_rels" USING btree ("pages_id");
  CREATE INDEX "_banners_v_rels_posts_id_idx" ON "_banners_v_rels" USING btree ("posts_id");
  CREATE INDEX "_banners_v_rels_case_studies_id_idx" ON "_banners_v_rels" USING btree ("case_studies_id");
  CREATE INDEX "_banners_v_rels_categories_id_idx" ON "_banners_v_rels" USING btree ("categories_id");
  CREATE INDEX "navigation_header_children_order_idx" ON "navigation_header_children" USING btree ("_order");
  CREATE INDEX "navigation_header_children_parent_id_idx" ON "navigation_header_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_header_order_idx" ON "navigation_header" USING btree ("_order");
  CREATE INDEX "navigation_header_parent_id_idx" ON "navigation_header" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_children_order_idx" ON "navigation_footer_children" USING btree ("_order");
  CREATE INDEX "navigation_footer_children_parent_id_idx" ON "navigation_footer_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_order_idx" ON "navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "navigation_footer" USING btree ("_parent_id");
  CREATE INDEX "navigation_rels_order_idx" ON "navigation_rels" USING btree ("order");
  CREATE INDEX "navigation_rels_parent_idx" ON "navigation_rels" USING btree ("parent_id");
  CREATE INDEX "navigation_rels_path_idx" ON "navigation_rels" USING btree ("path");
  CREATE INDEX "navigation_rels_pages_id_idx" ON "navigation_rels" USING btree ("pages_id");
  CREATE INDEX "navigation_rels_posts_id_idx" ON "navigation_rels" USING btree ("posts_id");
  CREATE INDEX "navigation_rels_case_studies_id_idx" ON "navigation_rels" USING btree ("case_studies_id");
  CREATE INDEX "navigation_rels_categories_id_idx" ON "navigation_rels" USING btree ("categories_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id");
  CREATE INDEX "pages_rels_posts_id_idx" ON "pages_rels" USING btree ("posts_id");
  CREATE INDEX "pages_rels_case_studies_id_idx" ON "pages_rels" USING btree ("case_studies_id");
  CREATE INDEX "pages_rels_categories_id_idx" ON "pages_rels" USING btree ("categories_id");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_rels_posts_id_idx" ON "_pages_v_rels" USING btree ("posts_id");
  CREATE INDEX "_pages_v_rels_case_studies_id_idx" ON "_pages_v_rels" USING btree ("case_studies_id");
  CREATE INDEX "_pages_v_rels_categories_id_idx" ON "_pages_v_rels" USING btree ("categories_id");`)
  await typeLinks(dataSteps(db))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await untypeLinks(dataSteps(db))
  await db.execute(sql`
   ALTER TABLE "banners_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_header_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_footer_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "banners_rels" CASCADE;
  DROP TABLE "_banners_v_rels" CASCADE;
  DROP TABLE "navigation_header_children" CASCADE;
  DROP TABLE "navigation_header" CASCADE;
  DROP TABLE "navigation_footer_children" CASCADE;
  DROP TABLE "navigation_footer" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "navigation_rels" CASCADE;
  ALTER TABLE "pages_blocks_logo_strip_logos" RENAME COLUMN "link_url" TO "url";
  ALTER TABLE "pages_blocks_call_to_action" RENAME COLUMN "link_url" TO "url";
  ALTER TABLE "_pages_v_blocks_logo_strip_logos" RENAME COLUMN "link_url" TO "url";
  ALTER TABLE "_pages_v_blocks_call_to_action" RENAME COLUMN "link_url" TO "url";
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_pages_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_posts_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_case_studies_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_categories_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_pages_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_posts_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_case_studies_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_categories_fk";
  
  DROP INDEX "pages_rels_pages_id_idx";
  DROP INDEX "pages_rels_posts_id_idx";
  DROP INDEX "pages_rels_case_studies_id_idx";
  DROP INDEX "pages_rels_categories_id_idx";
  DROP INDEX "_pages_v_rels_pages_id_idx";
  DROP INDEX "_pages_v_rels_posts_id_idx";
  DROP INDEX "_pages_v_rels_case_studies_id_idx";
  DROP INDEX "_pages_v_rels_categories_id_idx";
  ALTER TABLE "banners" DROP COLUMN "link_type";
  ALTER TABLE "banners" DROP COLUMN "link_route";
  ALTER TABLE "_banners_v" DROP COLUMN "version_link_type";
  ALTER TABLE "_banners_v" DROP COLUMN "version_link_route";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "cta_type";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "cta_route";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "cta_anchor";
  ALTER TABLE "pages_blocks_logo_strip_logos" DROP COLUMN "link_type";
  ALTER TABLE "pages_blocks_logo_strip_logos" DROP COLUMN "link_route";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "link_type";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "link_route";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "link_anchor";
  ALTER TABLE "pages_rels" DROP COLUMN "pages_id";
  ALTER TABLE "pages_rels" DROP COLUMN "posts_id";
  ALTER TABLE "pages_rels" DROP COLUMN "case_studies_id";
  ALTER TABLE "pages_rels" DROP COLUMN "categories_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "cta_type";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "cta_route";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "cta_anchor";
  ALTER TABLE "_pages_v_blocks_logo_strip_logos" DROP COLUMN "link_type";
  ALTER TABLE "_pages_v_blocks_logo_strip_logos" DROP COLUMN "link_route";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "link_type";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "link_route";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "link_anchor";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "pages_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "posts_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "case_studies_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "categories_id";
  DROP TYPE "public"."enum_banners_link_type";
  DROP TYPE "public"."enum_banners_link_route";
  DROP TYPE "public"."enum__banners_v_version_link_type";
  DROP TYPE "public"."enum__banners_v_version_link_route";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_type";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_route";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_anchor";
  DROP TYPE "public"."enum_pages_blocks_logo_strip_logos_link_type";
  DROP TYPE "public"."enum_pages_blocks_logo_strip_logos_link_route";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_link_route";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_link_anchor";
  DROP TYPE "public"."enum__pages_v_blocks_hero_cta_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_cta_route";
  DROP TYPE "public"."enum__pages_v_blocks_hero_cta_anchor";
  DROP TYPE "public"."enum__pages_v_blocks_logo_strip_logos_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_logo_strip_logos_link_route";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_link_route";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_link_anchor";
  DROP TYPE "public"."enum_navigation_header_children_link_type";
  DROP TYPE "public"."enum_navigation_header_children_link_route";
  DROP TYPE "public"."enum_navigation_header_link_type";
  DROP TYPE "public"."enum_navigation_header_link_route";
  DROP TYPE "public"."enum_navigation_footer_children_link_type";
  DROP TYPE "public"."enum_navigation_footer_children_link_route";
  DROP TYPE "public"."enum_navigation_footer_link_type";
  DROP TYPE "public"."enum_navigation_footer_link_route";`)
}
