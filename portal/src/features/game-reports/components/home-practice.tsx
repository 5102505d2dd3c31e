import type { CatalogueGame, GameProgress } from '@app/games/schema'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ExternalLink, FileBarChart, Gamepad2, LayoutDashboard, Loader2, LogIn } from 'lucide-react'
import { useState } from 'react'
import { activeGamesOf, allGamesQueryOptions } from '../../../api/get-all-games'
import { gameProgressQueryOptions } from '../../../api/get-game-progress'
import { ownChildrenQueryOptions } from '../../../api/get-own-children'
import { LoadError } from '../../../components/layout/load-error'
import { Button } from '../../../components/ui/button'
import { Card, CardBody } from '../../../components/ui/card'
import { Label } from '../../../components/ui/label'
import { Select } from '../../../components/ui/select'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useSession } from '../../../hooks/use-session'
import { useMessages } from '../../../i18n/messages'
import { RichMessage } from '../../../i18n/rich-message'
import { roleDashboardPath } from '../../../lib/session'
import { gamePlanQueryOptions } from '../api/game-plan'
import { weekValues } from '../game-report-format'
import { gameReportsMessages } from '../messages'

/** The play screen of a game for a child, opened in a new tab. */
const playHref = (game: CatalogueGame, childId: string) =>
  `${game.route}?${new URLSearchParams({ gameId: game.gameId, childId })}`

function SignedOut() {
  const t = useMessages(gameReportsMessages)
  const steps = [
    t('gameReports.home.signedOut.step1'),
    t('gameReports.home.signedOut.step2'),
    t('gameReports.home.signedOut.step3'),
    t('gameReports.home.signedOut.step4'),
  ]
  return (
    <Card>
      <CardBody className="grid gap-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('gameReports.home.signedOut.howTitle')}</h2>
        <ol className="grid list-decimal gap-2 ps-5 text-slate-800">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/login" search={{ redirect: '/parentwrapper' }}>
              <LogIn aria-hidden="true" />
              {t('gameReports.home.signIn')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/games">
              <Gamepad2 aria-hidden="true" />
              {t('gameReports.home.tryGames')}
            </Link>
          </Button>
        </div>
        <p className="text-sm text-slate-600">{t('gameReports.home.tryNote')}</p>
      </CardBody>
    </Card>
  )
}

function OtherRole({ role }: { role: string }) {
  const t = useMessages(gameReportsMessages)
  const path = roleDashboardPath(role)
  return (
    <Card>
      <CardBody className="grid justify-items-start gap-4">
        <p className="text-slate-800">{t('gameReports.home.otherRole', { role })}</p>
        <Button asChild>
          {path === '/admin' || path === '/login' ? (
            <a href={path}>
              <LayoutDashboard aria-hidden="true" />
              {t('gameReports.home.toDashboard')}
            </a>
          ) : (
            <Link to={path}>
              <LayoutDashboard aria-hidden="true" />
              {t('gameReports.home.toDashboard')}
            </Link>
          )}
        </Button>
      </CardBody>
    </Card>
  )
}

function GameCard({ game, childId, progress }: { game: CatalogueGame; childId: string; progress?: GameProgress }) {
  const t = useMessages(gameReportsMessages)
  const week = weekValues(progress?.thisWeek ?? { sessions: 0, levelReached: 0 })
  return (
    <li>
      <Card className="h-full">
        <CardBody className="grid h-full content-between gap-3">
          <div className="grid gap-1">
            <h3 className="text-lg font-semibold break-words text-slate-900">{game.name}</h3>
            {game.description ? <p className="text-sm text-slate-600">{game.description}</p> : null}
            <p className="text-sm font-medium text-teal-900" data-testid="week-practice">
              {t('gameReports.week', week)}
            </p>
          </div>
          <div>
            <Button asChild>
              <a href={playHref(game, childId)} target="_blank" rel="noopener">
                <RichMessage
                  messages={gameReportsMessages}
                  id="gameReports.home.play"
                  values={{ game: game.name }}
                  components={{ 0: <span className="sr-only" /> }}
                />
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">{t('gameReports.home.newTab')}</span>
              </a>
            </Button>
          </div>
        </CardBody>
      </Card>
    </li>
  )
}

function ChildGames({ childId }: { childId: string }) {
  const t = useMessages(gameReportsMessages)
  const catalogue = useQuery(allGamesQueryOptions())
  const plan = useQuery(gamePlanQueryOptions(childId))
  const progress = useQuery(gameProgressQueryOptions(childId))
  const failed = [catalogue, plan, progress].find((query) => query.isError)
  if (failed) {
    return <LoadError message={t('gameReports.home.loadFailed')} onRetry={() => void failed.refetch()} />
  }
  if (!catalogue.data || !plan.data || !progress.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t('gameReports.home.loading')}
      </p>
    )
  }
  const active = activeGamesOf(catalogue.data)
  const suggested = active.filter((game) => plan.data.homeGameIds.includes(game.gameId))
  // No suggestion (or only games switched off since): every active game.
  const isSuggested = suggested.length > 0
  const games = isSuggested ? suggested : active
  return (
    <section aria-labelledby="home-games-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="home-games-heading" className="text-xl font-semibold text-slate-900">
          {isSuggested ? t('gameReports.home.suggested') : t('gameReports.home.allGames')}
        </h2>
        {!isSuggested && games.length > 0 ? (
          <p className="text-sm text-slate-600">{t('gameReports.home.allGamesNote')}</p>
        ) : null}
      </div>
      {games.length === 0 ? (
        <p className="rounded-xl bg-slate-100 p-6 text-center font-medium text-slate-800">
          {t('gameReports.home.noGames')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {games.map((game) => (
            <GameCard
              key={game.gameId}
              game={game}
              childId={childId}
              progress={progress.data.find((item) => item.gameId === game.gameId)}
            />
          ))}
        </ul>
      )}
      <div>
        <Button asChild variant="outline">
          <Link to="/parentdashboard/reports" search={{ childId }}>
            <FileBarChart aria-hidden="true" />
            {t('gameReports.home.reports')}
          </Link>
        </Button>
      </div>
    </section>
  )
}

