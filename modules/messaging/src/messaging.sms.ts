// The SMS sender (docs/api/messaging.md, "Senders"): one adapter for an Indian provider's HTTP API with
// DLT-registered templates (the shape of Fast2SMS's "dlt" route: POST SMS_API_URL, header `authorization:
// SMS_API_KEY`, `{ route: 'dlt', sender_id, message: <DLT template id>, variables_values: 'a|b|c', numbers }`,
// answering `{ return: true, request_id }` or `{ return: false, status_code, message }`). Another provider is
// another file with the same ChannelSender shape, chosen in the factory.
import type { MessagingConfig } from '@app/platform'
import {
  outcomeOfFailure,
  postJson,
  unconfiguredSender,
  type ChannelSender,
  type SendOutcome,
} from './messaging.senders.ts'

/** A DLT variable cannot hold the separator; it is replaced with a slash. */
const variable = (value: string) => value.replace(/\|/g, '/')

export function createSmsSender(config: MessagingConfig['sms']): ChannelSender {
  if (!config.apiUrl || !config.apiKey || !config.senderId) return unconfiguredSender('SMS')

  async function post(templateId: string, to: string, variables: string[]): Promise<SendOutcome> {
    const numbers = to.replace(/^\+91/, '')
    const { status, json, error } = await postJson(
      config.apiUrl,
      {
        route: 'dlt',
        sender_id: config.senderId,
        message: templateId,
        variables_values: variables.map(variable).join('|'),
        numbers,
        flash: 0,
      },
      { authorization: config.apiKey },
    )
    if (status === null) return outcomeOfFailure(null, null, `SMS provider unreachable: ${error ?? 'no answer'}`)
    if (status >= 200 && status < 300 && json.return === true && typeof json.request_id === 'string')
      return { status: 'sent', providerMessageId: json.request_id }
    const message = Array.isArray(json.message) ? json.message.join(' ') : String(json.message ?? 'no message')
    const code = typeof json.status_code === 'number' ? json.status_code : null
    // A 200 with `return: false` is a refusal the provider explains in the body.
    return outcomeOfFailure(
      status >= 200 && status < 300 ? 400 : status,
      null,
      `SMS ${status}${code ? ` #${code}` : ''}: ${message}`,
    )
  }

  return {
    configured: true,
    // The reminder's DLT template: who, when, where, the branch's phone, the refund, and the signed links.
    send: (m) =>
      post(config.reminderTemplateId, m.to, [
        m.childName,
        m.doctorName,
        m.whenText,
        m.centreName,
        m.centrePhone,
        m.refundText,
        m.links.confirm,
        m.links.cancel,
        m.links.reschedule,
      ]),
    sendCode: ({ to, code }) => post(config.codeTemplateId, to, [code]),
  }
}
