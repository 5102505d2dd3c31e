import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { BranchSummary, EnquiryFormContent } from '@app/content/types'
import { CODE_SENT_MESSAGE, type AnswerOption } from '@app/enquiries/schema'
import { PageIntro } from '../../components/PageIntro.tsx'
import { bodyOf, emptyDraft, fieldErrorsOf, readDraft, writeDraft, type Draft, type DraftValues } from './draft.ts'
import { CentreStep } from './CentreStep.tsx'
import { ChildStep } from './ChildStep.tsx'
import { CodeEntry } from './CodeEntry.tsx'
import { ConsentStep } from './ConsentStep.tsx'
import { EnquirySent } from './EnquirySent.tsx'
import { NotesStep } from './NotesStep.tsx'
import { ParentStep } from './ParentStep.tsx'
import { QuestionsStep } from './QuestionsStep.tsx'
import { ReviewStep } from './ReviewStep.tsx'
import { VideoChoiceStep } from './VideoChoiceStep.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import type { MessageId } from '../../i18n/en.ts'
import { localizeFieldErrors, localizeServerMessage } from '../../i18n/server-messages.ts'

const STEPS = [
  { id: 'child', title: 'enquiry.step.child', fields: ['childName', 'childAge', 'childGender'] },
  { id: 'parent', title: 'enquiry.step.parent', fields: ['parentName', 'parentEmail', 'parentPhoneNo'] },
  { id: 'centre', title: 'enquiry.step.centre', fields: ['preferredCenter'] },
  { id: 'questions', title: 'enquiry.step.questions', fields: ['checklist'] },
  { id: 'notes', title: 'enquiry.step.notes', fields: ['additionalNotes'] },
  { id: 'video', title: 'enquiry.step.video', fields: ['videoConsent'] },
  { id: 'consent', title: 'enquiry.step.consent', fields: ['consent', 'consentVersion'] },
  { id: 'review', title: 'enquiry.step.review', fields: [] },
] as const satisfies ReadonlyArray<{ id: string; title: MessageId; fields: readonly string[] }>

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage)

