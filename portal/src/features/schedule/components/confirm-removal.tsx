import { Loader2, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { toast } from '../../../hooks/use-toast'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { serverMessage } from '../../../lib/api-errors'
import { scheduleMessages } from '../messages'

/**
 * Asks before removing a holiday or a leave: Cancel, or the destructive confirm. Either way the dialog closes with
 * a toast saying what happened (the server's answer, or why it failed); the list refreshes through the mutation.
 */
export function ConfirmRemovalDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  isPending,
  remove,
  onClose,
}: {
  isOpen: boolean
  title: string
  description: string
  confirmLabel: string
  isPending: boolean
  /** The removal itself (a mutation's mutateAsync): its answer's message is shown. */
  remove: () => Promise<{ message: string }>
  onClose: () => void
}) {
  const t = useMessages(scheduleMessages)
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} description={description}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
          {t('schedule.cancel')}
        </Button>
        <Button
          type="button"
          variant="destructive"
          disabled={isPending}
          // Closed once the answer is in, whichever it is: the toast says how it went.
          onClick={() =>
            void remove()
              .then(
                (answer) => toast({ title: localizeServerMessage(answer.message), variant: 'success' }),
                (error: unknown) =>
                  toast({ title: serverMessage(error) ?? t('schedule.saveFailed'), variant: 'error' }),
              )
              .finally(onClose)
          }
        >
          {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
