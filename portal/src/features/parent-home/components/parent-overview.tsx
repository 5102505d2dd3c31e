import type { ChildOverviewDto, NextVisitDto } from '@app/parents/schema'
import { Link } from '@tanstack/react-router'
import { CalendarDays, CalendarPlus, Download, Gamepad2, House, Loader2, Play, Target, Trophy } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { LoadError } from '../../../components/layout/load-error'
import { BELOW_THE_FOLD } from '../../../components/layout/below-the-fold'
import { Button } from '../../../components/ui/button'
import { Card, CardBody } from '../../../components/ui/card'
import { toast } from '../../../hooks/use-toast'
import { formatDateTime, formatDay, formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { RichMessage } from '../../../i18n/rich-message'
import { consultationName } from '../../../lib/consultation-types'
import { therapyName } from '../../../lib/therapy-types'
import { downloadCalendarFile, useParentOverview } from '../api/get-parent-overview'
import { parentHomeMessages } from '../messages'

/**
 * The parent's home screen's cards (docs/product.md §4.9), one per child above the product rules' list: the next
 * visit with Cancel, Reschedule and Add to calendar, this month's goals with the therapist's name, the games the
 * therapist suggested with Play (as that child), the latest results and Book appointment. Each empty part says
 * what to do next. One call serves it (GET /api/parents/overview).
 */
export function ParentOverview() {
  const t = useMessages(parentHomeMessages)
  const query = useParentOverview()
  if (query.isError) {
    return <LoadError message={t('parentHome.loadFailed')} onRetry={() => void query.refetch()} />
  }
  if (!query.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t('parentHome.loading')}
      </p>
    )
  }
  if (query.data.children.length === 0) return null
  return (
    <ul className="grid gap-4" aria-label={t('parentHome.title')}>
      {query.data.children.map((child, index) => (
        // A card below the first is laid out when it scrolls near, not with the first render (the first is on screen:
        // deferred, it would only be laid out twice).
        <li key={child._id} className={index > 0 ? BELOW_THE_FOLD.childCard : undefined}>
          <ChildOverview child={child} />
        </li>
      ))}
    </ul>
  )
}

function Part({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  )
}

/** What an empty part says: the next step, in a calm grey line. */
const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-600">{children}</p>

