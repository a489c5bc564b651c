/**
 * Outgoing mail: the one module that owns the mail queue and both notifications.
 *
 * - Queue: each notification is a Payload job (`payload_jobs`), queued in the transaction
 *   that stores its record (ContactMessages and Orders hooks), so a stored record always has
 *   its mail. `runNotifications` (run-mail.ts) runs the queue right after a response and on the
 *   jobs cron's minutely tick (payload.config.ts: retries, mail queued while an instance was
 *   down), one pass at a time across every instance (a PostgreSQL advisory lock), releasing
 *   jobs a killed process left behind first (release-stale.ts).
 * - Delivery: at most one mail per job, marked on the job right after the SMTP server accepted
 *   it, with a deterministic Message-ID (deliver-once.ts).
 * - Notifications: a contact message (`notifyContactTask`, contact-notification.ts) and a
 *   completed order (`notifyOrderTask`, order-mail.ts), both to the agency's address; and the
 *   password-reset link of an admin user (`resetPasswordMailTask`).
 * - Transport: `smtpAdapter` (adapter.ts), Payload's nodemailer adapter over our SMTP settings.
 *
 * Imported by payload.config.ts, the collections' hooks and the server's request handlers;
 * it imports nothing from them (the lint's layer zones enforce it).
 */
export { smtpAdapter } from './adapter'
export { NOTIFY_TASK, notifyContactTask } from './notify-contact'
export { ORDER_MAIL_TASK, notifyOrderTask } from './notify-order'
export { releaseStaleJobs, STALE_JOB_MS } from './release-stale'
export { RESET_MAIL_TASK, resetPasswordMailTask } from './reset-password-mail'
export { runNotifications } from './run-mail'
