import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The measurement of A/B experiments: the experiment and variant a lead converts for (the
 * contact message's `experiment` group), and `analytics_experiments`, the unique visitors
 * exposed per day, experiment and variant (src/server/analytics/store.ts). A raw table,
 * outside Payload's schema, as `analytics_daily`; keyed by experiment first, as it is read.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE analytics_experiments (
    experiment varchar NOT NULL,
    day varchar(10) NOT NULL,
    variant varchar NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (experiment, day, variant)
  )`)
  await db.execute(sql`
   ALTER TABLE "contact_messages" ADD COLUMN "experiment_experiment_id" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "experiment_variant" varchar;
  CREATE INDEX "contact_messages_experiment_experiment_experiment_id_idx" ON "contact_messages" USING btree ("experiment_experiment_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE analytics_experiments`)
  await db.execute(sql`
   DROP INDEX "contact_messages_experiment_experiment_experiment_id_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "experiment_experiment_id";
  ALTER TABLE "contact_messages" DROP COLUMN "experiment_variant";`)
}
