import { useRef, useState, type FormEvent } from 'react'
import type { ContactField, ContactFormState } from '@app/content/types'
import { contactFieldErrors } from '@app/contact/schema'
import type { MessageId } from '../../i18n/en.ts'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { localizeFieldErrors } from '../../i18n/server-messages.ts'

const FIELDS: Array<{
  name: ContactField
  label: MessageId
  type: string
  autoComplete: string
  inputMode?: 'tel' | 'email'
}> = [
  { name: 'name', label: 'contact.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'contact.email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'contact.phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
]

// The form's outcome in the page's language, by its status: the server's own sentence (CONTACT_MESSAGES) is English.
const STATUS_MESSAGES: Partial<Record<ContactFormState['status'], MessageId>> = {
  sent: 'contact.sent',
  invalid: 'contact.invalid',
  limited: 'contact.limited',
  error: 'contact.failed',
}

const EMPTY = { name: '', email: '', phone: '', message: '' }

/**
 * The contact form. Without JavaScript it is a plain form POST to /contact that the server answers
 * with the page and its messages; with JavaScript it checks the fields with the server's own schema,
 * then sends them with fetch and shows the result in place. Whichever answered, its words show in the page's
 * language: the outcome by its status, each field's message through the catalogue's copy of the server's sentence.
 */
export function ContactForm({ heading, initial }: { heading: string; initial: ContactFormState }) {
  const { t, href } = useI18n()
  const [values, setValues] = useState(initial.values)
  const [fieldErrors, setFieldErrors] = useState(() => localizeFieldErrors(t, initial.fieldErrors))
  const [status, setStatus] = useState<ContactFormState['status'] | 'sending'>(initial.status)
  const outcome = status === 'sending' ? undefined : STATUS_MESSAGES[status]
  const message = outcome ? t(outcome) : null
  const formRef = useRef<HTMLFormElement>(null)

  const focusFirstError = (errors: Partial<Record<ContactField, string>>) => {
    const first = (['name', 'email', 'phone', 'message'] as const).find((field) => errors[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const errors = contactFieldErrors(values)
    if (Object.keys(errors).length > 0) {
      setFieldErrors(localizeFieldErrors(t, errors))
      setStatus('invalid')
      focusFirstError(errors)
      return
    }
    setStatus('sending')
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      })
      const body = (await response.json().catch(() => ({}))) as {
        fieldErrors?: Partial<Record<ContactField, string>>
      }
      if (response.ok) {
        setValues(EMPTY)
        setFieldErrors({})
        setStatus('sent')
      } else if (response.status === 400) {
        setFieldErrors(localizeFieldErrors(t, body.fieldErrors ?? {}))
        setStatus('invalid')
        focusFirstError(body.fieldErrors ?? {})
      } else {
        setStatus(response.status === 429 ? 'limited' : 'error')
      }
    } catch {
      setStatus('error')
    }
  }

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    // A field's message goes as soon as the visitor edits it.
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }))
  }

  const fieldProps = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    required: true,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `contact-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  })

  const fieldError = (name: ContactField) =>
    fieldErrors[name] ? (
      <p className="field-error" id={`contact-${name}-error`}>
        {fieldErrors[name]}
      </p>
    ) : null

  const isGood = status === 'sent'
  return (
    <form
      ref={formRef}
      id="contact-form"
      className="contact-form"
      method="post"
      action={`${href('/contact')}#contact-form`}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading">{heading}</h2>
      <div role="status" className={message ? `form-status ${isGood ? 'is-good' : 'is-bad'}` : 'form-status'}>
        {message}
      </div>
      {FIELDS.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`contact-${field.name}`}>{t(field.label)}</label>
          <input
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            maxLength={field.name === 'phone' ? 20 : 200}
            {...fieldProps(field.name)}
          />
          {fieldError(field.name)}
        </div>
      ))}
      <div className="field">
        <label htmlFor="contact-message">{t('contact.message')}</label>
        <textarea rows={5} maxLength={2000} {...fieldProps('message')} />
        {fieldError('message')}
      </div>
      <button type="submit" className="button" disabled={status === 'sending'} aria-busy={status === 'sending'}>
        {t('contact.submit')}
      </button>
    </form>
  )
}
