import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`releases_rels\` ADD \`promotions_id\` integer REFERENCES promotions(id);`)
  await db.run(sql`CREATE INDEX \`releases_rels_promotions_id_idx\` ON \`releases_rels\` (\`promotions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_releases_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`banners_id\` integer,
  	\`packages_id\` integer,
  	\`case_studies_id\` integer,
  	\`services_id\` integer,
  	\`testimonials_id\` integer,
  	\`projects_id\` integer,
  	\`solutions_id\` integer,
  	\`work_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solutions_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`work_categories_id\`) REFERENCES \`work_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_releases_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "banners_id", "packages_id", "case_studies_id", "services_id", "testimonials_id", "projects_id", "solutions_id", "work_categories_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "banners_id", "packages_id", "case_studies_id", "services_id", "testimonials_id", "projects_id", "solutions_id", "work_categories_id" FROM \`releases_rels\`;`)
  await db.run(sql`DROP TABLE \`releases_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_releases_rels\` RENAME TO \`releases_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`releases_rels_order_idx\` ON \`releases_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_parent_idx\` ON \`releases_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_path_idx\` ON \`releases_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_pages_id_idx\` ON \`releases_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_posts_id_idx\` ON \`releases_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_banners_id_idx\` ON \`releases_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_packages_id_idx\` ON \`releases_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_case_studies_id_idx\` ON \`releases_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_services_id_idx\` ON \`releases_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_testimonials_id_idx\` ON \`releases_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_projects_id_idx\` ON \`releases_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_solutions_id_idx\` ON \`releases_rels\` (\`solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`releases_rels_work_categories_id_idx\` ON \`releases_rels\` (\`work_categories_id\`);`)
}
