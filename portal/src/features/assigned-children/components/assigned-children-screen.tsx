import { Link } from '@tanstack/react-router'
import {
  AlertTriangle,
  CalendarCheck,
  CalendarDays,
  ClipboardList,
  Clock,
  FileBarChart,
  Gamepad2,
  House,
  Info,
  Search,
} from 'lucide-react'
import { useState } from 'react'
import {
  useAssignedPage,
  type AssignedChild,
  type ReviewClock,
  type StaffRole,
} from '../../../api/get-assigned-children'
import { LoadError } from '../../../components/layout/load-error'
import { Pagination } from '../../../components/pagination'
import { Button } from '../../../components/ui/button'
import { Card, CardBody } from '../../../components/ui/card'
import { Dialog } from '../../../components/ui/dialog'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { useDebouncedValue } from '../../../hooks/use-debounced-value'
import { usePageTitle } from '../../../hooks/use-page-title'
import { formatDay, formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { RichMessage } from '../../../i18n/rich-message'
import { common } from '../../../lib/common-messages'
import { cn } from '../../../lib/utils'
import { ageOn, lastPageOf, PAGE_SIZE, pageNumbers } from '../children-page'
import { assignedChildrenMessages } from '../messages'

const hidden = <span className="sr-only" />

/** The review clock as a badge: a word and an icon, never colour alone (docs/api/iep.md, review clock). */
export function ReviewBadge({ review }: { review: ReviewClock }) {
  const t = useMessages(assignedChildrenMessages)
  const isOverdue = review.status === 'feedback-overdue'
  const Icon = isOverdue ? AlertTriangle : Clock
  const values = { month: formatMonthYear(review.month, review.year), endsOn: formatDay(review.endsOn) }
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset',
        isOverdue ? 'bg-red-50 text-red-800 ring-red-600/30' : 'bg-amber-50 text-amber-900 ring-amber-600/40',
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {isOverdue
        ? t('assignedChildren.review.feedbackOverdue', values)
        : t('assignedChildren.review.performanceDue', values)}
    </span>
  )
}

function ChildDetailsDialog({ child, onClose }: { child: AssignedChild | null; onClose: () => void }) {
  const t = useMessages(assignedChildrenMessages)
  const tCommon = useMessages(common)
  const rows: [string, string | null | undefined][] = child
    ? [
        [t('assignedChildren.dialog.name'), child.name],
        [t('assignedChildren.dialog.dob'), formatDay(child.dob)],
        [t('assignedChildren.dialog.gender'), child.gender ? tCommon('common.gender', { gender: child.gender }) : null],
        [t('assignedChildren.dialog.school'), child.schoolName],
        [t('assignedChildren.dialog.board'), child.schoolBoard],
        [t('assignedChildren.dialog.grade'), child.classGrade],
        [t('assignedChildren.dialog.parent'), child.parentId?.name || child.parentName],
        [t('assignedChildren.dialog.parentPhone'), child.parentId?.mobilenumber],
        [t('assignedChildren.dialog.centre'), child.centreId?.name],
        [t('assignedChildren.dialog.doctor'), child.doctorId?.name],
        [t('assignedChildren.dialog.therapist'), child.therapistId?.name],
        [t('assignedChildren.dialog.ieps'), t('assignedChildren.dialog.iepCount', { count: child.iepCount ?? 0 })],
      ]
    : []
  return (
    <Dialog isOpen={child !== null} onClose={onClose} title={t('assignedChildren.dialog.title')}>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value?.trim() ? value : '—'}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  )
}

