import { useRef, useState, type FormEvent } from 'react'
import type { ContactField, ContactFormState } from '@app/content/types'
import { CONTACT_MESSAGES, contactFieldErrors } from '@app/contact/schema'

const FIELDS: Array<{
  name: ContactField
  label: string
  type: string
  autoComplete: string
  inputMode?: 'tel' | 'email'
}> = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Contact Number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
]

const EMPTY = { name: '', email: '', phone: '', message: '' }

/**
 * The contact form. Without JavaScript it is a plain form POST to /contact that the server answers
 * with the page and its messages; with JavaScript it checks the fields with the server's own schema,
 * then sends them with fetch and shows the result in place.
 */
export function ContactForm({ heading, initial }: { heading: string; initial: ContactFormState }) {
  const [values, setValues] = useState(initial.values)
  const [fieldErrors, setFieldErrors] = useState(initial.fieldErrors)
  const [status, setStatus] = useState<ContactFormState['status'] | 'sending'>(initial.status)
  const [message, setMessage] = useState(initial.message)
  const formRef = useRef<HTMLFormElement>(null)

  const focusFirstError = (errors: Partial<Record<ContactField, string>>) => {
    const first = (['name', 'email', 'phone', 'message'] as const).find((field) => errors[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const errors = contactFieldErrors(values)
    if (Object.keys(errors).length > 0) {
      setFieldErrors(errors)
      setStatus('invalid')
      setMessage(CONTACT_MESSAGES.invalid)
      focusFirstError(errors)
      return
    }
    setStatus('sending')
    setMessage(null)
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        fieldErrors?: Partial<Record<ContactField, string>>
      }
      if (response.ok) {
        setValues(EMPTY)
        setFieldErrors({})
        setStatus('sent')
        setMessage(body.message ?? CONTACT_MESSAGES.sent)
      } else if (response.status === 400) {
        setFieldErrors(body.fieldErrors ?? {})
        setStatus('invalid')
        setMessage(body.message ?? CONTACT_MESSAGES.invalid)
        focusFirstError(body.fieldErrors ?? {})
      } else {
        setStatus(response.status === 429 ? 'limited' : 'error')
        setMessage(body.message ?? CONTACT_MESSAGES.failed)
      }
    } catch {
      setStatus('error')
      setMessage(CONTACT_MESSAGES.failed)
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
      action="/contact#contact-form"
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
          <label htmlFor={`contact-${field.name}`}>{field.label}</label>
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
        <label htmlFor="contact-message">Message</label>
        <textarea rows={5} maxLength={2000} {...fieldProps('message')} />
        {fieldError('message')}
      </div>
      <button type="submit" className="button" disabled={status === 'sending'} aria-busy={status === 'sending'}>
        Submit
      </button>
    </form>
  )
}
