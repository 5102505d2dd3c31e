import type { ActivityEntry, EnquiryDto } from '@app/enquiries/schema'
import { clinicToday } from '@app/platform/clinic-time'
import { Link } from '@tanstack/react-router'
import { Archive, ArrowLeft, ChevronDown, Loader2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { LoadError } from '../../../components/layout/load-error'
import { Button } from '../../../components/ui/button'
import { usePageTitle } from '../../../hooks/use-page-title'
import { formatDateTime, formatDay } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { isNotFound, useEnquiry } from '../api/get-enquiry'
import { clinicDayOf, contactDue, describeActivity } from '../enquiry-view'
import { enquiriesMessages } from '../messages'
import { ArchiveDialog } from './archive-dialog'
import { ArchivedBadge, ContactByBadge, StageBadge, VideoBadge } from './badges'
import { EnquiryVideo } from './enquiry-video'
import { FollowUpPanel } from './follow-up-panel'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 content-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** One line of the activity log, in words. */
function ActivityText({ entry }: { entry: ActivityEntry }) {
  const t = useMessages(enquiriesMessages)
  const described = describeActivity(entry)
  if (described.kind === 'stage') {
    const stage = t('enquiries.stage', { stage: described.stage })
    return described.reason
      ? t('enquiries.activity.stageWithReason', { stage, reason: described.reason })
      : t('enquiries.activity.stageTo', { stage })
  }
  if (described.kind === 'owner') {
    return described.owner
      ? t('enquiries.activity.ownerTo', { owner: described.owner })
      : t('enquiries.activity.ownerCleared')
  }
  const action = t('enquiries.activity.action', { action: described.action })
  return described.detail ? t('enquiries.activity.withDetail', { action, detail: described.detail }) : action
}

function BackLink() {
  const t = useMessages(enquiriesMessages)
  return (
    <Link
      to="/admindashboard/jwlenquiries"
      className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('enquiries.details.back')}
    </Link>
  )
}

/** /admindashboard/jwlenquiries/{referenceId}: one enquiry, its answers, its video and its follow-up. */
export function EnquiryDetailsScreen({ referenceId }: { referenceId: string }) {
  const t = useMessages(enquiriesMessages)
  usePageTitle(t('enquiries.details.pageTitle', { referenceId }))
  const query = useEnquiry(referenceId)

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <BackLink />
      {query.isPending ? (
        <p role="status" className="mt-6 flex items-center gap-2 py-10 text-slate-600">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t('enquiries.loading')}
        </p>
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <div className="mt-6 grid gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('enquiries.details.notFound')}</h1>
            <p className="text-slate-600">{t('enquiries.details.notFoundHint')}</p>
          </div>
        ) : (
          <div className="mt-6 grid gap-4">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">
              {t('enquiries.details.heading', { referenceId })}
            </h1>
            <LoadError message={t('enquiries.fetchFailed')} onRetry={() => void query.refetch()} />
          </div>
        )
      ) : (
        <EnquiryDetails enquiry={query.data} />
      )}
    </div>
  )
}

