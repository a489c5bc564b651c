/** Payload's nodemailer adapter over our SMTP settings (src/mail/adapter.ts). */
import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { parseEnv } from '@/env'
import { smtpAdapter } from '@/mail/adapter'

let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

describe('smtpAdapter', () => {
  it('sends nothing without SMTP_HOST (tests/unit/unsent-mail.test.ts)', async () => {
    const adapter = await smtpAdapter(parseEnv({}))
    expect(adapter({ payload: {} as never }).name).toBe('unsent')
  })

  it('uses our transport without verifying it at start-up, with the sender of MAIL_FROM', async () => {
    let connections = 0
    server = createServer((socket) => {
      connections++
      socket.destroy()
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const env = parseEnv({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      MAIL_FROM: 'Agency <site@agency.example>',
    })
    const adapter = await smtpAdapter(env)!
    // A verify (or an Ethereal test account) would have opened a connection by now.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(connections).toBe(0)
    const instance = adapter({ payload: {} as never })
    expect(instance).toMatchObject({
      name: 'nodemailer',
      defaultFromAddress: 'site@agency.example',
      defaultFromName: 'Agency',
    })
  })
})
