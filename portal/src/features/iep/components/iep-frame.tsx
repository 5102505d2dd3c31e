import type { ReactNode } from 'react'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useMessages } from '../../../i18n/messages'
import type { ReportChild } from '../iep-pdf-content'
import { iepMessages } from '../messages'

export function Frame({
  title,
  child,
  back,
  actions,
  children,
}: {
  title: string
  child: ReportChild | null
  back: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  usePageTitle(title)
  const t = useMessages(iepMessages)
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {child?.name ? (
            <p className="text-slate-700">
              {t('iep.screen.child', { name: child.name, centre: child.centreName ?? '—' })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {back}
          {actions}
        </div>
      </div>
      {children}
    </div>
  )
}
