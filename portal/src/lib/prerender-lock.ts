import { useEffect } from 'react'

/** The fieldset portal/prerender-pages.ts puts around a prerendered page's root, disabled until the app runs. */
export const PRERENDER_LOCK_ID = 'prerendered-lock'

/** Renders nothing; once the first render or hydration has committed, the page's fields become usable. */
export function PrerenderUnlock() {
  useEffect(() => document.getElementById(PRERENDER_LOCK_ID)?.removeAttribute('disabled'), [])
  return null
}
