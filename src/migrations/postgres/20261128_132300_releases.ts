import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_releases_items_version" AS ENUM('latest-draft');
  CREATE TYPE "public"."enum_releases_status" AS ENUM('draft', 'scheduled', 'publishing', 'published', 'failed', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'publishRelease' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'publishRelease' BEFORE 'schedulePublish';
  CREATE TABLE "releases_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"version" "enum_releases_items_version" DEFAULT 'latest-draft' NOT NULL
  );
  
  CREATE TABLE "releases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"status" "enum_releases_status" DEFAULT 'draft' NOT NULL,
  	"publish_at" timestamp(3) with time zone,
  	"published_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "releases_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"banners_id" integer,
  	"packages_id" integer,
  	"case_studies_id" integer,
  	"services_id" integer,
  	"testimonials_id" integer,
  	"projects_id" integer,
  	"solutions_id" integer,
  	"work_categories_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "releases_id" integer;
  ALTER TABLE "releases_items" ADD CONSTRAINT "releases_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_packages_fk" FOREIGN KEY ("packages_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_work_categories_fk" FOREIGN KEY ("work_categories_id") REFERENCES "public"."work_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "releases_items_order_idx" ON "releases_items" USING btree ("_order");
  CREATE INDEX "releases_items_parent_id_idx" ON "releases_items" USING btree ("_parent_id");
  CREATE INDEX "releases_status_idx" ON "releases" USING btree ("status");
  CREATE INDEX "releases_publish_at_idx" ON "releases" USING btree ("publish_at");
  CREATE INDEX "releases_updated_at_idx" ON "releases" USING btree ("updated_at");
  CREATE INDEX "releases_created_at_idx" ON "releases" USING btree ("created_at");
  CREATE INDEX "releases_rels_order_idx" ON "releases_rels" USING btree ("order");
  CREATE INDEX "releases_rels_parent_idx" ON "releases_rels" USING btree ("parent_id");
  CREATE INDEX "releases_rels_path_idx" ON "releases_rels" USING btree ("path");
  CREATE INDEX "releases_rels_pages_id_idx" ON "releases_rels" USING btree ("pages_id");
  CREATE INDEX "releases_rels_posts_id_idx" ON "releases_rels" USING btree ("posts_id");
  CREATE INDEX "releases_rels_banners_id_idx" ON "releases_rels" USING btree ("banners_id");
  CREATE INDEX "releases_rels_packages_id_idx" ON "releases_rels" USING btree ("packages_id");
  CREATE INDEX "releases_rels_case_studies_id_idx" ON "releases_rels" USING btree ("case_studies_id");
  CREATE INDEX "releases_rels_services_id_idx" ON "releases_rels" USING btree ("services_id");
  CREATE INDEX "releases_rels_testimonials_id_idx" ON "releases_rels" USING btree ("testimonials_id");
  CREATE INDEX "releases_rels_projects_id_idx" ON "releases_rels" USING btree ("projects_id");
  CREATE INDEX "releases_rels_solutions_id_idx" ON "releases_rels" USING btree ("solutions_id");
  CREATE INDEX "releases_rels_work_categories_id_idx" ON "releases_rels" USING btree ("work_categories_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_releases_fk" FOREIGN KEY ("releases_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("releases_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "releases_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "releases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "releases_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "releases_items" CASCADE;
  DROP TABLE "releases" CASCADE;
  DROP TABLE "releases_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_releases_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyContactMessage', 'notifyOrderCompleted', 'sendPasswordResetMail', 'expirePrices', 'deliverWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyContactMessage', 'notifyOrderCompleted', 'sendPasswordResetMail', 'expirePrices', 'deliverWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_releases_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "releases_id";
  DROP TYPE "public"."enum_releases_items_version";
  DROP TYPE "public"."enum_releases_status";`)
}
