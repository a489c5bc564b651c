/**
 * contact-messages `review`: a message sent too fast is a lead to review, no longer spam
 * (src/contracts/leads.ts). Up turns the messages stored as spam for that reason alone into
 * leads to review; down turns those still to review back.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`review\` text;`)
  await db.run(
    sql`UPDATE \`contact_messages\` SET \`spam\` = 0, \`spam_reason\` = NULL, \`review\` = 'to-review' WHERE \`spam_reason\` = 'too-fast';`,
  )
  await db.run(sql`CREATE INDEX \`contact_messages_review_idx\` ON \`contact_messages\` (\`review\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(
    sql`UPDATE \`contact_messages\` SET \`spam\` = 1, \`spam_reason\` = 'too-fast' WHERE \`review\` = 'to-review';`,
  )
  await db.run(sql`DROP INDEX \`contact_messages_review_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`review\`;`)
}
