import { useEffect } from 'react'
import { pageTitle } from '../lib/brand'

/** Sets the document title to "{page} | Child Development Centres" while the page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page)
  }, [page])
}
