import type { ReactNode } from 'react'
import { usePageTitle } from '../../hooks/use-page-title'
import { useMessages } from '../../i18n/messages'
import { common } from '../../lib/common-messages'
import { Card, CardContent } from '../ui/card'

/** A page whose screens arrive in a later release: heading, a short note, optional actions. */
export function PlaceholderPage({
  title,
  description,
  icon,
  children,
}: {
  title: string
  description: string
  icon: ReactNode
  children?: ReactNode
}) {
  usePageTitle(title)
  const t = useMessages(common)
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <Card className="mt-6">
        <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row sm:items-center">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700 [&_svg]:size-6">
            {icon}
          </div>
          <div className="grid gap-1">
            <p className="font-medium text-slate-900">{t('common.comingSoon')}</p>
            <p className="text-slate-600">{description}</p>
          </div>
        </CardContent>
        {children ? <div className="flex flex-wrap gap-3 px-6 pb-6">{children}</div> : null}
      </Card>
    </div>
  )
}
