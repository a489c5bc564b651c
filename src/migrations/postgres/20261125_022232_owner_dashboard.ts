import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_spam_reason" AS ENUM('honeypot', 'too-fast');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  ALTER TYPE "public"."enum_contact_messages_status" ADD VALUE 'answered' BEFORE 'archived';
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_url" varchar NOT NULL,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contact_messages" ADD COLUMN "spam_reason" "enum_contact_messages_spam_reason";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "settings" ADD COLUMN "time_zone" varchar DEFAULT 'UTC';
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_contact_messages_status";
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'read', 'archived');
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_contact_messages_status";
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DATA TYPE "public"."enum_contact_messages_status" USING "status"::"public"."enum_contact_messages_status";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "spam_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "settings" DROP COLUMN "time_zone";
  DROP TYPE "public"."enum_contact_messages_spam_reason";
  DROP TYPE "public"."enum_redirects_type";`)
}
