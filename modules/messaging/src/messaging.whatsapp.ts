// The WhatsApp Business Cloud API sender (docs/api/messaging.md, "Senders"): POST {WHATSAPP_API_URL}/
// {WHATSAPP_PHONE_NUMBER_ID}/messages with the bearer token. A reminder is the approved template (utility
// category, registered with Meta as WHATSAPP_REMINDER_TEMPLATE) with three quick-reply buttons whose payloads
// name the reminder; the code is the authentication template (WHATSAPP_CODE_TEMPLATE); a reply inside the 24-hour
// session the parent opened is a plain text message.
import type { MessagingConfig } from '@app/platform'
import {
  outcomeOfFailure,
  postJson,
  unconfiguredSender,
  type ReminderMessage,
  type SendOutcome,
  type WhatsAppSender,
} from './messaging.senders.ts'
import { buttonPayload } from './messaging.rules.ts'

/** The recipient as the Cloud API takes it: the international number without "+". */
const waNumber = (e164: string) => e164.replace(/^\+/, '')

const text = (value: string) => ({ type: 'text', text: value })

/** The reminder template's request body (its body variables in order, then the three buttons). */
export function reminderTemplateBody(template: string, message: ReminderMessage) {
  const button = (index: number, payload: string) => ({
    type: 'button',
    sub_type: 'quick_reply',
    index: String(index),
    parameters: [{ type: 'payload', payload }],
  })
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: waNumber(message.to),
    type: 'template',
    template: {
      name: template,
      language: { code: message.language },
      components: [
        {
          type: 'body',
          parameters: [
            text(message.parentName),
            text(message.childName),
            text(message.doctorName),
            text(message.whenText),
            text(message.centreName),
            text(message.centrePhone),
            text(message.refundText),
          ],
        },
        button(0, buttonPayload('confirm', message.reminderId)),
        button(1, buttonPayload('reschedule', message.reminderId)),
        button(2, buttonPayload('cancel', message.reminderId)),
      ],
    },
  }
}

export function createWhatsAppSender(config: MessagingConfig['whatsapp']): WhatsAppSender {
  if (!config.token || !config.phoneNumberId) return unconfiguredSender('WhatsApp')
  const url = `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`

  async function post(body: unknown): Promise<SendOutcome> {
    const { status, json, error } = await postJson(url, body, { authorization: `Bearer ${config.token}` })
    const messageId = (json.messages as Array<{ id?: unknown }> | undefined)?.[0]?.id
    if (status !== null && status >= 200 && status < 300 && typeof messageId === 'string')
      return { status: 'sent', providerMessageId: messageId }
    if (status === null) return outcomeOfFailure(null, null, `WhatsApp unreachable: ${error ?? 'no answer'}`)
    // Meta's error object: { error: { message, type, code, error_subcode, error_data: { details }, fbtrace_id } }
    const failure = (json.error ?? {}) as { message?: unknown; code?: unknown; error_data?: { details?: unknown } }
    const code = typeof failure.code === 'number' ? failure.code : null
    const details = typeof failure.error_data?.details === 'string' ? ` (${failure.error_data.details})` : ''
    const reason = `WhatsApp ${status}${code !== null ? ` #${code}` : ''}: ${String(failure.message ?? 'no message')}${details}`
    return outcomeOfFailure(status, code, reason)
  }

  return {
    configured: true,
    send: (message) => post(reminderTemplateBody(config.reminderTemplate, message)),
    sendCode: ({ to, code, language }) =>
      post({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: waNumber(to),
        type: 'template',
        template: {
          name: config.codeTemplate,
          language: { code: language },
          components: [
            { type: 'body', parameters: [text(code)] },
            // An authentication template's copy-code button carries the code too.
            { type: 'button', sub_type: 'url', index: '0', parameters: [text(code)] },
          ],
        },
      }),
    sendText: ({ to, text: body }) =>
      post({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: waNumber(to),
        type: 'text',
        text: { preview_url: false, body },
      }),
  }
}
