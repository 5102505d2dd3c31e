import { Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { usePageTitle } from '../../../hooks/use-page-title'
import { appointmentsMessages } from '../messages'

/** The frame of every appointments screen: heading, optional intro, content. */
export function PageFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title)
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
      <div className="mt-6 grid grid-cols-1 gap-4">{children}</div>
    </div>
  )
}

/** Shown while a list loads. */
export function Loading({ label }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      {label ?? appointmentsMessages.t('appointments.loading')}
    </p>
  )
}
