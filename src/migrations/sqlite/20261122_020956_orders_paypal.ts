import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_events\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`status\` text,
  	\`paypal_event_id\` text,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_events_order_idx\` ON \`orders_events\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_events_parent_id_idx\` ON \`orders_events\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_events_paypal_event_id_idx\` ON \`orders_events\` (\`paypal_event_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`paypal_order_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`capture_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`payer_email\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`payer_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`request_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`capture_request_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`capture_claimed_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_paypal_order_id_idx\` ON \`orders\` (\`paypal_order_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_capture_id_idx\` ON \`orders\` (\`capture_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_request_id_idx\` ON \`orders\` (\`request_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders_events\`;`)
  await db.run(sql`DROP INDEX \`orders_status_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_paypal_order_id_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_capture_id_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_request_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`paypal_order_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`capture_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`payer_email\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`payer_name\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`request_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`capture_request_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`capture_claimed_at\`;`)
}
