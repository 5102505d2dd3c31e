import * as v from 'valibot'
import type { Logger, Mailer } from '@app/platform'
import type { ContactRepository } from './contact.repository.ts'
import { ContactMessageSchema, contactFieldErrors, type ContactMessageInput } from './contact.schema.ts'

export type ContactResult =
  | { status: 'sent'; id: string }
  | { status: 'invalid'; fieldErrors: Partial<Record<keyof ContactMessageInput, string>> }

/**
 * Stores a visitor's message for the office and e-mails it to the head office. The message is kept
 * even when the e-mail cannot go out (staff still see it in /admin); bad input stores nothing.
 */
export function createContactService({
  repository,
  mailer,
  recipient,
  log,
}: {
  repository: ContactRepository
  mailer: Mailer
  /** The head office's address (site settings), read at send time so an editor's change applies at once. */
  recipient: () => Promise<string>
  log: Logger
}) {
  return {
    async submit(input: unknown): Promise<ContactResult> {
      const parsed = v.safeParse(ContactMessageSchema, input ?? {})
      if (!parsed.success) return { status: 'invalid', fieldErrors: contactFieldErrors(input) }
      const message = parsed.output
      const { id } = await repository.create(message)
      try {
        const to = await recipient()
        await mailer.send({
          to,
          replyTo: message.email,
          subject: `Website message from ${message.name}`,
          text: [
            'A visitor sent this message through the Contact Us page of the website.',
            '',
            `Name: ${message.name}`,
            `Email: ${message.email}`,
            `Contact number: ${message.phone}`,
            '',
            message.message,
            '',
            'Reply to this e-mail to answer the visitor. The message is also under Contact messages in /admin.',
          ].join('\n'),
        })
        await repository.markMailed(id)
      } catch (err) {
        log.error({ err, contactMessage: id }, 'contact form: the message was stored but the e-mail failed')
      }
      return { status: 'sent', id }
    },
  }
}

export type ContactService = ReturnType<typeof createContactService>
