import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { router } from './app/router'
import { setUnauthorizedHandler } from './lib/api'
import { clearSession, getValidSession, hasStoredToken } from './lib/session'
import './index.css'

// A stored token re-authenticates at start; an expired or unreadable one ends the session.
if (hasStoredToken() && !getValidSession()) {
  clearSession()
  if (window.location.pathname !== '/login') window.history.replaceState(null, '', '/login')
}

// Any authenticated call answering 401 ends the session.
setUnauthorizedHandler(() => {
  clearSession()
  void router.navigate({ to: '/login', replace: true })
})

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
