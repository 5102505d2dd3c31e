import { Link } from '@tanstack/react-router'
import { CalendarPlus, ChevronRight, Gamepad2, House, UserRoundPlus } from 'lucide-react'
import type { ReactNode } from 'react'
import { BELOW_THE_FOLD } from '../../../components/layout/below-the-fold'
import { Button } from '../../../components/ui/button'
import { Card, CardBody } from '../../../components/ui/card'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useOwnChildren } from '../../../api/get-own-children'
import { CHILDREN_MESSAGES, formatDay, type ChildRecord } from '../api/children'
import { StatusBadge } from './status-badge'
import { LoadError } from '../../../components/layout/load-error'
import { useMessages } from '../../../i18n/messages'
import { childrenMessages } from '../messages'

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; children: ChildRecord[] }

/**
 * /parentdashboard: the parent's children as cards, or the way to register the first one (docs/product.md §4.9).
 * `overview`: what the screen shows above the list once there are children (the home screen's cards per child);
 * `overviewPending`: the list waits for it, so the two are drawn at once and the list never jumps down under a
 * phone user's thumb (layout shift).
 */
export function ParentChildren({
  overview,
  overviewPending = false,
}: { overview?: ReactNode; overviewPending?: boolean } = {}) {
  const t = useMessages(childrenMessages)
  usePageTitle(t('children.parent.pageTitle'))
  const query = useOwnChildren({ errorToast: CHILDREN_MESSAGES.childrenFailed })
  const state: LoadState =
    query.data && !(overviewPending && query.data.length > 0)
      ? { status: 'loaded', children: query.data }
      : query.isError
        ? { status: 'failed' }
        : { status: 'loading' }

  return (
    <section
      aria-labelledby="parent-dashboard-title"
      className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:py-10"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="parent-dashboard-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('children.parent.heading')}
        </h1>
        {state.status === 'loaded' && state.children.length > 0 ? (
          <div className="flex flex-wrap gap-3">
            {/* Home practice: the games the therapist suggested for each child, with this week's results. */}
            <Button variant="secondary" asChild>
              <Link to="/parentwrapper">
                <House aria-hidden="true" />
                {t('children.parent.homePractice')}
              </Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to="/games">
                <Gamepad2 aria-hidden="true" />
                {t('children.parent.games')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/parentdashboard/bookappointment">
                <CalendarPlus aria-hidden="true" />
                {t('children.parent.bookAppointment')}
              </Link>
            </Button>
          </div>
        ) : null}
      </div>

      {state.status === 'loading' ? (
        <p role="status" className="text-slate-600">
          {t('children.parent.loading')}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <LoadError message={CHILDREN_MESSAGES.childrenFailed} onRetry={() => void query.refetch()} />
      ) : null}

      {state.status === 'loaded' && state.children.length === 0 ? (
        <Card>
          <div className="grid justify-items-center gap-4 px-6 py-10 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
              <UserRoundPlus className="size-7" aria-hidden="true" />
            </span>
            <h2 className="text-xl font-semibold text-slate-900">{CHILDREN_MESSAGES.registrationRequired}</h2>
            <p className="max-w-md text-slate-600">{t('children.parent.firstBooking')}</p>
            <Button asChild size="lg">
              <Link to="/parentdashboard/bookappointment" search={{ childId: 'new' }}>
                <CalendarPlus aria-hidden="true" />
                {t('children.parent.bookAppointment')}
              </Link>
            </Button>
          </div>
        </Card>
      ) : null}

      {state.status === 'loaded' && state.children.length > 0 ? overview : null}

      {state.status === 'loaded' && state.children.length > 0 ? (
        <ul
          className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${BELOW_THE_FOLD.cardList}`}
          aria-label={t('children.parent.list')}
        >
          {state.children.map((child) => (
            <li key={child._id}>
              <Link
                to="/parentdashboard/child/$childId"
                params={{ childId: child._id }}
                className="group block h-full rounded-2xl focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
              >
                <Card className="h-full transition-colors group-hover:border-teal-300">
                  <CardBody className="grid gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <h2 className="text-lg font-semibold text-slate-900">{child.name}</h2>
                      <ChevronRight className="mt-1 size-5 text-slate-400" aria-hidden="true" />
                    </div>
                    <p className="text-sm text-slate-600">{t('children.parent.born', { dob: formatDay(child.dob) })}</p>
                    <p className="text-sm text-slate-600">{child.centreId?.name}</p>
                    <div>
                      <StatusBadge status={child.admitStatus} />
                    </div>
                  </CardBody>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
