// Build time only (portal/prerender-pages.ts): the markup of a signed-out page, so its HTML shows the
// page before any JavaScript has run. The browser's app then renders the same markup over it (main.tsx).
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createAppRouter } from './app/router'
import { DEFAULT_LOCALE } from './i18n/locales'
import { i18n } from './i18n/messages'
import { MessagesProvider } from './i18n/provider'

// Here the catalogues are read as written (Vite compiles them only in the browser build), so Lingui compiles
// each message as it is used.
i18n.setMessagesCompiler(compileMessage)

/** The attribute that marks a prerendered page's fields, disabled until the app runs. */
export { PRERENDER_LOCK_ID } from './lib/prerender-lock'

/**
 * The page at `url` in a language: English, or another offered language with its catalogues as written
 * (`messages`: every namespace of src/locales/<locale>/, merged).
 */
export async function prerender(
  url: string,
  language: { locale: string; messages: Record<string, string> } = { locale: DEFAULT_LOCALE, messages: {} },
): Promise<string> {
  // The route loads in English, as in the browser, where the language's catalogues load once the screen's modules
  // are here (here they are all given at once).
  i18n.activate(DEFAULT_LOCALE)
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  if (language.locale !== DEFAULT_LOCALE) i18n.load(language.locale, language.messages)
  i18n.activate(language.locale)
  return renderToString(
    <MessagesProvider>
      <RouterProvider router={router} />
    </MessagesProvider>,
  )
}

/**
 * The paths of the router's pages (`/admindashboard/child/$childId`, `/parentdashboard/$`...), for the server to
 * tell a portal page from an unknown path under the portal's prefixes (modules/server/src/portal-paths.ts).
 */
export function routerPaths(): string[] {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) })
  return Object.keys(router.routesByPath)
    .filter((path) => path !== '/')
    .sort()
}