function EnquiryDetails({ enquiry }: { enquiry: EnquiryDto }) {
  const t = useMessages(enquiriesMessages)
  const [isArchiving, setIsArchiving] = useState(false)
  const due = contactDue(enquiry, clinicToday())

  return (
    <div className="mt-4 grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {t('enquiries.details.title', { child: enquiry.childName })}
          </h1>
          <p className="text-slate-600">
            {t('enquiries.list.reference')} <span className="font-mono text-slate-900">{enquiry.referenceId}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <ArchivedBadge isArchived={enquiry.isArchived} />
            <StageBadge stage={enquiry.stage} />
            <ContactByBadge due={due} contactBy={enquiry.contactBy} />
            <VideoBadge video={enquiry.video} />
          </div>
        </div>
        {enquiry.isArchived ? null : (
          <Button type="button" variant="outline" onClick={() => setIsArchiving(true)}>
            <Archive aria-hidden="true" />
            {t('enquiries.list.archive')}
          </Button>
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('enquiries.details.child')}>
          <Facts
            items={[
              [t('enquiries.details.childName'), enquiry.childName],
              [t('enquiries.details.childAge'), t('enquiries.details.years', { age: enquiry.childAge })],
              [t('enquiries.details.childGender'), enquiry.childGender],
            ]}
          />
        </Section>
        <Section title={t('enquiries.details.parent')}>
          <Facts
            items={[
              [t('enquiries.details.parentName'), enquiry.parentName],
              [
                t('enquiries.details.parentEmail'),
                <a key="e" className="break-all text-teal-800 underline" href={`mailto:${enquiry.parentEmail}`}>
                  {enquiry.parentEmail}
                </a>,
              ],
              [
                t('enquiries.details.parentPhone'),
                <a key="p" className="text-teal-800 underline" href={`tel:${enquiry.parentPhoneNo}`}>
                  {enquiry.parentPhoneNo}
                </a>,
              ],
            ]}
          />
        </Section>
        <Section title={t('enquiries.details.enquiry')}>
          <Facts
            items={[
              [t('enquiries.details.centre'), enquiry.preferredCenter.name],
              [t('enquiries.details.date'), formatDay(clinicDayOf(enquiry.enquiryDate))],
              [t('enquiries.details.contactBy'), formatDay(enquiry.contactBy)],
              ...(enquiry.linkedReferenceIds.length > 0
                ? ([[t('enquiries.details.linked'), enquiry.linkedReferenceIds.join(', ')]] as const)
                : []),
            ]}
          />
        </Section>
        <Section title={t('enquiries.details.followUp')}>
          <FollowUpPanel key={`${enquiry.stage}-${enquiry.owner?._id ?? ''}`} enquiry={enquiry} />
        </Section>
      </div>

      <Section title={t('enquiries.details.questionnaire')}>
        {enquiry.responses.length === 0 ? (
          <p className="text-slate-600">{t('enquiries.details.noResponses')}</p>
        ) : (
          <ul className="grid gap-2">
            {enquiry.responses.map((response) => (
              <li key={response.key}>
                <details className="group rounded-xl border border-slate-200">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-xl p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600">
                    <span className="min-w-0 break-words">
                      <span className="font-medium text-slate-900">
                        {t('enquiries.details.question', { number: response.number, question: response.question })}
                      </span>{' '}
                      <span className="text-slate-700">{t('enquiries.answer', { answer: response.answer })}</span>
                    </span>
                    <ChevronDown
                      className="mt-1 size-4 shrink-0 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <div className="grid gap-1 border-t border-slate-200 p-3 text-sm text-slate-700">
                    {response.example ? <p>{t('enquiries.details.example', { example: response.example })}</p> : null}
                    <p>
                      {response.comment
                        ? t('enquiries.details.comment', { comment: response.comment })
                        : t('enquiries.details.noComment')}
                    </p>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('enquiries.details.notes')}>
          <p className="whitespace-pre-wrap break-words text-slate-800">
            {enquiry.additionalNotes || t('enquiries.details.noNotes')}
          </p>
        </Section>
        <Section title={t('enquiries.details.video')}>
          <EnquiryVideo referenceId={enquiry.referenceId} video={enquiry.video} childName={enquiry.childName} />
        </Section>
      </div>

      <Section title={t('enquiries.details.consent')}>
        <p className="text-sm text-slate-700">
          {t('enquiries.details.consentGiven', {
            at: formatDateTime(enquiry.consent.givenAt),
            version: enquiry.consent.version,
          })}
        </p>
        <p className="text-sm text-slate-700">
          {t('enquiries.details.videoConsent', { given: enquiry.consent.videoConsent ? 'yes' : 'no' })}
        </p>
        <details className="rounded-xl border border-slate-200">
          <summary className="cursor-pointer rounded-xl p-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600">
            {t('enquiries.details.consentText')}
          </summary>
          <p className="border-t border-slate-200 p-3 text-sm whitespace-pre-wrap text-slate-700">
            {enquiry.consent.text}
          </p>
        </details>
      </Section>

      <Section title={t('enquiries.details.activity')}>
        <ol className="grid gap-2">
          {enquiry.activity.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="grid gap-0.5 border-s-2 border-slate-200 ps-3 text-sm">
              <span className="text-slate-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {' · '}
                {entry.by ? entry.by.name : t('enquiries.activity.system')}
              </span>
              <span className="break-words text-slate-900">
                <ActivityText entry={entry} />
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <ArchiveDialog enquiry={isArchiving ? enquiry : null} onClose={() => setIsArchiving(false)} />
    </div>
  )
}
