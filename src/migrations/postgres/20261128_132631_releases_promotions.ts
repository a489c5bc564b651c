import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "releases_rels" ADD COLUMN "promotions_id" integer;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "releases_rels_promotions_id_idx" ON "releases_rels" USING btree ("promotions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "releases_rels" DROP CONSTRAINT "releases_rels_promotions_fk";
  
  DROP INDEX "releases_rels_promotions_id_idx";
  ALTER TABLE "releases_rels" DROP COLUMN "promotions_id";`)
}
