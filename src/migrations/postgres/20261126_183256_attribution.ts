import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" ADD COLUMN "attribution_campaign" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "attribution_source" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "attribution_medium" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "attribution_landing_page" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "attribution_first_page" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "attribution_gclid" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "attribution_fbclid" varchar;
  CREATE INDEX "contact_messages_attribution_attribution_campaign_idx" ON "contact_messages" USING btree ("attribution_campaign");
  CREATE INDEX "receivedAt_spam_attribution_campaign_attribution_landing_idx" ON "contact_messages" USING btree ("received_at","spam","attribution_campaign","attribution_landing_page");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_messages_attribution_attribution_campaign_idx";
  DROP INDEX "receivedAt_spam_attribution_campaign_attribution_landing_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "attribution_campaign";
  ALTER TABLE "contact_messages" DROP COLUMN "attribution_source";
  ALTER TABLE "contact_messages" DROP COLUMN "attribution_medium";
  ALTER TABLE "contact_messages" DROP COLUMN "attribution_landing_page";
  ALTER TABLE "contact_messages" DROP COLUMN "attribution_first_page";
  ALTER TABLE "contact_messages" DROP COLUMN "attribution_gclid";
  ALTER TABLE "contact_messages" DROP COLUMN "attribution_fbclid";`)
}
