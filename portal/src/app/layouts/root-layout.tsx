import { Outlet, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LazyToaster } from '../../components/ui/lazy-toaster'
import { useSession } from '../../hooks/use-session'
import { clearSession } from '../../lib/session'
import { useMessages } from '../../i18n/messages'
import { common } from '../../lib/common-messages'

// setTimeout fires at once for delays beyond a signed 32-bit integer.
const MAX_TIMER_MS = 2_147_483_647

/** Signs out when the token expires while the app is open. */
function useSessionExpiry(): void {
  const session = useSession()
  const navigate = useNavigate()
  useEffect(() => {
    if (!session?.expiresAt) return
    const delay = session.expiresAt * 1000 - Date.now()
    if (delay > MAX_TIMER_MS) return
    const timer = setTimeout(
      () => {
        clearSession()
        void navigate({ to: '/login', replace: true })
      },
      Math.max(delay, 0),
    )
    return () => clearTimeout(timer)
  }, [session, navigate])
}

export function RootLayout() {
  useSessionExpiry()
  const t = useMessages(common)
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-teal-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:outline-none focus:ring-2 focus:ring-teal-600"
      >
        {t('common.skipToContent')}
      </a>
      <Outlet />
      <LazyToaster />
    </>
  )
}
