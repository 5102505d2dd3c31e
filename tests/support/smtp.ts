import { createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message the test SMTP server received, parsed. */
export interface ReceivedMail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string | undefined
  /** The Reply-To header's addresses as written ('' without one). */
  replyTo: string
  /** Every header as sent, by lower-case name (the first, where one is repeated), e.g. headers['auto-submitted']. */
  headers: Record<string, string>
  /** Attachments and alternatives such as a text/calendar invitation. */
  attachments: { contentType: string; filename: string | undefined; content: string }[]
}

export interface TestSmtpServer {
  /** smtp:// address to give the app as SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** Resolves with the first message (already received or arriving within the timeout) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  stop(): Promise<void>
}

/** A real SMTP server in this process (no TLS, no auth) that keeps what it receives. */
export async function startSmtpServer({ port = 0 }: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const waiters = new Set<() => void>()

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The app keeps its SMTP connections open between mails (decision 059): stopping closes them at once rather
    // than waiting the default 30 s for the client to say QUIT.
    closeTimeout: 50,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : undefined,
            replyTo: parsed.replyTo?.text ?? '',
            headers: headersOf(parsed.headerLines),
            attachments: parsed.attachments.map((attachment) => ({
              contentType: attachment.contentType,
              filename: attachment.filename,
              content: attachment.content.toString('utf8'),
            })),
          })
          for (const wake of waiters) wake()
          callback()
        })
        .catch(callback)
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A killed server process drops its open connections; the mail server shrugs, as a real one does.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error
  })
  const address = (server.server.address() as AddressInfo).port

  return {
    url: `smtp://127.0.0.1:${address}`,
    received,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match)
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (received ${received.length})`))
        }, timeoutMs)
        if (!check()) waiters.add(check)
      })
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A mail server that accepts connections and never says a word (not even its greeting). */
export interface StalledSmtpServer {
  url: string
  port: number
  /** Connections accepted so far (each one is a delivery the app started). */
  connections(): number
  /** Resolves once at least `count` connections have been accepted. */
  waitForConnections(count: number, timeoutMs?: number): Promise<void>
  /** Closes the port and every connection held open (the app's deliveries fail at once). */
  stop(): Promise<void>
}

export async function startStalledSmtpServer({ port = 0 }: { port?: number } = {}): Promise<StalledSmtpServer> {
  const sockets = new Set<Socket>()
  let accepted = 0
  const server = createServer((socket) => {
    accepted++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    connections: () => accepted,
    async waitForConnections(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (accepted < count) {
        if (Date.now() > deadline) throw new Error(`${accepted} of ${count} connections within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/**
 * Waits until the server's mail outbox has delivered everything it queued (or given up on it): tests
 * that read mail after a request wait for this instead of sleeping.
 */
export async function outboxDrained(
  server: { app: { outbox: { worker?: { drained(timeoutMs?: number): Promise<void> } } } },
  timeoutMs = 10_000,
): Promise<void> {
  await server.app.outbox.worker?.drained(timeoutMs)
}

/** Raw header lines ("Auto-Submitted: auto-generated", folded lines joined) by lower-case name. */
function headersOf(lines: readonly { key: string; line: string }[]): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const { key, line } of lines) {
    headers[key] ??= line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim()
  }
  return headers
}