function ChildCard({
  role,
  child,
  onDetails,
  onHomePractice,
}: {
  role: StaffRole
  child: AssignedChild
  onDetails: (child: AssignedChild) => void
  onHomePractice?: (child: AssignedChild) => void
}) {
  const t = useMessages(assignedChildrenMessages)
  const tCommon = useMessages(common)
  const age = ageOn(child.dob ?? '', new Date())
  const name = child.name
  return (
    <li>
      <Card className="h-full">
        <CardBody className="grid gap-3">
          <div className="grid gap-1">
            <h3 className="text-lg font-semibold break-words text-slate-900">{name}</h3>
            <p className="text-sm text-slate-600">
              {t('assignedChildren.summary', {
                gender: child.gender ? tCommon('common.gender', { gender: child.gender }) : '—',
                age: age ?? 0,
                school: child.schoolName?.trim() || t('assignedChildren.noSchool'),
              })}
            </p>
            {child.review ? (
              <div>
                <ReviewBadge review={child.review} />
              </div>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => onDetails(child)}>
              <Info aria-hidden="true" />
              <RichMessage
                messages={assignedChildrenMessages}
                id="assignedChildren.details"
                values={{ name }}
                components={{ 0: hidden }}
              />
            </Button>
            {role === 'doctor' ? (
              <Button asChild size="sm">
                <Link to="/doctordashboard/iepdoctor" search={{ childId: child._id }}>
                  <ClipboardList aria-hidden="true" />
                  {child.iepCount > 0 ? (
                    <RichMessage
                      messages={assignedChildrenMessages}
                      id="assignedChildren.viewIep"
                      values={{ name }}
                      components={{ 0: hidden }}
                    />
                  ) : (
                    <RichMessage
                      messages={assignedChildrenMessages}
                      id="assignedChildren.assignIep"
                      values={{ name }}
                      components={{ 0: hidden }}
                    />
                  )}
                </Link>
              </Button>
            ) : (
              <Button asChild size="sm">
                <Link to="/therapistdashboard/iep" search={{ childId: child._id }}>
                  <ClipboardList aria-hidden="true" />
                  <RichMessage
                    messages={assignedChildrenMessages}
                    id="assignedChildren.iep"
                    values={{ name }}
                    components={{ 0: hidden }}
                  />
                </Link>
              </Button>
            )}
            <Button asChild variant="outline" size="sm">
              <Link to="/reports" search={{ childId: child._id }}>
                <FileBarChart aria-hidden="true" />
                <RichMessage
                  messages={assignedChildrenMessages}
                  id="assignedChildren.reports"
                  values={{ name }}
                  components={{ 0: hidden }}
                />
              </Link>
            </Button>
            {role === 'doctor' ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/doctordashboard/viewappointment">
                  <CalendarCheck aria-hidden="true" />
                  <RichMessage
                    messages={assignedChildrenMessages}
                    id="assignedChildren.viewAppointments"
                    values={{ name }}
                    components={{ 0: hidden }}
                  />
                </Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="outline" size="sm">
                  <Link to="/games" search={{ childId: child._id }}>
                    <Gamepad2 aria-hidden="true" />
                    <RichMessage
                      messages={assignedChildrenMessages}
                      id="assignedChildren.games"
                      values={{ name }}
                      components={{ 0: hidden }}
                    />
                  </Link>
                </Button>
                {onHomePractice ? (
                  <Button type="button" variant="outline" size="sm" onClick={() => onHomePractice(child)}>
                    <House aria-hidden="true" />
                    <RichMessage
                      messages={assignedChildrenMessages}
                      id="assignedChildren.homePractice"
                      values={{ name }}
                      components={{ 0: hidden }}
                    />
                  </Button>
                ) : null}
              </>
            )}
            {role === 'doctor' ? (
              // The doctor may play a game to show it; results are kept only for a therapist or parent.
              <Button asChild variant="outline" size="sm">
                <Link to="/games">
                  <Gamepad2 aria-hidden="true" />
                  {t('assignedChildren.doctorGames')}
                </Link>
              </Button>
            ) : null}
          </div>
        </CardBody>
      </Card>
    </li>
  )
}

/**
 * /doctordashboard and /therapistdashboard: the children assigned to the signed-in doctor or therapist, searched by
 * name, five to a page, each with its details, its IEP screen and its reports, and the review clock's badge.
 */
