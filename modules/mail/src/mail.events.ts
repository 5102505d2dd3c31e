// Browser-safe (`@app/mail/events`): the events of the mail outbox.
import { defineEvent } from '@app/platform/events'

/** A message was written to the outbox; this process's worker delivers it at once. */
export const MAIL_QUEUED = defineEvent<{ id: string }>('mail:queued')

/** The outbox delivered a message (on the process that delivered it). */
export const MAIL_SENT = defineEvent<{ id: string; to: string; subject: string; reference?: string }>('mail:sent')
