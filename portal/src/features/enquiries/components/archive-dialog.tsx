import type { EnquirySummaryDto } from '@app/enquiries/schema'
import { Archive, Loader2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { toast } from '../../../hooks/use-toast'
import { useMessages } from '../../../i18n/messages'
import { useArchiveEnquiry } from '../api/archive-enquiry'
import { enquiriesMessages } from '../messages'

/** Asks before archiving, and says that archiving keeps the enquiry (it moves to Archived). */
export function ArchiveDialog({
  enquiry,
  onClose,
  onArchived,
}: {
  enquiry: Pick<EnquirySummaryDto, 'referenceId' | 'childName'> | null
  onClose: () => void
  onArchived?: () => void
}) {
  const t = useMessages(enquiriesMessages)
  const archive = useArchiveEnquiry()
  return (
    <Dialog
      isOpen={enquiry !== null}
      onClose={onClose}
      title={t('enquiries.archive.title', { child: enquiry?.childName ?? '' })}
      description={t('enquiries.archive.notDeletion')}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('enquiries.archive.cancel')}
        </Button>
        <Button
          type="button"
          disabled={archive.isPending}
          onClick={() => {
            if (!enquiry) return
            archive.mutate(enquiry.referenceId, {
              onSuccess: () => {
                toast({ title: t('enquiries.archive.done'), variant: 'success' })
                onClose()
                onArchived?.()
              },
              onError: (error) => toast({ title: error.message || t('enquiries.archive.failed'), variant: 'error' }),
            })
          }}
        >
          {archive.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {t('enquiries.archive.confirm')}
        </Button>
      </div>
    </Dialog>
  )
}
