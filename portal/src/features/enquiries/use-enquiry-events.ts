import { ENQUIRY_ARCHIVED, ENQUIRY_NEW, ENQUIRY_UPDATED } from '@app/enquiries/events'
import { onEvent } from '@app/platform/events'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { io } from 'socket.io-client'
import { useSession } from '../../hooks/use-session'
import { getStoredCentreId } from '../../lib/session'
import { applyEnquiryEvent } from './enquiry-events-cache'

/**
 * Listens to the signed-in admin's centre over Socket.IO (same origin, `auth: { token }`) for enquiry events
 * and applies each to the query cache (applyEnquiryEvent). Mounted by the admin's frame, so the list, the
 * details and the menu's New count all follow, whichever screen is open. Closes on unmount and sign-out.
 */
export function useEnquiryEvents(): void {
  const session = useSession()
  const token = session?.token ?? null
  const centreId = session?.centreId ?? getStoredCentreId()
  const queryClient = useQueryClient()

  useEffect(() => {
    if (!token || !centreId) return
    const socket = io({ auth: { token } })
    let hasBeenReady = false
    socket.on('ready', () => {
      // Not on the first connection, which the screens' own loads cover.
      if (hasBeenReady) void applyEnquiryEvent(queryClient, centreId, { kind: 'resync' })
      hasBeenReady = true
    })
    onEvent(socket, ENQUIRY_NEW, (enquiry) => applyEnquiryEvent(queryClient, centreId, { kind: 'new', enquiry }))
    onEvent(socket, ENQUIRY_UPDATED, (enquiry) =>
      applyEnquiryEvent(queryClient, centreId, { kind: 'updated', enquiry }),
    )
    onEvent(socket, ENQUIRY_ARCHIVED, (change) =>
      applyEnquiryEvent(queryClient, centreId, { kind: 'archived', change }),
    )
    return () => {
      socket.removeAllListeners()
      socket.disconnect()
    }
  }, [token, centreId, queryClient])
}
