import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createAppRouter, type AppRouter } from './app/router'
import { deviceDrawsLanguageNames } from './i18n/language-name-devices'
import { DEFAULT_LOCALE } from './i18n/locales'
import { activateLocale, deviceLocale, savedLocale, tellServerLocale } from './i18n/messages'
import { MessagesProvider } from './i18n/provider'
import { setUnauthorizedHandler } from './lib/api'
import { firstRenderReady } from './lib/first-render'
import { whenIdle } from './lib/when-idle'
import { PrerenderUnlock } from './lib/prerender-lock'
import { getSession, getValidSession, hasStoredToken } from './lib/session'
import { verifyStoredSession } from './lib/session-check'
import { signOutThisPage } from './lib/session-resume'
import { onSignOutElsewhere } from './lib/session-tabs'
import { endServerSession } from './features/auth/api/logout'
import './index.css'

// The browser's router, made once the app's modules have run (below).
let router: AppRouter | undefined

function signOutToLogin(): void {
  signOutThisPage()
  if (router) void router.navigate({ to: '/login', replace: true })
  else window.history.replaceState(null, '', '/login')
}

// A stored token re-authenticates at start: an expired or unreadable one ends the session at once,
// one the server no longer accepts (revoked, expired there) as soon as GET /api/users/me says so.
const storedSession = getValidSession()
if (hasStoredToken() && !storedSession) {
  signOutThisPage()
  if (window.location.pathname !== '/login') window.history.replaceState(null, '', '/login')
} else if (storedSession) {
  void verifyStoredSession(storedSession.token).then((isValid) => {
    if (!isValid && getValidSession()?.token === storedSession.token) signOutToLogin()
  })
}

// Any authenticated call answering 401 ends the session.
setUnauthorizedHandler(signOutToLogin)

// Signing out in one tab signs out every tab of the browser (decision 055), at once. This tab's own session is ended
// on the server too: it may be a second sign-in, not the one the other tab ended. Not announced again: no echo.
onSignOutElsewhere(() => {
  const token = getSession()?.token
  if (!token) return
  signOutToLogin()
  void endServerSession(token)
})

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')

// English is there from the start; a language chosen on an earlier visit loads its catalogues first: those of the
// first screen, once its modules are here (they name the namespaces it shows; index.html's script has already asked
// for the chunk that holds them).
const chosenLocale = savedLocale()
// The server's copy of the choice follows the device's (a cookie cleared, or a choice made before there was one).
tellServerLocale(deviceLocale() ?? DEFAULT_LOCALE)

// The first render waits for the route's screen. A prerendered page (/login, /register:
// portal/prerender-pages.ts) is hydrated: React attaches to its DOM instead of rebuilding it. Should the
// markup differ (a signed-in visitor redirected away), React renders afresh, quietly. Otherwise the first
// render is a transition, which yields to the browser every few milliseconds instead of holding it; so is the
// hydration (outside a transition React hydrates a root in one piece: 25-30 ms of main thread on a fast desktop,
// a long task four times over on a mid-range phone, after the prerendered form is already on screen).
// It also waits (1 s at most) for the data the route's loaders asked for, so the screen is drawn once, with it.
// The router is made, and then loads the route, each in a task of its own rather than in the one that runs the app's
// modules: the three together were one long task (20 ms of main thread on a fast desktop, 80 on the slow-phone
// profile) after the last script had arrived, which is what set the parent's home's time to interactive
// (decision 067).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))
const routerReady = nextTask().then(() => (router = createAppRouter()))
void routerReady
  .then((made) => nextTask().then(() => made.load()))
  .catch(() => undefined) // the router shows its own error
  .then(() => (chosenLocale ? activateLocale(chosenLocale) : undefined))
  .catch(() => undefined) // English, then: the switcher can try again
  .then(() => firstRenderReady(1000))
  .catch(() => undefined) // drawn however the wait ended
  .then(() => routerReady)
  .then((made) => {
    const app = (
      <StrictMode>
        <MessagesProvider>
          <RouterProvider router={made} />
        </MessagesProvider>
        <PrerenderUnlock />
      </StrictMode>
    )
    if (container.hasChildNodes()) {
      // TanStack Router's own mark of a server-rendered page: the route tree renders as it did in the
      // prerender (no extra Suspense boundary at the top) and is not loaded a second time.
      made.ssr = { manifest: undefined }
      startTransition(() => {
        hydrateRoot(container, app, { onRecoverableError: () => {} })
      })
    } else {
      const root = createRoot(container)
      startTransition(() => root.render(app))
    }
    // The language switcher's own faces, once the page is drawn: kept out of the stylesheet that blocks the first
    // paint (i18n/language-name-faces.ts, decision 069), and not fetched at all by a device that has its own fonts
    // for both scripts, as every Android phone has (decision 073).
    whenIdle(() => {
      void deviceDrawsLanguageNames().then(async (ownFonts) => {
        if (!ownFonts) (await import('./i18n/language-name-faces')).addLanguageNameFaces()
      })
    })
  })
