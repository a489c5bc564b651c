/**
 * The e2e site's mail server: a local SMTP sink (tests/helpers/smtp-sink.ts) started by the
 * global setup on E2E_SMTP_PORT, which writes every mail it receives to E2E_MAIL_DIR, one
 * file each, so a spec (in a worker process) can count the mails a lead caused.
 */
import { expect } from '@playwright/test'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { startSmtpSink } from '../helpers/smtp-sink'

export const E2E_SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 4
export const E2E_MAIL_DIR = path.resolve('data', `e2e-mail-${E2E_SMTP_PORT}`)

/** Starts the sink; resolves with its stop. Mails of an earlier run are removed first. */
export async function startMailSink(): Promise<() => Promise<void>> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true })
  mkdirSync(E2E_MAIL_DIR, { recursive: true })
  const sink = await startSmtpSink(E2E_SMTP_PORT)
  const push = sink.mails.push.bind(sink.mails)
  sink.mails.push = (...mails: string[]) => {
    for (const mail of mails)
      writeFileSync(path.join(E2E_MAIL_DIR, `${Date.now()}-${sink.mails.length}.eml`), mail)
    return push(...mails)
  }
  return sink.close
}

/** The text of every mail received so far, quoted-printable soft line breaks joined. */
export function receivedMails(): string[] {
  return readdirSync(E2E_MAIL_DIR).map((name) =>
    readFileSync(path.join(E2E_MAIL_DIR, name), 'utf8').replace(/=\r?\n/g, ''),
  )
}

/**
 * Waits for the one mail that mentions `text` (the job runs right after the answer), then makes
 * sure no second one follows.
 */
export async function expectMailedOnce(text: string): Promise<void> {
  await expect.poll(() => receivedMails().filter((m) => m.includes(text)).length, { timeout: 30_000 }).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  expect(receivedMails().filter((m) => m.includes(text))).toHaveLength(1)
}
