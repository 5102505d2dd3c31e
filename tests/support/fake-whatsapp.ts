// A local stand-in for Meta's WhatsApp Business Cloud API, made from its published description (the Cloud API's
// OpenAPI: POST /{Version}/{Phone-Number-ID}/messages; the webhook notifications' shape). For tests only: it
// records every message the server sends, fails on demand the way Meta does, and posts signed webhooks back.
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_WHATSAPP_VERSION = 'v21.0'

export interface ReceivedWhatsApp {
  path: string
  authorization: string | undefined
  body: {
    messaging_product?: string
    to?: string
    type?: string
    text?: { body: string }
    template?: {
      name: string
      language: { code: string }
      components: Array<{ type: string; sub_type?: string; index?: string; parameters: Array<Record<string, string>> }>
    }
  }
  /** The wamid answered, when the send was accepted. */
  messageId?: string
}

export type WhatsAppFailure = 'server-error' | 'invalid-number' | 'rate-limit' | 'drop-connection'

export interface FakeWhatsApp {
  /** The Graph API base to give the server as WHATSAPP_API_URL. */
  apiUrl: string
  /** The server's WHATSAPP_* settings for this fake. */
  env: Record<string, string>
  appSecret: string
  received: ReceivedWhatsApp[]
  /** The next `times` sends fail this way. */
  failNext(failure: WhatsAppFailure, times?: number): void
  /** The last verification code sent to a number (E.164 or wa id), read from the code template. */
  lastCodeTo(to: string): string | undefined
  /** Texts (session messages) sent to a number. */
  textsTo(to: string): string[]
  /** POSTs a webhook notification to `serverUrl`/api/webhooks/whatsapp, signed with the app secret unless told. */
  postWebhook(
    serverUrl: string,
    notification: unknown,
    options?: { signature?: string | null },
  ): Promise<{ status: number; body: unknown }>
  close(): Promise<void>
}

const fbtrace = () => randomBytes(8).toString('base64url')
const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`
const waId = (to: string) => to.replace(/^\+/, '')

function metaError(status: number, code: number, message: string, subcode?: number) {
  return {
    status,
    body: {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(subcode ? { error_subcode: subcode } : {}),
        error_data: { messaging_product: 'whatsapp', details: message },
        fbtrace_id: fbtrace(),
      },
    },
  }
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

export async function startFakeWhatsApp({
  token = 'fake-whatsapp-token',
  phoneNumberId = '109876543210',
  appSecret = 'fake-app-secret',
  verifyToken = 'fake-verify-token',
  port = 0,
}: {
  token?: string
  phoneNumberId?: string
  appSecret?: string
  verifyToken?: string
  /** A fixed port, for a server started with its address already set (the journeys' servers); else any free one. */
  port?: number
} = {}): Promise<FakeWhatsApp> {
  const received: ReceivedWhatsApp[] = []
  const failures: WhatsAppFailure[] = []

  const server = createServer(async (req, res) => {
    const text = await readBody(req)
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const path = req.url ?? ''
    if (req.method !== 'POST' || path !== `/${FAKE_WHATSAPP_VERSION}/${phoneNumberId}/messages`) {
      const { status, body } = metaError(400, 100, 'Unsupported post request. Object does not exist', 33)
      return answer(status, body)
    }
    let body: ReceivedWhatsApp['body']
    try {
      body = JSON.parse(text)
    } catch {
      const { status, body: error } = metaError(400, 100, 'Invalid parameter')
      return answer(status, error)
    }
    const entry: ReceivedWhatsApp = { path, authorization: req.headers.authorization, body }
    received.push(entry)
    if (req.headers.authorization !== `Bearer ${token}`) {
      const { status, body: error } = metaError(401, 190, 'Invalid OAuth access token - Cannot parse access token')
      return answer(status, error)
    }
    if (body.messaging_product !== 'whatsapp' || !body.to || !body.type) {
      const { status, body: error } = metaError(400, 100, 'Invalid parameter')
      return answer(status, error)
    }
    const failure = failures.shift()
    if (failure === 'drop-connection') return req.socket.destroy()
    if (failure === 'server-error') {
      const { body: error } = metaError(500, 131000, 'Something went wrong')
      return answer(500, error)
    }
    if (failure === 'rate-limit') {
      const { body: error } = metaError(429, 130429, 'Rate limit hit')
      return answer(429, error)
    }
    if (failure === 'invalid-number') {
      const { body: error } = metaError(400, 131026, 'Message undeliverable', 2494010)
      return answer(400, error)
    }
    entry.messageId = wamid()
    answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: entry.messageId, ...(body.type === 'template' ? { message_status: 'accepted' } : {}) }],
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${FAKE_WHATSAPP_VERSION}`

  return {
    apiUrl,
    appSecret,
    env: {
      WHATSAPP_API_URL: apiUrl,
      WHATSAPP_TOKEN: token,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
    },
    received,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure)
    },
    lastCodeTo(to) {
      const sent = received.filter(
        (r) => r.messageId && r.body.to === waId(to) && r.body.template?.name === 'verification_code',
      )
      return sent.at(-1)?.body.template?.components.find((c) => c.type === 'body')?.parameters[0]?.text
    },
    textsTo(to) {
      return received
        .filter((r) => r.messageId && r.body.to === waId(to) && r.body.type === 'text')
        .map((r) => r.body.text?.body ?? '')
    },
    async postWebhook(serverUrl, notification, { signature } = {}) {
      const raw = JSON.stringify(notification)
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      const signed = `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`
      if (signature !== null) headers['x-hub-signature-256'] = signature ?? signed
      const response = await fetch(`${serverUrl}/api/webhooks/whatsapp`, { method: 'POST', headers, body: raw })
      const text = await response.text()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // plain text
      }
      return { status: response.status, body }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A notification as Meta sends it: one entry, one change, the given messages and statuses. */
export function whatsAppNotification({
  messages = [],
  statuses = [],
}: {
  messages?: Array<Record<string, unknown>>
  statuses?: Array<Record<string, unknown>>
}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '109876543210' },
              ...(messages.length
                ? { contacts: [{ profile: { name: 'Parent' }, wa_id: String(messages[0].from) }], messages }
                : {}),
              ...(statuses.length ? { statuses } : {}),
            },
          },
        ],
      },
    ],
  }
}

const timestamp = () => String(Math.floor(Date.now() / 1000))

/** A parent's text message. */
export const textMessage = (from: string, body: string, id = wamid()) => ({
  from: waId(from),
  id,
  timestamp: timestamp(),
  type: 'text',
  text: { body },
})

/** A parent's tap on a template's quick-reply button. */
export const buttonReply = (from: string, payload: string, text = 'Confirm', id = wamid()) => ({
  from: waId(from),
  id,
  timestamp: timestamp(),
  type: 'button',
  context: { from: '15550783881', id: wamid() },
  button: { payload, text },
})

/** A delivery status of a message the server sent. */
export const deliveryStatus = (id: string, status: 'sent' | 'delivered' | 'read' | 'failed', to: string) => ({
  id,
  status,
  timestamp: timestamp(),
  recipient_id: waId(to),
  ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
})
