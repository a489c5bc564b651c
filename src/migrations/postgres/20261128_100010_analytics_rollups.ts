import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The rollups of `analytics_daily` (src/server/analytics/rollups.ts): per dimension the traffic
 * summary groups by, a table keyed by day and that dimension's columns, and but for days one
 * keyed by month (YYYY-MM), with the summed `views` and `visitors`, filled from the raw rows
 * already stored. Raw tables, outside Payload's schema, as `analytics_daily`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE analytics_days (
    day varchar(10) NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (day)
  )`)
  await db.execute(sql`INSERT INTO analytics_days (day, views, visitors)
    SELECT day, SUM(views), SUM(visitors) FROM analytics_daily GROUP BY day`)
  await db.execute(sql`CREATE TABLE analytics_pages (
    day varchar(10) NOT NULL,
    path varchar NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (day, path)
  )`)
  await db.execute(sql`INSERT INTO analytics_pages (day, path, views, visitors)
    SELECT day, path, SUM(views), SUM(visitors) FROM analytics_daily GROUP BY day, path`)
  await db.execute(sql`CREATE TABLE analytics_campaigns (
    day varchar(10) NOT NULL,
    source varchar NOT NULL,
    medium varchar NOT NULL,
    campaign varchar NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (day, source, medium, campaign)
  )`)
  await db.execute(sql`INSERT INTO analytics_campaigns (day, source, medium, campaign, views, visitors)
    SELECT day, source, medium, campaign, SUM(views), SUM(visitors) FROM analytics_daily GROUP BY day, source, medium, campaign`)
  await db.execute(sql`CREATE TABLE analytics_referrers (
    day varchar(10) NOT NULL,
    referrer varchar NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (day, referrer)
  )`)
  await db.execute(sql`INSERT INTO analytics_referrers (day, referrer, views, visitors)
    SELECT day, referrer, SUM(views), SUM(visitors) FROM analytics_daily GROUP BY day, referrer`)
  await db.execute(sql`CREATE TABLE analytics_devices (
    day varchar(10) NOT NULL,
    device varchar(8) NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (day, device)
  )`)
  await db.execute(sql`INSERT INTO analytics_devices (day, device, views, visitors)
    SELECT day, device, SUM(views), SUM(visitors) FROM analytics_daily GROUP BY day, device`)
  await db.execute(sql`CREATE TABLE analytics_pages_monthly (
    month varchar(7) NOT NULL,
    path varchar NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (month, path)
  )`)
  await db.execute(sql`INSERT INTO analytics_pages_monthly (month, path, views, visitors)
    SELECT substr(day, 1, 7), path, SUM(views), SUM(visitors) FROM analytics_daily
    GROUP BY substr(day, 1, 7), path`)
  await db.execute(sql`CREATE TABLE analytics_campaigns_monthly (
    month varchar(7) NOT NULL,
    source varchar NOT NULL,
    medium varchar NOT NULL,
    campaign varchar NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (month, source, medium, campaign)
  )`)
  await db.execute(sql`INSERT INTO analytics_campaigns_monthly (month, source, medium, campaign, views, visitors)
    SELECT substr(day, 1, 7), source, medium, campaign, SUM(views), SUM(visitors) FROM analytics_daily
    GROUP BY substr(day, 1, 7), source, medium, campaign`)
  await db.execute(sql`CREATE TABLE analytics_referrers_monthly (
    month varchar(7) NOT NULL,
    referrer varchar NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (month, referrer)
  )`)
  await db.execute(sql`INSERT INTO analytics_referrers_monthly (month, referrer, views, visitors)
    SELECT substr(day, 1, 7), referrer, SUM(views), SUM(visitors) FROM analytics_daily
    GROUP BY substr(day, 1, 7), referrer`)
  await db.execute(sql`CREATE TABLE analytics_devices_monthly (
    month varchar(7) NOT NULL,
    device varchar(8) NOT NULL,
    views integer DEFAULT 0 NOT NULL,
    visitors integer DEFAULT 0 NOT NULL,
    PRIMARY KEY (month, device)
  )`)
  await db.execute(sql`INSERT INTO analytics_devices_monthly (month, device, views, visitors)
    SELECT substr(day, 1, 7), device, SUM(views), SUM(visitors) FROM analytics_daily
    GROUP BY substr(day, 1, 7), device`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE analytics_devices_monthly`)
  await db.execute(sql`DROP TABLE analytics_referrers_monthly`)
  await db.execute(sql`DROP TABLE analytics_campaigns_monthly`)
  await db.execute(sql`DROP TABLE analytics_pages_monthly`)
  await db.execute(sql`DROP TABLE analytics_devices`)
  await db.execute(sql`DROP TABLE analytics_referrers`)
  await db.execute(sql`DROP TABLE analytics_campaigns`)
  await db.execute(sql`DROP TABLE analytics_pages`)
  await db.execute(sql`DROP TABLE analytics_days`)
}
