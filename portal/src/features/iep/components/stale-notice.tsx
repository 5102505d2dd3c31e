import type { IepVersionDto } from '@app/iep/schema'
import { RefreshCw } from 'lucide-react'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { useMessages } from '../../../i18n/messages'
import { iepMessages } from '../messages'
import { VersionAuthor } from './version-details'

/** A save was refused as stale: the message, and the version now saved that the next save builds on. */
export function StaleNotice({ message, saved }: { message: string; saved: IepVersionDto | null }) {
  const t = useMessages(iepMessages)
  return (
    <div role="alert" className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-start gap-2 font-medium">
        <RefreshCw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {localizeServerMessage(message)}
      </p>
      {saved ? (
        <div className="grid gap-1">
          <p>{t('iep.stale.reloaded')}</p>
          <VersionAuthor version={saved} />
          <p className="break-words">
            <span className="font-medium">{t('iep.field.longTerm')}: </span>
            {saved.target}
          </p>
          <ol className="list-decimal ps-5">
            {saved.goals.map((goal, index) => (
              <li key={index} className="break-words">
                {goal}
              </li>
            ))}
          </ol>
          {saved.therapistFeedback ? (
            <p className="break-words">
              <span className="font-medium">{t('iep.field.therapistFeedback')}: </span>
              {saved.therapistFeedback}
            </p>
          ) : null}
          {saved.doctorFeedback ? (
            <p className="break-words">
              <span className="font-medium">{t('iep.field.doctorFeedback')}: </span>
              {saved.doctorFeedback}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
