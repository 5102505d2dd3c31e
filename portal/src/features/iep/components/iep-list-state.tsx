import { Loader2 } from 'lucide-react'
import { LoadError } from '../../../components/layout/load-error'
import { useMessages } from '../../../i18n/messages'
import { ApiError } from '../../../lib/api'
import { type useIeps } from '../api/get-ieps'
import { iepMessages } from '../messages'

export function ListState({ query, empty }: { query: ReturnType<typeof useIeps>; empty: string }) {
  const t = useMessages(iepMessages)
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404
    return isMissing ? (
      <p role="alert" className="rounded-xl bg-slate-100 p-4 font-medium text-slate-800">
        {t('iep.childNotFound')}
      </p>
    ) : (
      <LoadError message={t('iep.loadFailed')} onRetry={() => void query.refetch()} />
    )
  }
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t('iep.loading')}
      </p>
    )
  }
  if (query.data.length === 0)
    return <p className="rounded-xl bg-slate-100 p-6 text-center font-medium text-slate-800">{empty}</p>
  return null
}
