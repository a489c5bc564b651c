import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`seo\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`default_image_id\` integer,
  	\`home_title\` text,
  	\`home_description\` text,
  	\`home_image_id\` integer,
  	\`about_title\` text,
  	\`about_description\` text,
  	\`about_image_id\` integer,
  	\`services_title\` text,
  	\`services_description\` text,
  	\`services_image_id\` integer,
  	\`ourworks_title\` text,
  	\`ourworks_description\` text,
  	\`ourworks_image_id\` integer,
  	\`package_title\` text,
  	\`package_description\` text,
  	\`package_image_id\` integer,
  	\`contact_title\` text,
  	\`contact_description\` text,
  	\`contact_image_id\` integer,
  	\`privacy_policy_title\` text,
  	\`privacy_policy_description\` text,
  	\`privacy_policy_image_id\` integer,
  	\`terms_condition_title\` text,
  	\`terms_condition_description\` text,
  	\`terms_condition_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`default_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`about_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`services_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ourworks_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`package_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`privacy_policy_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`terms_condition_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`seo_default_image_idx\` ON \`seo\` (\`default_image_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_home_home_image_idx\` ON \`seo\` (\`home_image_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_about_about_image_idx\` ON \`seo\` (\`about_image_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_services_services_image_idx\` ON \`seo\` (\`services_image_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_ourworks_ourworks_image_idx\` ON \`seo\` (\`ourworks_image_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_package_package_image_idx\` ON \`seo\` (\`package_image_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_contact_contact_image_idx\` ON \`seo\` (\`contact_image_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_privacy_policy_privacy_policy_image_idx\` ON \`seo\` (\`privacy_policy_image_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_terms_condition_terms_condition_image_idx\` ON \`seo\` (\`terms_condition_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`seo\`;`)
}
