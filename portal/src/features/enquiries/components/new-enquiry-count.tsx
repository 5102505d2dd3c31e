import { useSession } from '../../../hooks/use-session'
import { useMessages } from '../../../i18n/messages'
import { getStoredCentreId } from '../../../lib/session'
import { useNewEnquiryCount } from '../api/get-new-count'
import { enquiriesMessages } from '../messages'

/** The side menu's badge on 'JWL Enquiries': how many of the centre's enquiries are still New ("3 new"). */
export function NewEnquiryCount() {
  const t = useMessages(enquiriesMessages)
  const session = useSession()
  const count = useNewEnquiryCount(session?.centreId ?? getStoredCentreId()).data
  if (!count) return null
  return (
    <span
      data-testid="new-enquiry-count"
      className="ms-auto rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white"
    >
      {t('enquiries.menu.newCount', { count })}
    </span>
  )
}
