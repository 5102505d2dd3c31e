import { PIPELINE_STAGES, type EnquiryDto, type PipelineStage } from '@app/enquiries/schema'
import { Link } from '@tanstack/react-router'
import { CalendarPlus, Loader2, Save } from 'lucide-react'
import { useState } from 'react'
import { useUser } from '../../../api/get-user'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { useSession } from '../../../hooks/use-session'
import { toast } from '../../../hooks/use-toast'
import { useMessages } from '../../../i18n/messages'
import { getStoredCentreId } from '../../../lib/session'
import { useAddEnquiryNote } from '../api/add-note'
import { useEnquiryOwners, type EnquiryOwner } from '../api/get-owners'
import { useUpdateFollowUp } from '../api/update-follow-up'
import { enquiriesMessages } from '../messages'
import { bookingPrefillOf, selectKey } from '../enquiry-view'

/** The follow-up: stage (a reason for Not proceeding), owner, Book assessment, and notes. */
export function FollowUpPanel({ enquiry }: { enquiry: EnquiryDto }) {
  const t = useMessages(enquiriesMessages)
  const session = useSession()
  const centreId = session?.centreId ?? getStoredCentreId()
  const me = useUser(session?.userId)
  const owners = useEnquiryOwners(centreId)
  const followUp = useUpdateFollowUp(enquiry.referenceId)
  const addNote = useAddEnquiryNote(enquiry.referenceId)
  const [stage, setStage] = useState<PipelineStage>(enquiry.stage)
  const [reason, setReason] = useState(enquiry.reason)
  const [ownerId, setOwnerId] = useState(enquiry.owner?._id ?? '')
  const [note, setNote] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()
  const [noteError, setNoteError] = useState<string | undefined>()

  // The centre's admins when the server lists them; otherwise the signed-in admin and the current owner.
  const choices = new Map<string, string>()
  for (const owner of owners.data ?? ([] as EnquiryOwner[])) choices.set(owner._id, owner.name)
  if (session?.userId && !choices.has(session.userId))
    choices.set(session.userId, me.data?.name ?? t('enquiries.owner.me'))
  if (enquiry.owner && !choices.has(enquiry.owner._id)) choices.set(enquiry.owner._id, enquiry.owner.name)

  // Awaited rather than per-call callbacks: a saved stage or owner remounts this panel (its key), which would
  // drop them before the toast.
  const save = (body: Parameters<typeof followUp.mutate>[0]) =>
    followUp.mutateAsync(body).then(
      () => toast({ title: t('enquiries.followUp.saved'), variant: 'success' }),
      (error: Error) => toast({ title: error.message || t('enquiries.followUp.failed'), variant: 'error' }),
    )

  return (
    <div className="grid gap-6">
      <form
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          if (stage === 'not-proceeding' && !reason.trim()) {
            setReasonError(t('enquiries.followUp.reasonRequired'))
            return
          }
          setReasonError(undefined)
          void save({ stage, reason: stage === 'not-proceeding' ? reason.trim() : '' })
        }}
      >
        <FormField label={t('enquiries.followUp.stage')}>
          {(props) => (
            <Select {...props} value={stage} onChange={(event) => setStage(event.target.value as PipelineStage)}>
              {PIPELINE_STAGES.map((option) => (
                <option key={option} value={option}>
                  {t('enquiries.stage', { stage: selectKey(option) })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button type="submit" disabled={followUp.isPending || (stage === enquiry.stage && reason === enquiry.reason)}>
          {followUp.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {t('enquiries.followUp.saveStage')}
        </Button>
        {stage === 'not-proceeding' ? (
          <FormField label={t('enquiries.followUp.reason')} error={reasonError} isRequired className="sm:col-span-2">
            {(props) => (
              <Textarea {...props} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
            )}
          </FormField>
        ) : null}
      </form>

      <form
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          void save({ ownerId: ownerId || null })
        }}
      >
        <FormField label={t('enquiries.followUp.owner')}>
          {(props) => (
            <Select {...props} value={ownerId} onChange={(event) => setOwnerId(event.target.value)}>
              <option value="">{t('enquiries.owner.none')}</option>
              {[...choices].map(([id, name]) => (
                <option key={id} value={id}>
                  {id === session?.userId ? t('enquiries.owner.meNamed', { name }) : name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button type="submit" variant="outline" disabled={followUp.isPending || ownerId === (enquiry.owner?._id ?? '')}>
          <Save aria-hidden="true" />
          {t('enquiries.followUp.saveOwner')}
        </Button>
      </form>

      {enquiry.isArchived ? null : (
        <div className="grid gap-2">
          <div>
            <Button asChild>
              <Link to="/admindashboard/appointment" search={bookingPrefillOf(enquiry)}>
                <CalendarPlus aria-hidden="true" />
                {t('enquiries.followUp.bookAssessment')}
              </Link>
            </Button>
          </div>
          <p className="text-sm text-slate-600">
            {enquiry.appointmentId ? t('enquiries.followUp.booked') : t('enquiries.followUp.bookHint')}
          </p>
        </div>
      )}

      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (!note.trim()) {
            setNoteError(t('enquiries.followUp.noteRequired'))
            return
          }
          setNoteError(undefined)
          addNote.mutate(note.trim(), {
            onSuccess: () => {
              setNote('')
              toast({ title: t('enquiries.followUp.noteAdded'), variant: 'success' })
            },
            onError: (error) => toast({ title: error.message || t('enquiries.followUp.failed'), variant: 'error' }),
          })
        }}
      >
        <FormField label={t('enquiries.followUp.note')} error={noteError}>
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              maxLength={2000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" variant="outline" disabled={addNote.isPending}>
            {addNote.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {t('enquiries.followUp.addNote')}
          </Button>
        </div>
      </form>
    </div>
  )
}
