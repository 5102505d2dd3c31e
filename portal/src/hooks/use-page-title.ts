import { useEffect } from 'react'
import { pageTitle } from '../lib/brand'

/** Sets the document title to "{page} | Portal" while the page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page)
  }, [page])
}
