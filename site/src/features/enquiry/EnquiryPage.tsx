import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { BranchSummary, EnquiryFormContent } from '@app/content/types'
import { ANSWER_OPTIONS, CHILD_GENDERS, type AnswerOption } from '@app/enquiries/schema'
import { PageIntro } from '../../components/PageIntro.tsx'
import { bodyOf, emptyDraft, fieldErrorsOf, readDraft, writeDraft, type Draft, type DraftValues } from './draft.ts'
import { VideoUpload } from './VideoPicker.tsx'

const STEPS = [
  { id: 'child', title: 'Your child', fields: ['childName', 'childAge', 'childGender'] },
  { id: 'parent', title: 'You', fields: ['parentName', 'parentEmail', 'parentPhoneNo'] },
  { id: 'centre', title: 'Preferred centre', fields: ['preferredCenter'] },
  { id: 'questions', title: 'Questionnaire', fields: ['checklist'] },
  { id: 'notes', title: 'Anything else', fields: ['additionalNotes'] },
  { id: 'video', title: 'A short video', fields: ['videoConsent'] },
  { id: 'consent', title: 'Consent', fields: ['consent', 'consentVersion'] },
  { id: 'review', title: 'Review and submit', fields: [] },
] as const

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage)

/**
 * The public enquiry form (docs/product.md, Enquiries): one step at a time on a phone, answers kept on the
 * device as they are typed, the enquiry saved at Submit before the video uploads, then the e-mailed code.
 */
