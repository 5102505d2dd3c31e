import { Link, Outlet, useLocation, type LinkOptions } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { PanelLeft, PanelLeftClose, X } from 'lucide-react'
import { useEffect, useId } from 'react'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/utils'
import { useSideMenu } from '../hooks/use-side-menu'
import { useMessages } from '../../../i18n/messages'
import { shell, type ShellMessageId } from '../messages'

export interface SideMenuItem {
  label: ShellMessageId
  icon: LucideIcon
  /** The path this item stands for; used to mark the current page. */
  href: string
  link: LinkOptions
  /** Shown after the label, e.g. a count of new items (its text is part of the link's name). */
  badge?: ReactNode
}

/** Dashboard frame with a collapsible 16rem side menu and the sub-page beside it. */
export function SideMenuLayout({ title: titleId, items }: { title: ShellMessageId; items: readonly SideMenuItem[] }) {
  const t = useMessages(shell)
  const title = t(titleId)
  const { isOpen, toggle, close, closeIfOverlay } = useSideMenu()
  const menuId = useId()
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/+$/, '') || '/' })

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeIfOverlay()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [isOpen, closeIfOverlay])

  return (
    <div className="flex min-h-[calc(100dvh-4rem)]">
      {isOpen ? (
        <div aria-hidden="true" className="fixed inset-0 top-16 z-20 bg-slate-900/30 lg:hidden" onClick={close} />
      ) : null}
      <aside
        id={menuId}
        aria-label={title}
        className={cn(
          'w-64 shrink-0 border-e border-slate-200 bg-white',
          isOpen
            ? 'fixed top-16 bottom-0 start-0 z-20 overflow-y-auto shadow-xl lg:sticky lg:h-[calc(100dvh-4rem)] lg:shadow-none'
            : 'hidden',
        )}
      >
        <nav className="p-3">
          <div className="flex items-center justify-between gap-2 pb-1">
            <p className="px-3 py-2 text-xs font-semibold tracking-wider text-slate-600 uppercase">{title}</p>
            <Button
              variant="ghost"
              size="icon-sm"
              className="lg:hidden"
              onClick={close}
              aria-label={t('shell.sideMenu.close')}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
          <ul className="grid gap-1">
            {items.map((item) => {
              const isCurrent = pathname === item.href
              const Icon = item.icon
              return (
                <li key={item.href}>
                  <Link
                    {...item.link}
                    onClick={closeIfOverlay}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600',
                      isCurrent ? 'bg-teal-50 text-teal-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )}
                  >
                    <Icon className={cn('size-5', isCurrent ? 'text-teal-700' : 'text-slate-500')} aria-hidden="true" />
                    {t(item.label)}
                    {item.badge}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <div className="px-4 pt-4 sm:px-6 print:hidden">
          <Button variant="outline" size="sm" onClick={toggle} aria-expanded={isOpen} aria-controls={menuId}>
            {isOpen ? <PanelLeftClose aria-hidden="true" /> : <PanelLeft aria-hidden="true" />}
            {isOpen ? t('shell.sideMenu.hide') : t('shell.sideMenu.show')}
          </Button>
        </div>
        <Outlet />
      </div>
    </div>
  )
}
