// The phone channels' senders (the contract between @app/messaging and @app/reminders; docs/api/messaging.md,
// "Senders"): what a reminder message holds, what a send answers, and the one mapping of a provider's HTTP answer
// onto sent / refused / retry that both adapters use.
import type { Language } from './messaging.schema.ts'

export interface ReminderMessage {
  reminderId: string
  appointmentId: string
  parentId: string
  /** E.164, +91... */
  to: string
  language: Language
  parentName: string
  childName: string
  doctorName: string
  centreName: string
  centrePhone: string
  /** ISO */
  startsAt: string
  /** India time, e.g. "Tue 1 Dec 2026, 10:00 AM" */
  whenText: string
  /** e.g. "If you cancel now you will get back Rs 350 of Rs 700." */
  refundText: string
  links: { confirm: string; cancel: string; reschedule: string }
}

export type SendOutcome =
  | { status: 'sent'; providerMessageId: string }
  /** e.g. an invalid number: recorded, never retried */
  | { status: 'refused'; reason: string }
  /** provider down / 5xx / 429 / network: retried with backoff */
  | { status: 'retry'; reason: string }

export interface ReminderSender {
  readonly configured: boolean
  send(message: ReminderMessage): Promise<SendOutcome>
}

/** A sender as this module uses it too: the verification code, and (WhatsApp) a reply inside the open session. */
export interface ChannelSender extends ReminderSender {
  sendCode(input: { to: string; code: string; language: Language }): Promise<SendOutcome>
}
export interface WhatsAppSender extends ChannelSender {
  sendText(input: { to: string; text: string }): Promise<SendOutcome>
}

/** How long a provider may take to answer before the send counts as "retry". */
export const PROVIDER_TIMEOUT_MS = 15_000

/** A provider answering a rate limit in a 4xx body (Meta: 4, 80007, 130429, 131048, 131056) is asked again later. */
const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131048, 131056])

/**
 * The one mapping: a network failure, a 5xx, a 429 or a rate-limit code is "retry"; any other 4xx (an invalid or
 * unreachable number, a template the provider refuses) is "refused", recorded and never tried again.
 */
export function outcomeOfFailure(httpStatus: number | null, code: number | null, reason: string): SendOutcome {
  if (httpStatus === null || httpStatus >= 500 || httpStatus === 429 || (code !== null && RATE_LIMIT_CODES.has(code)))
    return { status: 'retry', reason }
  return { status: 'refused', reason }
}

/** A sender for a channel without its settings: it is off, and a send is refused without a call. */
export const unconfiguredSender = (channel: string): WhatsAppSender => {
  const refused = async (): Promise<SendOutcome> => ({ status: 'refused', reason: `${channel} is not configured` })
  return { configured: false, send: refused, sendCode: refused, sendText: refused }
}

/** POSTs JSON and reads the JSON answer; a network failure or timeout answers `status: null`. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number | null; json: Record<string, unknown>; error?: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    })
    const text = await response.text()
    let json: Record<string, unknown> = {}
    try {
      const parsed: unknown = JSON.parse(text)
      if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    return { status: response.status, json }
  } catch (error) {
    return { status: null, json: {}, error: error instanceof Error ? error.message : String(error) }
  }
}
