import { ENQUIRY_ARCHIVED, ENQUIRY_NEW, ENQUIRY_UPDATED } from '@app/enquiries/events'
import { onEvent } from '@app/platform/events'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useSession } from '../../hooks/use-session'
import { useCentreSocket, type CentreSubscriber } from '../../lib/centre-socket'
import { getStoredCentreId } from '../../lib/session'
import { applyEnquiryEvent } from './enquiry-events-cache'

/**
 * Listens to the signed-in admin's centre for enquiry events, on the admin's one shared connection
 * (useCentreSocket), and applies each to the query cache (applyEnquiryEvent). Mounted by the admin's frame, so
 * the list, the details and the menu's New count all follow, whichever screen is open.
 */
export function useEnquiryEvents(): void {
  const session = useSession()
  const centreId = session?.centreId ?? getStoredCentreId()
  const queryClient = useQueryClient()
  const subscribe = useCallback<CentreSubscriber>(
    (socket, onResync) => {
      if (!centreId) return () => undefined
      // Not on the first connection, which the screens' own loads cover.
      onResync(() => void applyEnquiryEvent(queryClient, centreId, { kind: 'resync' }))
      const offs = [
        onEvent(socket, ENQUIRY_NEW, (enquiry) => applyEnquiryEvent(queryClient, centreId, { kind: 'new', enquiry })),
        onEvent(socket, ENQUIRY_UPDATED, (enquiry) =>
          applyEnquiryEvent(queryClient, centreId, { kind: 'updated', enquiry }),
        ),
        onEvent(socket, ENQUIRY_ARCHIVED, (change) =>
          applyEnquiryEvent(queryClient, centreId, { kind: 'archived', change }),
        ),
      ]
      return () => offs.forEach((off) => off())
    },
    [centreId, queryClient],
  )
  useCentreSocket(centreId ? subscribe : null)
}
