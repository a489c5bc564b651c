import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The measurement of A/B experiments: the experiment and variant a lead converts for (the
 * contact message's `experiment` group), and `analytics_experiments`, the unique visitors
 * exposed per day, experiment and variant (src/server/analytics/store.ts). A raw table,
 * outside Payload's schema, as `analytics_daily`; keyed by experiment first, as it is read.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE analytics_experiments (
    experiment varchar NOT NULL,
    day varchar(10) NOT NULL,
    variant varchar NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (experiment, day, variant)
  ) WITHOUT ROWID`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`experiment_experiment_id\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`experiment_variant\` text;`)
  await db.run(sql`CREATE INDEX \`contact_messages_experiment_experiment_experiment_id_idx\` ON \`contact_messages\` (\`experiment_experiment_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE analytics_experiments`)
  await db.run(sql`DROP INDEX \`contact_messages_experiment_experiment_experiment_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`experiment_experiment_id\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`experiment_variant\`;`)
}
