import type { ReactNode } from 'react'
import { usePageTitle } from '../../hooks/use-page-title'
import { useMessages } from '../../i18n/messages'
import { common } from '../../lib/common-messages'

/** A centred message page (403, 404) with an icon, a code, a heading and actions. */
export function StatusPage({
  code,
  title,
  icon,
  children,
  actions,
}: {
  code: string
  title: string
  icon: ReactNode
  children?: ReactNode
  actions: ReactNode
}) {
  usePageTitle(title)
  const t = useMessages(common)
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-teal-50 text-teal-700 [&_svg]:size-8">
        {icon}
      </div>
      <p className="text-sm font-semibold tracking-wider text-teal-700 uppercase">{t('common.errorCode', { code })}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {children ? <div className="mt-4 text-slate-600">{children}</div> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  )
}
