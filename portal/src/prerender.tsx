// Build time only (portal/prerender-pages.ts): the markup of a signed-out page, so its HTML shows the
// page before any JavaScript has run. The browser's app then renders the same markup over it (main.tsx).
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createAppRouter } from './app/router'

/** The fieldset around a prerendered page's root that keeps its fields disabled until the app runs. */
export { PRERENDER_LOCK_ID } from './lib/prerender-lock'

export async function prerender(url: string): Promise<string> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}
