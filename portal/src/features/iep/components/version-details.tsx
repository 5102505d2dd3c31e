import type { IepVersionDto, SessionEntryDto } from '@app/iep/schema'
import { performanceOf } from '@app/iep/schema'
import { formatDateTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { goalGamesOf } from '../game-targets'
import { isMeanOfEntries } from '../iep-view'
import { iepMessages } from '../messages'
import { GoalGameEvidence } from './game-evidence'
import { SessionVideo } from './session-video'

/** Who made a version, in which role, and when. */
export function VersionAuthor({ version }: { version: IepVersionDto }) {
  const t = useMessages(iepMessages)
  return (
    <p className="text-sm text-slate-600">
      {t('iep.version.by', {
        version: version.version,
        name: version.updatedBy?.name ?? '—',
        role: version.updatedBy?.role ?? 'other',
        when: formatDateTime(version.updatedAt),
      })}
    </p>
  )
}

/** One version of a month: its goals with their performance, both feedbacks and the session video. */
export function VersionDetails({
  version,
  entries,
  monthLabel,
  evidenceFor,
}: {
  version: IepVersionDto
  /** The month's session entries, for the mean of a goal the therapist set no % for. */
  entries: readonly SessionEntryDto[]
  monthLabel: string
  /** The child and month whose game results stand beside goals that name a game (the current version only). */
  evidenceFor?: { childId: string; month: number; year: number }
}) {
  const t = useMessages(iepMessages)
  const performance = performanceOf(version, entries)
  const targets = evidenceFor ? goalGamesOf(version) : []
  return (
    <dl className="grid gap-3 text-sm">
      <div className="grid gap-0.5">
        <dt className="text-slate-600">{t('iep.field.longTerm')}</dt>
        <dd className="font-medium break-words whitespace-pre-line text-slate-900">{version.target || '—'}</dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-slate-600">{t('iep.field.shortTerm')}</dt>
        <dd>
          <ol className="grid list-decimal gap-1 ps-5">
            {version.goals.map((goal, index) => (
              <li key={index} className="break-words text-slate-900">
                {goal}{' '}
                <span className="text-slate-700">
                  {typeof performance[index] === 'number'
                    ? isMeanOfEntries(version, index)
                      ? t('iep.performance.mean', { percent: performance[index] })
                      : t('iep.performance.set', { percent: performance[index] })
                    : t('iep.performance.none')}
                </span>
                {evidenceFor
                  ? targets
                      .filter((target) => target.goal === index)
                      .map((target) => <GoalGameEvidence key={target.game} {...evidenceFor} target={target} />)
                  : null}
              </li>
            ))}
          </ol>
        </dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-slate-600">{t('iep.field.therapistFeedback')}</dt>
        <dd className="break-words whitespace-pre-line text-slate-900">{version.therapistFeedback || '—'}</dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-slate-600">{t('iep.field.doctorFeedback')}</dt>
        <dd className="break-words whitespace-pre-line text-slate-900">{version.doctorFeedback || '—'}</dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-slate-600">{t('iep.field.video')}</dt>
        <dd>
          {version.childVideo ? (
            <SessionVideo
              video={version.childVideo}
              label={t('iep.video.label', { month: monthLabel, version: version.version })}
            />
          ) : (
            '—'
          )}
        </dd>
      </div>
    </dl>
  )
}
