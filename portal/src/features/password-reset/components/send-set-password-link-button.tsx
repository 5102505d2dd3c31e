import { KeyRound, Loader2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { serverMessage } from '../../../lib/api-errors'
import { useSendSetPasswordLink } from '../api/send-set-password-link'

/**
 * For staff: e-mails a parent a link to set their own password (a parent the centre registered, or a
 * walk-in parent who lost the welcome mail). The link only ever goes to the parent's mailbox.
 */
export function SendSetPasswordLinkButton({ parent }: { parent: { _id: string; name: string | null } }) {
  const send = useSendSetPasswordLink()
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-700">
        Parent cannot sign in? Send them an e-mail with a link to set their own password.
      </p>
      <Button
        type="button"
        variant="outline"
        className="ml-auto"
        disabled={send.isPending}
        onClick={async () => {
          try {
            const { message } = await send.mutateAsync(parent._id)
            toast({ title: message, variant: 'success' })
          } catch (error) {
            toast({
              title: serverMessage(error) ?? 'The email could not be sent. Please try again later.',
              variant: 'error',
            })
          }
        }}
      >
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
        Send set-password link
      </Button>
    </div>
  )
}
