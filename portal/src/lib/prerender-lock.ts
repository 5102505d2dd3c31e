import { useEffect } from 'react'

/**
 * The attribute portal/prerender-pages.ts puts, with `disabled`, on each field and button of a prerendered page
 * until the app runs.
 */
export const PRERENDER_LOCK_ID = 'data-prerender-locked'

/** Renders nothing; once the first render or hydration has committed, the page's fields become usable. */
export function PrerenderUnlock() {
  useEffect(() => {
    for (const field of document.querySelectorAll(`[${PRERENDER_LOCK_ID}]`)) {
      field.removeAttribute('disabled')
      field.removeAttribute(PRERENDER_LOCK_ID)
    }
  }, [])
  return null
}
