import { useCallback, useEffect, useState } from 'react'

/** The side menu sits beside the content from this width; below it, it auto-closes (docs/product.md §4.1). */
export const SIDE_MENU_DESKTOP_QUERY = '(min-width: 1024px)'

function isDesktop(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(SIDE_MENU_DESKTOP_QUERY).matches
}

/** Open state of the collapsible side menu: open on wide screens, closed under 1024 px. */
export function useSideMenu() {
  const [isOpen, setIsOpen] = useState(isDesktop)

  useEffect(() => {
    const list = window.matchMedia(SIDE_MENU_DESKTOP_QUERY)
    const onChange = (event: MediaQueryListEvent) => setIsOpen(event.matches)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [])

  const toggle = useCallback(() => setIsOpen((open) => !open), [])
  const close = useCallback(() => setIsOpen(false), [])
  // On narrow screens the menu overlays the page, so following a link should put it away.
  const closeIfOverlay = useCallback(() => {
    if (!isDesktop()) setIsOpen(false)
  }, [])

  return { isOpen, toggle, close, closeIfOverlay }
}
