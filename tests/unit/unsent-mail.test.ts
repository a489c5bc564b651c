/** Without SMTP_HOST no mail is sent and none is written to the log, reset links included. */
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { unsentMailAdapter } from '@/mail/adapter'

describe('unsentMailAdapter', () => {
  it('logs one line with the subject, never the recipient or the body', async () => {
    const lines: string[] = []
    const logger = { warn: (line: string) => void lines.push(line) }
    const adapter = unsentMailAdapter({ name: 'Website', address: 'website@example.com' })({
      payload: { logger } as unknown as Payload,
    })
    await adapter.sendEmail({
      to: 'owner@example.com',
      subject: 'Reset your password',
      html: '<a href="http://localhost/admin/reset/0123456789abcdef">reset</a>',
      text: 'http://localhost/admin/reset/0123456789abcdef',
    })
    expect(lines).toEqual(['E-mail "Reset your password" not sent: SMTP_HOST is not set.'])
  })
})
