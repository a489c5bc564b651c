/**
 * A local SMTP server standing in for the agency's mail server (smtp-server package): it
 * accepts every message on 127.0.0.1 and keeps the raw text. Nothing leaves the machine.
 */
import { SMTPServer } from 'smtp-server'

export type SmtpSink = { mails: string[]; close: () => Promise<void> }

/** Starts a sink on `port`; `mails` collects each received message's raw source. */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const mails: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A client that dies mid-session (the site killed with SIGKILL in bench:faults) resets its
  // connection; that is the client's fault, not the sink's: do not crash the test process.
  server.on('error', () => undefined)
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/**
 * Points SMTP_HOST / SMTP_PORT at a free loopback port (nothing listens there until a sink
 * starts on it) and returns the port. Call it inside `vi.hoisted`, before the Payload config
 * reads the environment.
 */
export async function pickFreeSmtpPort(): Promise<number> {
  const { execSync } = await import('node:child_process')
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
  const port = Number(execSync(`node -e "${script}"`).toString().trim())
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  return port
}