/**
 * The public enquiry form (docs/product.md, Enquiries): one step at a time on a phone, answers kept on the
 * device as they are typed, the enquiry saved at Submit before the video uploads, then the e-mailed code. The
 * checks' and the server's sentences are English; they show in the page's language (i18n/server-messages.ts).
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
  const { language, t } = useI18n()
  const say = (message: string) => localizeServerMessage(t, message)
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
    const all = localizeFieldErrors(t, fieldErrorsOf(values, numbers))
    const fields = STEPS[index].fields as readonly string[]
    return Object.fromEntries(Object.entries(all).filter(([key]) => fields.includes(key.split('.')[0])))
  }
  const next = () => {
    const found = errorsOfStep(step)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'bad', text: Object.values(found)[0] ?? '' })
      return
    }
    goTo(step + 1)
  }

  const submit = async () => {
    const all = localizeFieldErrors(t, fieldErrorsOf(values, numbers))
    if (Object.keys(all).length > 0) {
      setErrors(all)
      const firstStep = STEPS.findIndex((s) =>
        (s.fields as readonly string[]).some((f) => Object.keys(all).some((k) => k.split('.')[0] === f)),
      )
      goTo(Math.max(0, firstStep))
      setStatus({ kind: 'bad', text: Object.values(all)[0] ?? '' })
      return
    }
    setBusy(true)
    setStatus(null)
    try {
      const response = await fetch('/api/jwl/enquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The page's language: the code's mail, and the confirmation after it, are written in it.
        body: JSON.stringify({ ...bodyOf(values), language }),
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
        setStatus({ kind: 'good', text: say(body.message ?? CODE_SENT_MESSAGE) })
      } else {
        setErrors(localizeFieldErrors(t, body.fieldErrors ?? {}))
        setStatus({ kind: 'bad', text: answerText(response.status, body.message) })
      }
    } catch {
      setStatus({ kind: 'bad', text: t('enquiry.offlineKept') })
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
        body: JSON.stringify({ otp, language }),
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
      } else setStatus({ kind: 'bad', text: answerText(response.status, body.message) })
    } catch {
      setStatus({ kind: 'bad', text: t('enquiry.offline') })
    } finally {
      setBusy(false)
    }
  }

  const resend = async () => {
    if (!submitted) return
    const response = await fetch(`/api/jwl/enquiries/${submitted.enquiryId}/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => ({}))) as { message?: string } | undefined
    setStatus({
      kind: response?.ok ? 'good' : 'bad',
      text: response ? answerText(response.status, body?.message) : t('enquiry.offline'),
    })
  }

  /** The server's answer in the page's language: its sentence when the catalogue knows it, else by its status. */
  const answerText = (status: number, message: string | undefined) => {
    if (message) {
      const text = say(message)
      // A known sentence comes back translated; one the catalogue does not know is English, shown as is only there.
      if (text !== message || language === 'en') return text
    }
    return t(status === 429 ? 'enquiry.tooManyCodes' : 'enquiry.failed')
  }

  const startOver = () => {
    setDraft(emptyDraft())
    setErrors({})
    setStatus(null)
    setOtp('')
  }

  const centreName = branches.find((b) => b.id === values.preferredCenter)?.name ?? ''

  let body: ReactNode
  if (submitted?.referenceId) {
    body = (
      <EnquirySent
        submitted={submitted}
        referenceId={submitted.referenceId}
        withVideo={draft.values.withVideo}
        videoFile={videoFile}
        onStartOver={startOver}
      />
    )
  } else if (submitted) {
    body = (
      <CodeEntry
        submitted={submitted}
        withVideo={values.withVideo}
        videoFile={videoFile}
        otp={otp}
        onOtp={setOtp}
        isBusy={busy}
        onVerify={() => void verify()}
        onResend={() => void resend()}
      />
    )
  } else {
    const current = STEPS[step] ?? STEPS[0]
    const stepProps = { values, errors, set }
    body = (
      <>
        {current.id === 'child' && <ChildStep {...stepProps} />}
        {current.id === 'parent' && <ParentStep {...stepProps} />}
        {current.id === 'centre' && <CentreStep {...stepProps} branches={branches} />}
        {current.id === 'questions' && (
          <QuestionsStep questions={page.questions} values={values} errors={errors} setAnswer={setAnswer} />
        )}
        {current.id === 'notes' && <NotesStep {...stepProps} />}
        {current.id === 'video' && (
          <VideoChoiceStep
            {...stepProps}
            videoFile={videoFile}
            onVideoFile={setVideoFile}
            videoConsentText={page.videoConsentText}
          />
        )}
        {current.id === 'consent' && <ConsentStep {...stepProps} consentText={page.consentText} />}
        {current.id === 'review' && (
          <ReviewStep values={values} centreName={centreName} questions={page.questions} videoFile={videoFile} />
        )}
        <div className="enquiry-actions">
          {step > 0 && (
            <button type="button" className="button button-outline" onClick={() => goTo(step - 1)}>
              {t('enquiry.back')}
            </button>
          )}
          {current.id === 'review' ? (
            <button type="button" className="button" disabled={busy} onClick={() => void submit()}>
              {t('enquiry.submit')}
            </button>
          ) : (
            <button type="button" className="button" onClick={next}>
              {t('enquiry.next')}
            </button>
          )}
        </div>
      </>
    )
  }

  const stepTitle = t(
    submitted?.referenceId
      ? 'enquiry.step.sent'
      : submitted
        ? 'enquiry.step.checkEmail'
        : (STEPS[step] ?? STEPS[0]).title,
  )
  return (
    <>
      <PageIntro title={page.heading} lead={page.intro} />
      <div className="container content-section enquiry-form">
        <noscript>
          <p className="form-status is-bad">{t('enquiry.needsScript')}</p>
        </noscript>
        <form onSubmit={(event) => event.preventDefault()} noValidate aria-labelledby="enquiry-step-heading">
          <p className="enquiry-progress">
            {!submitted && t('enquiry.progress', { step: step + 1, count: STEPS.length })}
          </p>
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