export function EnquiryPage({ page, branches }: { page: EnquiryFormContent; branches: BranchSummary[] }) {
  const [draft, setDraft] = useState<Draft>(emptyDraft)
  const [loaded, setLoaded] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<{ kind: 'good' | 'bad'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [otp, setOtp] = useState('')
  const [videoFile, setVideoFile] = useState<File | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const numbers = page.questions.map((q) => q.number)

  // The device's draft is read after hydration (the server render has none), on the next tick.
  useEffect(() => {
    void Promise.resolve().then(() => {
      setDraft(readDraft(storage()))
      setLoaded(true)
    })
  }, [])
  useEffect(() => {
    if (loaded) writeDraft(storage(), draft)
  }, [draft, loaded])

  const { values, step, submitted } = draft
  const set = <K extends keyof DraftValues>(key: K, value: DraftValues[K]) =>
    setDraft((d) => ({ ...d, values: { ...d.values, [key]: value } }))
  const setAnswer = (key: string, change: Partial<{ answer: AnswerOption; comment: string }>) =>
    setDraft((d) => ({
      ...d,
      values: {
        ...d.values,
        checklist: {
          ...d.values.checklist,
          [key]: { ...(d.values.checklist[key] ?? { answer: '', comment: '' }), ...change },
        },
      },
    }))
  const goTo = (next: number) => {
    setDraft((d) => ({ ...d, step: next }))
    setStatus(null)
    requestAnimationFrame(() => headingRef.current?.focus())
  }

  const errorsOfStep = (index: number) => {
    const all = fieldErrorsOf(values, numbers)
    const fields = STEPS[index].fields as readonly string[]
    return Object.fromEntries(Object.entries(all).filter(([key]) => fields.includes(key.split('.')[0])))
  }
  const next = () => {
    const found = errorsOfStep(step)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'bad', text: Object.values(found)[0] })
      return
    }
    goTo(step + 1)
  }

  const submit = async () => {
    const all = fieldErrorsOf(values, numbers)
    if (Object.keys(all).length > 0) {
      setErrors(all)
      const firstStep = STEPS.findIndex((s) =>
        (s.fields as readonly string[]).some((f) => Object.keys(all).some((k) => k.split('.')[0] === f)),
      )
      goTo(Math.max(0, firstStep))
      setStatus({ kind: 'bad', text: Object.values(all)[0] })
      return
    }
    setBusy(true)
    setStatus(null)
    try {
      const response = await fetch('/api/jwl/enquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bodyOf(values)),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        enquiryId?: string
        uploadToken?: string | null
        fieldErrors?: Record<string, string>
      }
      if (response.status === 201 && body.enquiryId) {
        setDraft((d) => ({
          ...d,
          submitted: { enquiryId: body.enquiryId!, uploadToken: body.uploadToken ?? null, email: values.parentEmail },
        }))
        setStatus({ kind: 'good', text: body.message ?? 'We have sent you a code.' })
      } else {
        setErrors(body.fieldErrors ?? {})
        setStatus({ kind: 'bad', text: body.message ?? 'Something went wrong. Please try again.' })
      }
    } catch {
      setStatus({ kind: 'bad', text: 'No connection. Your answers are kept on this device; please try again.' })
    } finally {
      setBusy(false)
    }
  }

  const verify = async () => {
    if (!submitted) return
    setBusy(true)
    try {
      const response = await fetch(`/api/jwl/enquiries/${submitted.enquiryId}/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ otp }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        referenceId?: string
        uploadToken?: string
      }
      if (response.ok && body.referenceId) {
        // The answers have reached the centre: keep only what the thank-you screen needs.
        setDraft({
          step,
          values: { ...emptyDraft().values, withVideo: values.withVideo },
          submitted: {
            ...submitted,
            referenceId: body.referenceId,
            uploadToken: body.uploadToken ?? submitted.uploadToken,
          },
        })
        // The screen that follows says thank you itself (also after a reload, when no status is left): the status
        // line would say it a second time. The heading takes the focus, so a screen reader reads on from there.
        setStatus(null)
        requestAnimationFrame(() => headingRef.current?.focus())
      } else setStatus({ kind: 'bad', text: body.message ?? 'Something went wrong. Please try again.' })
    } catch {
      setStatus({ kind: 'bad', text: 'No connection. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  const resend = async () => {
    if (!submitted) return
    const response = await fetch(`/api/jwl/enquiries/${submitted.enquiryId}/code`, { method: 'POST' }).catch(() => null)
    const body = (await response?.json().catch(() => ({}))) as { message?: string } | undefined
    setStatus({ kind: response?.ok ? 'good' : 'bad', text: body?.message ?? 'Please try again.' })
  }

  const startOver = () => {
    setDraft(emptyDraft())
    setErrors({})
    setStatus(null)
    setOtp('')
  }

  const field = (name: keyof DraftValues, label: string, input: ReactNode) => (
    <div className="field">
      <label htmlFor={`enquiry-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <p className="field-error" id={`enquiry-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  )
  const textInput = (
    name: 'childName' | 'childAge' | 'parentName' | 'parentEmail' | 'parentPhoneNo',
    label: string,
    extra: { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string; maxLength?: number } = {},
  ) =>
    field(
      name,
      label,
      <input
        id={`enquiry-${name}`}
        name={name}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        autoComplete={extra.autoComplete ?? 'off'}
        maxLength={extra.maxLength ?? 100}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `enquiry-${name}-error` : undefined}
        onChange={(event) => set(name, event.target.value)}
      />,
    )

  const centreName = branches.find((b) => b.id === values.preferredCenter)?.name ?? ''

  let body: ReactNode
  if (submitted?.referenceId) {
    body = (
      <div className="enquiry-done">
        <p className="form-status is-good" role="status">
          Thank you! Your enquiry has been sent to the centre.
        </p>
        <p>
          Your reference is <strong data-testid="enquiry-reference">{submitted.referenceId}</strong>. We have e-mailed
          it to you with a link to send the video later if it does not finish now.
        </p>
        {draft.values.withVideo && submitted.uploadToken && (
          <VideoStep file={videoFile} enquiryId={submitted.enquiryId} uploadToken={submitted.uploadToken} />
        )}
        <button type="button" className="button button-outline" onClick={startOver}>
          Start a new enquiry
        </button>
      </div>
    )
  } else if (submitted) {
    body = (
      <div className="enquiry-code">
        <p>
          Enter the 6-digit code we sent to <strong>{submitted.email}</strong>. Your enquiry reaches the centre once the
          code is checked.
        </p>
        {values.withVideo && submitted.uploadToken && (
          <VideoStep file={videoFile} enquiryId={submitted.enquiryId} uploadToken={submitted.uploadToken} />
        )}
        <div className="field">
          <label htmlFor="enquiry-otp">Code</label>
          <input
            id="enquiry-otp"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className="enquiry-actions">
          <button type="button" className="button" disabled={busy || otp.length !== 6} onClick={() => void verify()}>
            Verify and send
          </button>
          <button type="button" className="button button-outline" onClick={() => void resend()}>
            Send a new code
          </button>
        </div>
      </div>
    )
  } else {
    const current = STEPS[step] ?? STEPS[0]
    body = (
      <>
        {current.id === 'child' && (
          <>
            {textInput('childName', "Child's name", { autoComplete: 'off' })}
            {textInput('childAge', "Child's age (years)", { inputMode: 'numeric', maxLength: 2 })}
            <fieldset className="field choice-group">
              <legend>Gender</legend>
              {CHILD_GENDERS.map((g) => (
                <label key={g} className="choice">
                  <input
                    type="radio"
                    name="childGender"
                    value={g}
                    checked={values.childGender === g}
                    onChange={() => set('childGender', g)}
                  />
                  {g}
                </label>
              ))}
              {errors.childGender && <p className="field-error">{errors.childGender}</p>}
            </fieldset>
          </>
        )}
        {current.id === 'parent' && (
          <>
            {textInput('parentName', 'Your name', { autoComplete: 'name' })}
            {textInput('parentEmail', 'E-mail address', {
              type: 'email',
              inputMode: 'email',
              autoComplete: 'email',
              maxLength: 254,
            })}
            // A text field: HTML allows the national number's autofill (no +91) only there, not on type="tel".
            {textInput('parentPhoneNo', 'Phone number (10 digits)', {
              inputMode: 'tel',
              autoComplete: 'tel-national',
              maxLength: 10,
            })}
          </>
        )}
        {current.id === 'centre' &&
          field(
            'preferredCenter',
            'Which centre would you like to visit?',
            <select
              id="enquiry-preferredCenter"
              name="preferredCenter"
              value={values.preferredCenter}
              aria-invalid={errors.preferredCenter ? true : undefined}
              onChange={(event) => set('preferredCenter', event.target.value)}
            >
              <option value="">Choose a centre</option>
              {branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>,
          )}
        {current.id === 'questions' && (
          <ol className="enquiry-questions">
            {page.questions.map((q) => {
              const key = `q${q.number}`
              const answer = values.checklist[key]
              return (
                <li key={key}>
                  <fieldset className="field choice-group">
                    <legend>{q.question}</legend>
                    {q.example && <p className="question-example">For example: {q.example}</p>}
                    <div className="choices">
                      {ANSWER_OPTIONS.map((option) => (
                        <label key={option} className="choice">
                          <input
                            type="radio"
                            name={key}
                            value={option}
                            checked={answer?.answer === option}
                            onChange={() => setAnswer(key, { answer: option })}
                          />
                          {option}
                        </label>
                      ))}
                    </div>
                    <label className="comment-label" htmlFor={`enquiry-${key}-comment`}>
                      Comment (optional)
                    </label>
                    <input
                      id={`enquiry-${key}-comment`}
                      type="text"
                      maxLength={500}
                      value={answer?.comment ?? ''}
                      onChange={(event) => setAnswer(key, { comment: event.target.value })}
                    />
                    {errors[`checklist.${key}`] && <p className="field-error">{errors[`checklist.${key}`]}</p>}
                  </fieldset>
                </li>
              )
            })}
          </ol>
        )}
        {current.id === 'notes' &&
          field(
            'additionalNotes',
            'Anything else you would like the centre to know (optional)',
            <textarea
              id="enquiry-additionalNotes"
              name="additionalNotes"
              rows={5}
              maxLength={2000}
              value={values.additionalNotes}
              onChange={(event) => set('additionalNotes', event.target.value)}
            />,
          )}
        {current.id === 'video' && (
          <>
            <div className="measure">
              <p>A short video helps the therapist understand your child before you meet. It is optional.</p>
              <ul>
                <li>One to three minutes of your child playing, eating or talking as on any ordinary day.</li>
                <li>Film in good light, in landscape, with your child’s face visible; no need to prompt them.</li>
                <li>MP4, WebM or MOV, under 50 MB (most phones: about one minute).</li>
              </ul>
              <p>It is sent after you submit, and can be finished later from the link in your e-mail.</p>
            </div>
            <label className="choice">
              <input
                type="checkbox"
                checked={values.withVideo}
                onChange={(event) => set('withVideo', event.target.checked)}
              />
              I will send a video
            </label>
            {values.withVideo && (
              <>
                <div className="field">
                  <label htmlFor="enquiry-video-file">Choose the video</label>
                  <input
                    id="enquiry-video-file"
                    type="file"
                    accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov,.m4v"
                    onChange={(event) => setVideoFile(event.target.files?.[0] ?? null)}
                  />
                  {videoFile && <p>{videoFile.name}</p>}
                </div>
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={values.videoConsent}
                    onChange={(event) => set('videoConsent', event.target.checked)}
                  />
                  {page.videoConsentText}
                </label>
                {errors.videoConsent && <p className="field-error">{errors.videoConsent}</p>}
              </>
            )}
          </>
        )}
        {current.id === 'consent' && (
          <>
            <div className="consent-text measure">
              {page.consentText.split('\n\n').map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <label className="choice">
              <input
                type="checkbox"
                name="consent"
                checked={values.consent}
                onChange={(event) => set('consent', event.target.checked)}
              />
              I have read this and I agree
            </label>
            {errors.consent && <p className="field-error">{errors.consent}</p>}
          </>
        )}
        {current.id === 'review' && (
          <dl className="enquiry-review">
            <dt>Child</dt>
            <dd>
              {values.childName}, {values.childAge} years, {values.childGender}
            </dd>
            <dt>Parent</dt>
            <dd>
              {values.parentName}, {values.parentEmail}, {values.parentPhoneNo}
            </dd>
            <dt>Centre</dt>
            <dd>{centreName}</dd>
            <dt>Questionnaire</dt>
            <dd>
              {page.questions.filter((q) => values.checklist[`q${q.number}`]?.answer).length} of {page.questions.length}{' '}
              answered
            </dd>
            <dt>Video</dt>
            <dd>{values.withVideo ? (videoFile?.name ?? 'Choose it on the video step, or send it later') : 'None'}</dd>
          </dl>
        )}
        <div className="enquiry-actions">
          {step > 0 && (
            <button type="button" className="button button-outline" onClick={() => goTo(step - 1)}>
              Back
            </button>
          )}
          {current.id === 'review' ? (
            <button type="button" className="button" disabled={busy} onClick={() => void submit()}>
              Submit
            </button>
          ) : (
            <button type="button" className="button" onClick={next}>
              Next
            </button>
          )}
        </div>
      </>
    )
  }

  const stepTitle = submitted?.referenceId ? 'Sent' : submitted ? 'Check your e-mail' : STEPS[step]?.title
  return (
    <>
      <PageIntro title={page.heading} lead={page.intro} />
      <div className="container content-section enquiry-form">
        <noscript>
          <p className="form-status is-bad">This form needs JavaScript. You can also call any of our branches.</p>
        </noscript>
        <form onSubmit={(event) => event.preventDefault()} noValidate aria-labelledby="enquiry-step-heading">
          <p className="enquiry-progress">{!submitted && `Step ${step + 1} of ${STEPS.length}`}</p>
          <h2 id="enquiry-step-heading" tabIndex={-1} ref={headingRef}>
            {stepTitle}
          </h2>
          <p
            className={`form-status ${status?.kind === 'good' ? 'is-good' : 'is-bad'}`}
            role="status"
            aria-live="polite"
          >
            {status?.text ?? ''}
          </p>
          {body}
        </form>
      </div>
    </>
  )
}

/** Starts the chosen file's upload, or lets the parent choose it (again, after a reload). */
function VideoStep({ file, enquiryId, uploadToken }: { file: File | null; enquiryId: string; uploadToken: string }) {
  return (
    <VideoUpload
      enquiryId={enquiryId}
      uploadToken={uploadToken}
      initialFile={file}
      label={
        file
          ? 'Video of your child'
          : 'Choose the video of your child (again after a reload: it continues where it stopped)'
      }
    />
  )
}
