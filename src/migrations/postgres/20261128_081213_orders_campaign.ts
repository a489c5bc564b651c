import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "attribution_campaign" varchar;
  ALTER TABLE "orders" ADD COLUMN "attribution_source" varchar;
  ALTER TABLE "orders" ADD COLUMN "attribution_medium" varchar;
  ALTER TABLE "orders" ADD COLUMN "attribution_landing_page" varchar;
  ALTER TABLE "orders" ADD COLUMN "attribution_first_page" varchar;
  ALTER TABLE "orders" ADD COLUMN "attribution_gclid" varchar;
  ALTER TABLE "orders" ADD COLUMN "attribution_fbclid" varchar;
  CREATE INDEX "orders_attribution_attribution_campaign_idx" ON "orders" USING btree ("attribution_campaign");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_attribution_attribution_campaign_idx";
  ALTER TABLE "orders" DROP COLUMN "attribution_campaign";
  ALTER TABLE "orders" DROP COLUMN "attribution_source";
  ALTER TABLE "orders" DROP COLUMN "attribution_medium";
  ALTER TABLE "orders" DROP COLUMN "attribution_landing_page";
  ALTER TABLE "orders" DROP COLUMN "attribution_first_page";
  ALTER TABLE "orders" DROP COLUMN "attribution_gclid";
  ALTER TABLE "orders" DROP COLUMN "attribution_fbclid";`)
}