function ParentHome() {
  const t = useMessages(gameReportsMessages)
  const children = useQuery(ownChildrenQueryOptions())
  const [chosen, setChosen] = useState('')
  if (children.isError) {
    return <LoadError message={t('gameReports.home.loadFailed')} onRetry={() => void children.refetch()} />
  }
  if (!children.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t('gameReports.home.loading')}
      </p>
    )
  }
  if (children.data.length === 0) {
    return <p className="rounded-xl bg-slate-100 p-6 font-medium text-slate-800">{t('gameReports.home.noChildren')}</p>
  }
  // One child needs no choosing.
  const childId = children.data.length === 1 ? children.data[0]._id : chosen
  return (
    <div className="grid gap-6">
      {children.data.length > 1 ? (
        <div className="grid gap-2 sm:w-80">
          <Label htmlFor="home-practice-child">{t('gameReports.home.child')}</Label>
          <Select id="home-practice-child" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{t('gameReports.home.chooseChild')}</option>
            {children.data.map((child) => (
              <option key={child._id} value={child._id}>
                {child.name}
              </option>
            ))}
          </Select>
        </div>
      ) : (
        <p className="text-slate-700">{t('gameReports.child', { name: children.data[0].name })}</p>
      )}
      {childId ? <ChildGames key={childId} childId={childId} /> : null}
    </div>
  )
}

/**
 * /parentwrapper (no guard): a parent's home practice. Signed out, what it is and the way to sign in; signed in as a
 * parent, the child's suggested games (all active games when the therapist chose none), each opening in a new tab as
 * that child, with this week's practice; any other role, a note and the way to their dashboard.
 */
export function HomePractice() {
  const t = useMessages(gameReportsMessages)
  usePageTitle(t('gameReports.home.title'))
  const session = useSession()
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('gameReports.home.title')}</h1>
        <p className="max-w-3xl text-slate-700">{t('gameReports.home.intro')}</p>
      </div>
      {!session ? <SignedOut /> : session.role === 'parent' ? <ParentHome /> : <OtherRole role={session.role} />}
    </div>
  )
}
