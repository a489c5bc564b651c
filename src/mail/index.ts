/**
 * Outgoing mail: the one module that owns the mail queue and both notifications.
 *
 * - Queue: each notification is a Payload job (`payload_jobs`), queued in the transaction
 *   that stores its record (ContactMessages and Orders hooks), so a stored record always has
 *   its mail. `runNotifications` drains the queue right after a response; the jobs autoRun
 *   cron (payload.config.ts) retries failures and picks up mail queued while the site was down.
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
export { RESET_MAIL_TASK, resetPasswordMailTask } from './reset-password-mail'
export { runNotifications } from './run-mail'
