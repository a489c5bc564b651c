/**
 * contact-messages `review`: a message sent too fast is a lead to review, no longer spam
 * (src/contracts/leads.ts). Up turns the messages stored as spam for that reason alone into
 * leads to review; down keeps them as leads (PostgreSQL cannot use an enum value added in the
 * same transaction).
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_review" AS ENUM('to-review', 'confirmed', 'spam');
  ALTER TABLE "contact_messages" ADD COLUMN "review" "enum_contact_messages_review";
  ALTER TABLE "contact_messages" ALTER COLUMN "spam_reason" SET DATA TYPE text;
  UPDATE "contact_messages" SET "spam" = false, "spam_reason" = NULL, "review" = 'to-review' WHERE "spam_reason" = 'too-fast';
  DROP TYPE "public"."enum_contact_messages_spam_reason";
  CREATE TYPE "public"."enum_contact_messages_spam_reason" AS ENUM('honeypot');
  ALTER TABLE "contact_messages" ALTER COLUMN "spam_reason" SET DATA TYPE "public"."enum_contact_messages_spam_reason" USING "spam_reason"::"public"."enum_contact_messages_spam_reason";
  CREATE INDEX "contact_messages_review_idx" ON "contact_messages" USING btree ("review");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_contact_messages_spam_reason" ADD VALUE 'too-fast';
  DROP INDEX "contact_messages_review_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "review";
  DROP TYPE "public"."enum_contact_messages_review";`)
}
