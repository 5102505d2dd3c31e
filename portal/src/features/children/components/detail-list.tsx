import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'

/** One labelled value of a record. */
export function Detail({ label, value }: { label: string; value: ReactNode }) {
  const isEmpty = value === null || value === undefined || (typeof value === 'string' && !value.trim())
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{isEmpty ? '—' : value}</dd>
    </div>
  )
}

/** A titled card of details (personal, school, parent information). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2">{children}</dl>
      </CardContent>
    </Card>
  )
}