function ChildOverview({ child }: { child: ChildOverviewDto }) {
  const t = useMessages(parentHomeMessages)
  const idOf = (part: string) => `overview-${child._id}-${part}`
  return (
    <Card data-testid="child-overview">
      <CardBody className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={idOf('name')} className="text-xl font-semibold text-slate-900">
            {t('parentHome.child', { name: child.name })}
          </h2>
          <Button asChild size="sm">
            <Link to="/parentdashboard/bookappointment" search={{ childId: child._id }}>
              <CalendarPlus aria-hidden="true" />
              {t('parentHome.book')}
              <span className="sr-only">{` ${t('parentHome.forChild', { name: child.name })}`}</span>
            </Link>
          </Button>
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <Part
            id={idOf('visit')}
            icon={<CalendarDays className="size-5 text-teal-700" aria-hidden="true" />}
            title={t('parentHome.visit.title')}
          >
            {child.nextVisit ? (
              <NextVisit visit={child.nextVisit} />
            ) : (
              <Empty>{t('parentHome.visit.none', { name: child.name })}</Empty>
            )}
          </Part>
          <Part
            id={idOf('goals')}
            icon={<Target className="size-5 text-teal-700" aria-hidden="true" />}
            title={t('parentHome.goals.title')}
          >
            {child.goals.length > 0 ? (
              child.goals.map((plan) => (
                <div key={plan.iepId} className="grid gap-1">
                  <p className="text-sm font-medium text-slate-800">
                    {plan.therapistName
                      ? t('parentHome.goals.plan', {
                          therapy: therapyName(plan.therapy),
                          therapist: plan.therapistName,
                        })
                      : t('parentHome.goals.planNoTherapist', { therapy: therapyName(plan.therapy) })}
                  </p>
                  <ul className="grid gap-1.5">
                    {plan.goals.map((goal, index) => (
                      <li key={index} className="grid gap-1">
                        <div className="flex items-baseline justify-between gap-3 text-sm">
                          <span className="text-slate-800">{goal.goal}</span>
                          <span className="shrink-0 font-semibold text-slate-900">
                            {goal.percent === null
                              ? t('parentHome.goals.notYet')
                              : t('parentHome.goals.percent', { percent: goal.percent })}
                          </span>
                        </div>
                        {goal.percent === null ? null : (
                          <div className="h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                            <div className="h-1.5 rounded-full bg-teal-600" style={{ width: `${goal.percent}%` }} />
                          </div>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))
            ) : (
              <Empty>{t('parentHome.goals.none', { name: child.name })}</Empty>
            )}
          </Part>
          <Part
            id={idOf('games')}
            icon={<Gamepad2 className="size-5 text-teal-700" aria-hidden="true" />}
            title={t('parentHome.games.title')}
          >
            {child.suggestedGames.length > 0 ? (
              <ul className="grid gap-2">
                {child.suggestedGames.map((game) => (
                  <li key={game.gameId} className="flex items-center justify-between gap-3">
                    <span className="text-sm font-medium text-slate-800">{game.name}</span>
                    {/* The same tab: the play screen keeps the session, so every result is saved for the child. */}
                    <Button asChild variant="secondary" size="sm">
                      <Link
                        to="/games/play/$slug"
                        params={{ slug: game.slug }}
                        search={{ gameId: game.gameId, childId: child._id }}
                      >
                        <Play aria-hidden="true" />
                        <RichMessage
                          messages={parentHomeMessages}
                          id="parentHome.games.play"
                          values={{ game: game.name, name: child.name }}
                          components={{ 0: <span className="sr-only" /> }}
                        />
                      </Link>
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="grid justify-items-start gap-2">
                <Empty>{t('parentHome.games.none', { name: child.name })}</Empty>
                <Button asChild variant="outline" size="sm">
                  <Link to="/parentwrapper">
                    <House aria-hidden="true" />
                    {t('parentHome.games.tryAny')}
                  </Link>
                </Button>
              </div>
            )}
          </Part>
          <Part
            id={idOf('results')}
            icon={<Trophy className="size-5 text-teal-700" aria-hidden="true" />}
            title={t('parentHome.results.title')}
          >
            {child.latestResults.length > 0 ? (
              <div className="grid justify-items-start gap-2">
                <ul className="grid gap-1 text-sm text-slate-800">
                  {child.latestResults.map((result) => (
                    <li key={result.sessionId}>
                      <span className="font-medium">{result.name}</span>{' '}
                      {t('parentHome.results.row', {
                        date: formatDay(result.datePlayed.slice(0, 10)),
                        tries: result.tries,
                        level: result.levelReached,
                      })}{' '}
                      <span className="text-slate-600">
                        ({t('parentHome.results.status', { status: result.status })}
                        {result.place ? `, ${t('parentHome.results.place', { place: result.place })}` : ''})
                      </span>
                    </li>
                  ))}
                </ul>
                <Link
                  to="/parentdashboard/reports"
                  search={{ childId: child._id }}
                  className="text-sm font-medium text-teal-800 underline underline-offset-4"
                >
                  {t('parentHome.results.all')}
                </Link>
              </div>
            ) : (
              <Empty>{t('parentHome.results.none')}</Empty>
            )}
          </Part>
        </div>
      </CardBody>
    </Card>
  )
}

function NextVisit({ visit }: { visit: NextVisitDto }) {
  const t = useMessages(parentHomeMessages)
  const [downloading, setDownloading] = useState(false)
  const date = formatDay(visit.appointmentDate)
  const addToCalendar = async () => {
    setDownloading(true)
    try {
      await downloadCalendarFile(visit._id)
    } catch {
      toast({ title: t('parentHome.visit.calendarFailed'), variant: 'error' })
    } finally {
      setDownloading(false)
    }
  }
  return (
    <div className="grid gap-2" data-testid="next-visit">
      <p className="text-base font-semibold text-slate-900">
        {t('parentHome.visit.when', { date, time: formatSlotTime(visit.appointmentTime) })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-600">{t('parentHome.visit.doctor')}</dt>
        <dd className="text-slate-900">{visit.doctorName}</dd>
        <dt className="text-slate-600">{t('parentHome.visit.branch')}</dt>
        <dd className="text-slate-900">{visit.centreName}</dd>
        <dt className="text-slate-600">{t('parentHome.visit.consultation')}</dt>
        <dd className="text-slate-900">{consultationName(visit.consultationType)}</dd>
      </dl>
      <p>
        <span
          className={
            visit.status === 'pending'
              ? 'inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset'
              : 'inline-flex rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-900 ring-1 ring-teal-200 ring-inset'
          }
        >
          {t('parentHome.visit.status', { status: visit.status })}
        </span>
      </p>
      {visit.mayChange && visit.changeCutoffAt ? (
        <p className="text-sm text-slate-600">
          {t('parentHome.visit.cutoff', { when: formatDateTime(visit.changeCutoffAt) })}
        </p>
      ) : null}
      {!visit.mayChange && visit.status === 'approved' ? (
        <p className="text-sm text-slate-700">{t('parentHome.visit.closed')}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {visit.mayChange ? (
          <>
            {/* The appointment's own screen, where the parent's cancel and move dialogs live. */}
            <Button asChild variant="outline" size="sm">
              <Link to="/parentdashboard/viewappointments" search={{ appointmentId: visit._id, action: 'cancel' }}>
                {t('parentHome.visit.cancel')}
                <span className="sr-only">{` ${t('parentHome.visit.onDate', { date })}`}</span>
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/parentdashboard/viewappointments" search={{ appointmentId: visit._id, action: 'move' }}>
                {t('parentHome.visit.reschedule')}
                <span className="sr-only">{` ${t('parentHome.visit.onDate', { date })}`}</span>
              </Link>
            </Button>
          </>
        ) : null}
        {visit.hasCalendarFile ? (
          <Button type="button" variant="outline" size="sm" onClick={() => void addToCalendar()} disabled={downloading}>
            <Download aria-hidden="true" />
            {t('parentHome.visit.addToCalendar')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
