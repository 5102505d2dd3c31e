import { KeyRound, Loader2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { useMessages } from '../../../i18n/messages'
import { serverMessage } from '../../../lib/api-errors'
import { useSendSetPasswordLink } from '../api/send-set-password-link'
import { passwordResetMessages } from '../messages'

/**
 * For staff: e-mails a parent a link to set their own password (a parent the centre registered, or a
 * walk-in parent who lost the welcome mail). The link only ever goes to the parent's mailbox.
 */
export function SendSetPasswordLinkButton({ parent }: { parent: { _id: string; name: string | null } }) {
  const t = useMessages(passwordResetMessages)
  const send = useSendSetPasswordLink()
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-700">{t('passwordReset.sendLink.intro')}</p>
      <Button
        type="button"
        variant="outline"
        className="ms-auto"
        disabled={send.isPending}
        onClick={async () => {
          try {
            const { message } = await send.mutateAsync(parent._id)
            toast({ title: message, variant: 'success' })
          } catch (error) {
            toast({
              title: serverMessage(error) ?? t('passwordReset.sendLink.failed'),
              variant: 'error',
            })
          }
        }}
      >
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
        {t('passwordReset.sendLink.button')}
      </Button>
    </div>
  )
}
