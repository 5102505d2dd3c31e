import { useId, useState } from 'react'
import { useMessages } from '../../../i18n/messages'
import { appointmentsMessages } from '../messages'

/** Up to this many characters show at once; longer text gets Show more. */
const SHORT_LENGTH = 140

/** Long free text (a child's concerns): the start, and a button that shows the whole of it. */
export function LongText({ text }: { text: string }) {
  const t = useMessages(appointmentsMessages)
  const [isOpen, setIsOpen] = useState(false)
  const id = useId()
  if (text.length <= SHORT_LENGTH) return <span className="break-words whitespace-pre-line">{text}</span>
  return (
    <span className="grid justify-items-start gap-1">
      <span id={id} className="break-words whitespace-pre-line">
        {isOpen ? text : `${text.slice(0, SHORT_LENGTH).trimEnd()}…`}
      </span>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
        className="text-sm font-medium text-teal-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        {isOpen ? t('appointments.concerns.showLess') : t('appointments.concerns.showMore')}
      </button>
    </span>
  )
}
