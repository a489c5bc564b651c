import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "review_needed" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "client_hash" varchar;
  CREATE INDEX "orders_review_needed_idx" ON "orders" USING btree ("review_needed");
  CREATE INDEX "orders_client_hash_idx" ON "orders" USING btree ("client_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_review_needed_idx";
  DROP INDEX "orders_client_hash_idx";
  ALTER TABLE "orders" DROP COLUMN "review_needed";
  ALTER TABLE "orders" DROP COLUMN "client_hash";`)
}
