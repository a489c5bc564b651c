import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`experiments_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`cta_label\` text,
  	\`cta_type\` text DEFAULT 'route',
  	\`cta_route\` text,
  	\`cta_anchor\` text,
  	\`cta_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_hero_order_idx\` ON \`experiments_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_hero_parent_id_idx\` ON \`experiments_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_hero_path_idx\` ON \`experiments_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_hero_image_idx\` ON \`experiments_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_rich_text_order_idx\` ON \`experiments_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_rich_text_parent_id_idx\` ON \`experiments_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_rich_text_path_idx\` ON \`experiments_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_media_with_caption\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_media_with_caption_order_idx\` ON \`experiments_blocks_media_with_caption\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_media_with_caption_parent_id_idx\` ON \`experiments_blocks_media_with_caption\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_media_with_caption_path_idx\` ON \`experiments_blocks_media_with_caption\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_media_with_caption_image_idx\` ON \`experiments_blocks_media_with_caption\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_feature_grid_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_feature_grid_features_order_idx\` ON \`experiments_blocks_feature_grid_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_feature_grid_features_parent_id_idx\` ON \`experiments_blocks_feature_grid_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_feature_grid_order_idx\` ON \`experiments_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_feature_grid_parent_id_idx\` ON \`experiments_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_feature_grid_path_idx\` ON \`experiments_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_price_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`category\` text DEFAULT 'website',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_price_table_order_idx\` ON \`experiments_blocks_price_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_price_table_parent_id_idx\` ON \`experiments_blocks_price_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_price_table_path_idx\` ON \`experiments_blocks_price_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`source\` text DEFAULT 'latest',
  	\`count\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_testimonials_order_idx\` ON \`experiments_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_testimonials_parent_id_idx\` ON \`experiments_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_testimonials_path_idx\` ON \`experiments_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_faq_items_order_idx\` ON \`experiments_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_faq_items_parent_id_idx\` ON \`experiments_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_faq_order_idx\` ON \`experiments_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_faq_parent_id_idx\` ON \`experiments_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_faq_path_idx\` ON \`experiments_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_logo_strip_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`name\` text,
  	\`link_type\` text DEFAULT 'route',
  	\`link_route\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments_blocks_logo_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_logo_strip_logos_order_idx\` ON \`experiments_blocks_logo_strip_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_logo_strip_logos_parent_id_idx\` ON \`experiments_blocks_logo_strip_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_logo_strip_logos_image_idx\` ON \`experiments_blocks_logo_strip_logos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_logo_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_logo_strip_order_idx\` ON \`experiments_blocks_logo_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_logo_strip_parent_id_idx\` ON \`experiments_blocks_logo_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_logo_strip_path_idx\` ON \`experiments_blocks_logo_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`label\` text,
  	\`link_type\` text DEFAULT 'route',
  	\`link_route\` text,
  	\`link_anchor\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_call_to_action_order_idx\` ON \`experiments_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_call_to_action_parent_id_idx\` ON \`experiments_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_call_to_action_path_idx\` ON \`experiments_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`subject\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_lead_form_order_idx\` ON \`experiments_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_lead_form_parent_id_idx\` ON \`experiments_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_lead_form_path_idx\` ON \`experiments_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`experiments_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_blocks_form_order_idx\` ON \`experiments_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_form_parent_id_idx\` ON \`experiments_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_form_path_idx\` ON \`experiments_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`experiments_blocks_form_form_idx\` ON \`experiments_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`key\` text,
  	\`weight\` numeric DEFAULT 1 NOT NULL,
  	\`change\` text DEFAULT 'heroCta',
  	\`hero_heading\` text,
  	\`hero_text\` text,
  	\`hero_image_id\` integer,
  	\`hero_cta_label\` text,
  	\`hero_cta_type\` text DEFAULT 'route',
  	\`hero_cta_route\` text,
  	\`hero_cta_anchor\` text,
  	\`hero_cta_url\` text,
  	\`call_to_action_heading\` text,
  	\`call_to_action_text\` text,
  	\`call_to_action_label\` text,
  	\`call_to_action_link_type\` text DEFAULT 'route',
  	\`call_to_action_link_route\` text,
  	\`call_to_action_link_anchor\` text,
  	\`call_to_action_link_url\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_variants_order_idx\` ON \`experiments_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_variants_parent_id_idx\` ON \`experiments_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_variants_hero_hero_image_idx\` ON \`experiments_variants\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE TABLE \`experiments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`page_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`min_visitors\` numeric DEFAULT 100 NOT NULL,
  	\`min_conversions\` numeric DEFAULT 10 NOT NULL,
  	\`promoted_variant\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_page_idx\` ON \`experiments\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_status_idx\` ON \`experiments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`experiments_updated_at_idx\` ON \`experiments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`experiments_created_at_idx\` ON \`experiments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`experiments_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`case_studies_id\` integer,
  	\`categories_id\` integer,
  	\`testimonials_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`experiments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`experiments_rels_order_idx\` ON \`experiments_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`experiments_rels_parent_idx\` ON \`experiments_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_rels_path_idx\` ON \`experiments_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`experiments_rels_pages_id_idx\` ON \`experiments_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_rels_posts_id_idx\` ON \`experiments_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_rels_case_studies_id_idx\` ON \`experiments_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_rels_categories_id_idx\` ON \`experiments_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`experiments_rels_testimonials_id_idx\` ON \`experiments_rels\` (\`testimonials_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`experiments_id\` integer REFERENCES experiments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiments_id_idx\` ON \`payload_locked_documents_rels\` (\`experiments_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`experiments_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_media_with_caption\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_feature_grid_features\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_price_table\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_logo_strip_logos\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_logo_strip\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`experiments_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`experiments_variants\`;`)
  await db.run(sql`DROP TABLE \`experiments\`;`)
  await db.run(sql`DROP TABLE \`experiments_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`banners_id\` integer,
  	\`testimonials_id\` integer,
  	\`projects_id\` integer,
  	\`solutions_id\` integer,
  	\`services_id\` integer,
  	\`packages_id\` integer,
  	\`promotions_id\` integer,
  	\`case_studies_id\` integer,
  	\`pages_id\` integer,
  	\`work_categories_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`releases_id\` integer,
  	\`media_id\` integer,
  	\`contact_messages_id\` integer,
  	\`form_uploads_id\` integer,
  	\`orders_id\` integer,
  	\`users_id\` integer,
  	\`webhooks_id\` integer,
  	\`webhook_deliveries_id\` integer,
  	\`redirects_id\` integer,
  	\`forms_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solutions_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`work_categories_id\`) REFERENCES \`work_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`releases_id\`) REFERENCES \`releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_uploads_id\`) REFERENCES \`form_uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhooks_id\`) REFERENCES \`webhooks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_deliveries_id\`) REFERENCES \`webhook_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "banners_id", "testimonials_id", "projects_id", "solutions_id", "services_id", "packages_id", "promotions_id", "case_studies_id", "pages_id", "work_categories_id", "posts_id", "categories_id", "releases_id", "media_id", "contact_messages_id", "form_uploads_id", "orders_id", "users_id", "webhooks_id", "webhook_deliveries_id", "redirects_id", "forms_id") SELECT "id", "order", "parent_id", "path", "banners_id", "testimonials_id", "projects_id", "solutions_id", "services_id", "packages_id", "promotions_id", "case_studies_id", "pages_id", "work_categories_id", "posts_id", "categories_id", "releases_id", "media_id", "contact_messages_id", "form_uploads_id", "orders_id", "users_id", "webhooks_id", "webhook_deliveries_id", "redirects_id", "forms_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_packages_id_idx\` ON \`payload_locked_documents_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_work_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`work_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`releases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`form_uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhooks_id_idx\` ON \`payload_locked_documents_rels\` (\`webhooks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
}
