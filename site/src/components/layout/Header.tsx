import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import type { CommonData } from '@app/content/types'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { DESKTOP_QUERY, DROPDOWN_CLOSE_MS, isCurrent, mainNav, type NavItem, type NavLink } from './nav.ts'

const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches

/**
 * The visitor header. Desktop: dropdowns open on hover or keyboard focus and close 300 ms after the
 * pointer leaves. Mobile: a hamburger menu whose sections are an accordion (one open at a time),
 * closed by a click outside. Without JavaScript every entry is still a plain link. The language switcher sits in a
 * slim row above the bar on wide screens and at the foot of the mobile menu.
 */
export function Header({
  common,
  path,
  onAppointment,
}: {
  common: CommonData
  path: string
  onAppointment: () => void
}) {
  const [openId, setOpenId] = useState<string | null>(null)
  const [isMenuOpen, setMenuOpen] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const headerRef = useRef<HTMLElement>(null)
  const nav = mainNav(common.services)
  const { t, href } = useI18n()
  const labelOf = (link: NavLink) => (typeof link.label === 'string' ? t(link.label) : link.label.text)

  const cancelClose = () => clearTimeout(closeTimer.current)
  const closeSoon = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpenId(null), DROPDOWN_CLOSE_MS)
  }

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  // A click or tap outside the header closes the mobile menu.
  useEffect(() => {
    if (!isMenuOpen) return
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) {
        setMenuOpen(false)
        setOpenId(null)
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isMenuOpen])

  // Growing to the desktop layout resets whatever the mobile menu had open.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY)
    const onChange = () => {
      if (query.matches) {
        setOpenId(null)
        setMenuOpen(false)
      }
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  const itemHandlers = (item: NavItem) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !isDesktop()) return
      cancelClose()
      setOpenId(item.id)
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && isDesktop()) closeSoon()
    },
    onFocus: () => {
      if (!isDesktop()) return
      cancelClose()
      setOpenId(item.id)
    },
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!isDesktop() || event.currentTarget.contains(event.relatedTarget as Node | null)) return
      setOpenId((current) => (current === item.id ? null : current))
    },
    onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => {
      if (event.key !== 'Escape' || openId !== item.id) return
      setOpenId(null)
      event.currentTarget.querySelector('a')?.focus()
    },
  })

  return (
    <header className="site-header" ref={headerRef}>
      <LanguageSwitcher path={path} className="language-bar container" />
      <div className="container header-inner">
        <a href={href('/')} className="brand">
          <svg className="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <circle cx="16" cy="16" r="16" fill="#0f766e" />
            <circle cx="16" cy="11" r="5" fill="#fde68a" />
            <path d="M7 26c1.5-6 5-8 9-8s7.5 2 9 8" fill="#fff" />
          </svg>
          <span>{common.settings.siteName}</span>
        </a>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={isMenuOpen}
          aria-controls="site-menu"
          onClick={() => {
            setMenuOpen((open) => !open)
            setOpenId(null)
          }}
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>
        <nav id="site-menu" className={`menu${isMenuOpen ? ' is-open' : ''}`} aria-label={t('header.mainMenu')}>
          <ul className="menu-list">
            {nav.map((item) => {
              const isOpen = openId === item.id
              const isActive =
                isCurrent(path, item.href) || Boolean(item.children?.some((child) => isCurrent(path, child.href)))
              return (
                <li
                  key={item.id}
                  className={`menu-item${item.children ? ' has-sub' : ''}${isOpen ? ' is-open' : ''}`}
                  {...(item.children ? itemHandlers(item) : {})}
                >
                  <a
                    href={href(item.href)}
                    className={`menu-link${isActive ? ' is-active' : ''}`}
                    aria-current={isCurrent(path, item.href) ? 'page' : undefined}
                  >
                    {labelOf(item)}
                  </a>
                  {item.children && (
                    <>
                      <button
                        type="button"
                        className="sub-toggle"
                        aria-expanded={isOpen}
                        aria-controls={`submenu-${item.id}`}
                        onClick={() => {
                          cancelClose()
                          setOpenId((current) => (current === item.id ? null : item.id))
                        }}
                      >
                        <span className="visually-hidden">{t('header.submenu', { label: labelOf(item) })}</span>
                        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                        </svg>
                      </button>
                      <ul id={`submenu-${item.id}`} className="submenu">
                        {item.children.map((child) => (
                          <li key={child.href}>
                            <a href={href(child.href)} aria-current={isCurrent(path, child.href) ? 'page' : undefined}>
                              {labelOf(child)}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </li>
              )
            })}
          </ul>
          <LanguageSwitcher path={path} className="menu-languages" />
        </nav>
        <a
          href={href('/ourbranches')}
          className="button appointment-button"
          role="button"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault()
            setMenuOpen(false)
            onAppointment()
          }}
          onKeyDown={(event) => {
            if (event.key !== ' ') return
            event.preventDefault()
            onAppointment()
          }}
        >
          {t('header.appointment')}
        </a>
      </div>
    </header>
  )
}
