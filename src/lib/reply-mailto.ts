/**
 * The "Reply by e-mail" link of a contact message: a `mailto:` to the sender with
 * "Re: subject" and the message quoted below an attribution line. Pure; browser-safe.
 */

/** Prefixes every line of `text` with "> " (e-mail quoting). */
export const quote = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')

/** "Re: subject", without stacking a second "Re:". */
export const replySubject = (subject: string): string =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`

/**
 * The reply link. Line breaks are removed from the address (header injection); subject and
 * body are percent-encoded (RFC 6068: spaces as %20, line breaks as %0D%0A).
 */
export function replyMailto(message: {
  name: string
  email: string
  subject: string
  message: string
}): string {
  const to = message.email.replace(/[\r\n]/g, '').trim()
  const body = `\n\n${message.name} wrote:\n${quote(message.message)}\n`.replace(/\n/g, '\r\n')
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeURIComponent(
    replySubject(message.subject),
  )}&body=${encodeURIComponent(body)}`
}
