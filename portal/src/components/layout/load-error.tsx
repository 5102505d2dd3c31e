import { RefreshCw } from 'lucide-react'
import { useMessages } from '../../i18n/messages'
import { common } from '../../lib/common-messages'
import { Button } from '../ui/button'

/** A load that failed: its message and a Retry button (docs/product.md §4.7). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages(common)
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4">
      <p className="font-medium text-red-800">{message}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {t('common.retry')}
      </Button>
    </div>
  )
}
