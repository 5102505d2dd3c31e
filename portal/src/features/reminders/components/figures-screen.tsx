import { useState } from 'react'
import { clinicToday } from '@app/platform/clinic-time'
import { LoadError } from '../../../components/layout/load-error'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useMessages } from '../../../i18n/messages'
import { useMonthFigures } from '../api/get-month-figures'
import { remindersMessages } from '../messages'

/**
 * /admindashboard/reminders: the month's appointments per branch and doctor, how many were confirmed, cancelled
 * and missed (docs/api/reminders.md, "Figures"): whether reminders cut no-shows.
 */
export function FiguresScreen() {
  const t = useMessages(remindersMessages)
  usePageTitle(t('reminders.figures.title'))
  const [month, setMonth] = useState(clinicToday().slice(0, 7))
  const figures = useMonthFigures(month)
  const rows = figures.data?.rows ?? []
  const cell = 'p-2 text-end tabular-nums'
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('reminders.figures.title')}</h1>
      <p className="text-slate-700">{t('reminders.figures.intro')}</p>
      <form role="search" className="grid max-w-xs gap-1" onSubmit={(event) => event.preventDefault()}>
        <Label htmlFor="figures-month">{t('reminders.figures.month')}</Label>
        <Input
          id="figures-month"
          type="month"
          value={month}
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value)
          }}
        />
      </form>
      {figures.isError ? (
        <LoadError message={t('reminders.figures.loadFailed')} onRetry={() => void figures.refetch()} />
      ) : null}
      {figures.isPending ? (
        <p role="status" className="text-slate-600">
          {t('reminders.figures.loading')}
        </p>
      ) : null}
      {figures.data && rows.length === 0 ? <p className="text-slate-700">{t('reminders.figures.empty')}</p> : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto" role="region" aria-label={t('reminders.figures.title')} tabIndex={0}>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b-2 border-slate-800 text-start">
                <th scope="col" className="p-2">
                  {t('reminders.figures.branch')}
                </th>
                <th scope="col" className="p-2">
                  {t('reminders.figures.doctor')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('reminders.figures.appointments')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('reminders.figures.confirmed')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('reminders.figures.cancelled')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('reminders.figures.noShow')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.centre._id}-${row.doctor._id}`} className="border-b border-slate-300">
                  <td className="p-2">{row.centre.name}</td>
                  <td className="p-2 font-medium">{row.doctor.name}</td>
                  <td className={cell}>{row.appointments}</td>
                  <td className={cell}>{row.confirmed}</td>
                  <td className={cell}>{row.cancelled}</td>
                  <td className={cell}>{row.noShow}</td>
                </tr>
              ))}
            </tbody>
            {figures.data ? (
              <tfoot>
                <tr className="border-t-2 border-slate-800 font-semibold">
                  <th scope="row" colSpan={2} className="p-2 text-start">
                    {t('reminders.figures.total')}
                  </th>
                  <td className={cell}>{figures.data.totals.appointments}</td>
                  <td className={cell}>{figures.data.totals.confirmed}</td>
                  <td className={cell}>{figures.data.totals.cancelled}</td>
                  <td className={cell}>{figures.data.totals.noShow}</td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}
    </div>
  )
}
