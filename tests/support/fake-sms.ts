// A local stand-in for an Indian SMS provider's DLT HTTP API (Fast2SMS's published "dlt" route: POST with header
// `authorization`, JSON `{ route: 'dlt', sender_id, message: <DLT template id>, variables_values: 'a|b', numbers }`,
// answering `{ return: true, request_id, message: [...] }` or `{ return: false, status_code, message }`). For tests
// only: it records what it received and fails on demand.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedSms {
  authorization: string | undefined
  body: { route?: string; sender_id?: string; message?: string; variables_values?: string; numbers?: string }
  requestId?: string
}

export type SmsFailure = 'server-error' | 'invalid-number'

export interface FakeSms {
  url: string
  env: Record<string, string>
  received: ReceivedSms[]
  failNext(failure: SmsFailure, times?: number): void
  /** The last code sent to a 10-digit number or +91 number (the code template's one variable). */
  lastCodeTo(to: string): string | undefined
  close(): Promise<void>
}

export async function startFakeSms({
  apiKey = 'fake-sms-key',
  senderId = 'CDCLNC',
  reminderTemplateId = '1107161234567890001',
  codeTemplateId = '1107161234567890002',
}: {
  apiKey?: string
  senderId?: string
  reminderTemplateId?: string
  codeTemplateId?: string
} = {}): Promise<FakeSms> {
  const received: ReceivedSms[] = []
  const failures: SmsFailure[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      let body: ReceivedSms['body']
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return answer(400, { return: false, status_code: 400, message: 'Invalid request' })
      }
      const entry: ReceivedSms = { authorization: req.headers.authorization, body }
      received.push(entry)
      if (req.headers.authorization !== apiKey)
        return answer(401, {
          return: false,
          status_code: 412,
          message: 'Invalid Authentication, Check Authorization Key',
        })
      if (body.route !== 'dlt' || body.sender_id !== senderId)
        return answer(400, { return: false, status_code: 424, message: 'Invalid Sender ID' })
      if (![reminderTemplateId, codeTemplateId].includes(body.message ?? ''))
        return answer(400, { return: false, status_code: 425, message: 'Invalid Message ID' })
      const failure = failures.shift()
      if (failure === 'server-error') return answer(500, { return: false, status_code: 500, message: 'Internal error' })
      if (failure === 'invalid-number' || !/^\d{10}(,\d{10})*$/.test(body.numbers ?? ''))
        return answer(400, { return: false, status_code: 411, message: 'Invalid Numbers' })
      entry.requestId = randomBytes(8).toString('hex')
      answer(200, { return: true, request_id: entry.requestId, message: ['SMS sent successfully.'] })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}/dev/bulkV2`
  return {
    url,
    env: {
      SMS_API_URL: url,
      SMS_API_KEY: apiKey,
      SMS_SENDER_ID: senderId,
      SMS_REMINDER_TEMPLATE_ID: reminderTemplateId,
      SMS_CODE_TEMPLATE_ID: codeTemplateId,
    },
    received,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure)
    },
    lastCodeTo(to) {
      const number = to.replace(/^\+91/, '')
      return received
        .filter((r) => r.requestId && r.body.numbers === number && r.body.message === codeTemplateId)
        .at(-1)?.body.variables_values
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
