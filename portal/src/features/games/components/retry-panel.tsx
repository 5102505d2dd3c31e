import { RefreshCw } from 'lucide-react'
import { useMessages } from '../../../i18n/messages'
import { common } from '../../../lib/common-messages'

/**
 * A load that failed, with Retry: the portal's LoadError, drawn here so the games' pages stay out of the signed-in
 * screens' shared chunks (a visitor opening a game downloads only the games).
 */
export function RetryPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages(common)
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4">
      <p className="font-medium text-red-800">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-12 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('common.retry')}
      </button>
    </div>
  )
}
