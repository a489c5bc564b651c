/**
 * The e-mail the agency receives when an order is paid. PayPal-supplied payer
 * fields are escaped in the HTML part and kept on one line in the subject. Pure.
 */
import type { Order } from '@/payload-types'
import { escapeHtml } from '@/mail/contact-notification'

import { toMoney } from '@/lib/money'

type Mail = { subject: string; text: string; html: string; replyTo?: string }

/** Subject, plain-text and HTML bodies (and Reply-To: the payer, when PayPal gave an e-mail). */
export function buildOrderMail(
  order: Pick<
    Order,
    'id' | 'packageKey' | 'amount' | 'currency' | 'paypalOrderId' | 'captureId' | 'payerEmail' | 'payerName'
  >,
): Mail {
  const rows: Array<[string, string]> = [
    ['Order', String(order.id)],
    ['Package', order.packageKey],
    ['Amount', `${toMoney(order.amount)} ${order.currency}`],
    ['Payer', order.payerName ?? ''],
    ['Payer e-mail', order.payerEmail ?? ''],
    ['PayPal order', order.paypalOrderId ?? ''],
    ['PayPal capture', order.captureId ?? ''],
  ]
  const text = `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`
  const html = `<table>${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
  const subject = `Order paid: ${order.packageKey} (${toMoney(order.amount)} ${order.currency})`.replace(
    /[\r\n]+/g,
    ' ',
  )
  const replyTo = order.payerEmail?.replace(/[\r\n]+/g, '') || undefined
  return { subject, text, html, ...(replyTo ? { replyTo } : {}) }
}
