/**
 * Typed links (src/fields/link.ts) and the menus global (src/globals/Navigation). Up: the link
 * columns of the hero, call-to-action, logo-strip and banner (`url` kept as the custom address:
 * renamed `link_url`, or `cta_url` unchanged), then the data steps of ../typed-links.ts: each stored
 * address as a typed link, the posts' calls to action, and the starting menus. Down: the reverse.
 * The new reference columns of `pages_rels` cascade on delete, as Payload's own schema does (a
 * deleted page takes its link rows with it; the link then leads nowhere and is not rendered).
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { typeLinks, untypeLinks, type MigrationDb } from '../typed-links'

type Db = MigrateUpArgs['db']

/** The data steps' view of this database (tests/int/typed-links-migration.test.ts runs them too). */
export const dataSteps = (db: Db): MigrationDb => ({
  sql,
  all: (query) => db.all(query),
  run: (query) => db.run(query),
  json: (value) => sql`${JSON.stringify(value)}`,
})

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_logo_strip_logos\` RENAME COLUMN "url" TO "link_url";`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` RENAME COLUMN "url" TO "link_url";`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_logo_strip_logos\` RENAME COLUMN "url" TO "link_url";`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` RENAME COLUMN "url" TO "link_url";`)
  await db.run(sql`CREATE TABLE \`banners_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`case_studies_id\` integer,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_rels_order_idx\` ON \`banners_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_parent_idx\` ON \`banners_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_path_idx\` ON \`banners_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_pages_id_idx\` ON \`banners_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_posts_id_idx\` ON \`banners_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_case_studies_id_idx\` ON \`banners_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_categories_id_idx\` ON \`banners_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`case_studies_id\` integer,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_banners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_order_idx\` ON \`_banners_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_parent_idx\` ON \`_banners_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_path_idx\` ON \`_banners_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_pages_id_idx\` ON \`_banners_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_posts_id_idx\` ON \`_banners_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_case_studies_id_idx\` ON \`_banners_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_categories_id_idx\` ON \`_banners_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_header_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link_type\` text DEFAULT 'route',
  	\`link_route\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_header_children_order_idx\` ON \`navigation_header_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_children_parent_id_idx\` ON \`navigation_header_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link_type\` text DEFAULT 'route',
  	\`link_route\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_header_order_idx\` ON \`navigation_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_parent_id_idx\` ON \`navigation_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link_type\` text DEFAULT 'route',
  	\`link_route\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_children_order_idx\` ON \`navigation_footer_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_children_parent_id_idx\` ON \`navigation_footer_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link_type\` text DEFAULT 'route',
  	\`link_route\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_order_idx\` ON \`navigation_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_parent_id_idx\` ON \`navigation_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`navigation_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`case_studies_id\` integer,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_rels_order_idx\` ON \`navigation_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_parent_idx\` ON \`navigation_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_path_idx\` ON \`navigation_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_pages_id_idx\` ON \`navigation_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_posts_id_idx\` ON \`navigation_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_case_studies_id_idx\` ON \`navigation_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_categories_id_idx\` ON \`navigation_rels\` (\`categories_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_logo_strip_logos\` ADD \`link_type\` text DEFAULT 'route';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_logo_strip_logos\` ADD \`link_route\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`link_type\` text DEFAULT 'route';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`link_route\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`link_anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_logo_strip_logos\` ADD \`link_type\` text DEFAULT 'route';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_logo_strip_logos\` ADD \`link_route\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`link_type\` text DEFAULT 'route';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`link_route\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`link_anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`cta_type\` text DEFAULT 'route';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`cta_route\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`cta_anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`pages_id\` integer REFERENCES pages(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`posts_id\` integer REFERENCES posts(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`case_studies_id\` integer REFERENCES case_studies(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`categories_id\` integer REFERENCES categories(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_posts_id_idx\` ON \`pages_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_case_studies_id_idx\` ON \`pages_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_categories_id_idx\` ON \`pages_rels\` (\`categories_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`cta_type\` text DEFAULT 'route';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`cta_route\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`cta_anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`pages_id\` integer REFERENCES pages(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`posts_id\` integer REFERENCES posts(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`case_studies_id\` integer REFERENCES case_studies(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`categories_id\` integer REFERENCES categories(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_posts_id_idx\` ON \`_pages_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_case_studies_id_idx\` ON \`_pages_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_categories_id_idx\` ON \`_pages_v_rels\` (\`categories_id\`);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`link_type\` text DEFAULT 'route';`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`link_route\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_link_type\` text DEFAULT 'route';`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_link_route\` text;`)
  await typeLinks(dataSteps(db))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await untypeLinks(dataSteps(db))
  await db.run(sql`ALTER TABLE \`pages_blocks_logo_strip_logos\` RENAME COLUMN "link_url" TO "url";`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` RENAME COLUMN "link_url" TO "url";`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_logo_strip_logos\` RENAME COLUMN "link_url" TO "url";`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` RENAME COLUMN "link_url" TO "url";`)
  await db.run(sql`DROP TABLE \`banners_rels\`;`)
  await db.run(sql`DROP TABLE \`_banners_v_rels\`;`)
  await db.run(sql`DROP TABLE \`navigation_header_children\`;`)
  await db.run(sql`DROP TABLE \`navigation_header\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_children\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`navigation_rels\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_logo_strip_logos\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_logo_strip_logos\` DROP COLUMN \`link_route\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`link_route\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`link_anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_logo_strip_logos\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_logo_strip_logos\` DROP COLUMN \`link_route\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`link_route\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`link_anchor\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`testimonials_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "testimonials_id") SELECT "id", "order", "parent_id", "path", "testimonials_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_testimonials_id_idx\` ON \`pages_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`testimonials_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "testimonials_id") SELECT "id", "order", "parent_id", "path", "testimonials_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_testimonials_id_idx\` ON \`_pages_v_rels\` (\`testimonials_id\`);`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`link_type\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`link_route\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_link_type\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_link_route\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`cta_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`cta_route\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`cta_anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`cta_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`cta_route\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`cta_anchor\`;`)
}