export function AssignedChildrenScreen({
  role,
  onHomePractice,
}: {
  role: StaffRole
  /** The therapist's Home practice button for a child (the dialog belongs to the game reports, composed by the route). */
  onHomePractice?: (child: AssignedChild) => void
}) {
  const t = useMessages(assignedChildrenMessages)
  const tCommon = useMessages(common)
  const title = tCommon('common.role.dashboard', { role })
  usePageTitle(title)
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<AssignedChild | null>(null)
  // The server pages and searches (decision 034); typing asks it once the search has settled.
  const searched = useDebouncedValue(search.trim(), 300)
  const query = useAssignedPage(
    role,
    { page, limit: PAGE_SIZE, search: searched },
    { errorToast: assignedChildrenMessages.t('assignedChildren.fetchFailed') },
  )
  const rows = query.data?.children ?? []
  const total = query.data?.total ?? 0
  // While the next page loads the last one stays on screen, with its own numbers.
  const shown = pageNumbers(query.data?.page ?? page, rows.length, total)
  // A page past the end (children unassigned meanwhile) goes back to the last page there is.
  const pastEnd = query.data !== undefined && !query.isPlaceholderData && rows.length === 0 && page > 1
  if (pastEnd) setPage(lastPageOf(total))
  // "No Children Assigned" only when nothing is searched; otherwise "No child matches".
  const isEmpty = query.data !== undefined && !query.isPlaceholderData && rows.length === 0 && page === 1

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="text-slate-600">
          {role === 'doctor' ? t('assignedChildren.intro.doctor') : t('assignedChildren.intro.therapist')}
        </p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={role === 'doctor' ? '/doctordashboard/schedule' : '/therapistdashboard/schedule'}>
            <CalendarDays aria-hidden="true" />
            {t('assignedChildren.schedule')}
          </Link>
        </Button>
      </div>

      <section aria-labelledby="assigned-children-heading" className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="assigned-children-heading" className="text-xl font-semibold text-slate-900">
            {t('assignedChildren.heading')}
          </h2>
          <div className="grid gap-2 sm:w-72">
            <Label htmlFor="assigned-search">{t('assignedChildren.search')}</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <Input
                id="assigned-search"
                type="search"
                className="ps-9"
                placeholder={t('assignedChildren.searchPlaceholder')}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value)
                  setPage(1)
                }}
              />
            </div>
          </div>
        </div>

        {query.isError ? (
          <LoadError message={t('assignedChildren.fetchFailed')} onRetry={() => void query.refetch()} />
        ) : null}
        {query.isPending ? (
          <p role="status" className="text-slate-600">
            {t('assignedChildren.loading')}
          </p>
        ) : null}
        {isEmpty && !searched ? (
          <p className="rounded-xl bg-slate-100 p-6 text-center font-medium text-slate-800">
            {t('assignedChildren.empty')}
          </p>
        ) : null}
        {isEmpty && searched ? (
          <p className="rounded-xl bg-slate-100 p-6 text-center text-slate-700">
            {t('assignedChildren.noMatch', { search: searched })}
          </p>
        ) : null}
        {rows.length > 0 ? (
          <>
            <ul className="grid gap-4 md:grid-cols-2">
              {rows.map((child) => (
                <ChildCard
                  key={child._id}
                  role={role}
                  child={child}
                  onDetails={setOpen}
                  onHomePractice={onHomePractice}
                />
              ))}
            </ul>
            <Pagination
              label={t('assignedChildren.pages')}
              page={shown.page}
              pages={shown.pages}
              onPageChange={setPage}
              summary={
                <p aria-live="polite">
                  {t('assignedChildren.showing', { first: shown.first, last: shown.last, total: shown.total })}
                </p>
              }
            />
          </>
        ) : null}
      </section>
      <ChildDetailsDialog child={open} onClose={() => setOpen(null)} />
    </div>
  )
}
