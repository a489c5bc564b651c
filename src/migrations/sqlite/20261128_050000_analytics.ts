import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The traffic counts of the site's server (src/server/analytics/store.ts): `analytics_daily`,
 * daily aggregates keyed by day, path, referrer host, campaign and device ('' when absent),
 * and `analytics_salts`, the random salt of each day. Raw tables, outside Payload's schema, as
 * `search_documents`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE analytics_daily (
    day varchar(10) NOT NULL,
    path varchar NOT NULL,
    referrer varchar NOT NULL,
    source varchar NOT NULL,
    medium varchar NOT NULL,
    campaign varchar NOT NULL,
    device varchar(8) NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (day, path, referrer, source, medium, campaign, device)
  )`)
  await db.run(sql`CREATE TABLE analytics_salts (day varchar(10) PRIMARY KEY NOT NULL, salt varchar NOT NULL)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE analytics_salts`)
  await db.run(sql`DROP TABLE analytics_daily`)
}
