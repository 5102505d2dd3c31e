import { useId, useState } from 'react'
import { DataTable } from '../../../components/data-table'
import { formatDay, formatMonthName, formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import type { GoalProgress } from '../iep-view'
import { iepMessages } from '../messages'
import { progressChartGeometry } from '../progress-chart-geometry'

/**
 * One short-term goal's progress across the plan: session entries (dots joined by a line), each month's %
 * (squares), the first entry as a dashed baseline, and a dashed marker with a triangle where the goal's wording
 * changed. Shapes and words carry the meaning, not colour; the same figures follow as a table for screen readers
 * (and for anyone, behind "Show as table").
 */
export function ProgressChart({ progress, title }: { progress: GoalProgress; title: string }) {
  const t = useMessages(iepMessages)
  const id = useId()
  const [isTableShown, setIsTableShown] = useState(false)
  const chart = progressChartGeometry(progress)
  // The chart's points in words: each session entry, each month's %, each rewording of the goal.
  const rows: { key: string; when: string; what: string; percent: string }[] = [
    ...progress.entryRows.map((row, index) => ({
      key: `e-${index}`,
      when: formatDay(row.date),
      what:
        index === 0
          ? t('iep.chart.table.baselineEntry', { note: row.note, hasNote: row.note ? 'yes' : 'no' })
          : t('iep.chart.table.entry', { note: row.note, hasNote: row.note ? 'yes' : 'no' }),
      percent: `${row.percent}%`,
    })),
    ...progress.months.map((month, index) => ({
      key: `m-${month.year}-${month.month}`,
      when: formatMonthYear(month.month, month.year),
      what: t('iep.chart.table.monthly'),
      percent: typeof progress.monthly[index] === 'number' ? `${progress.monthly[index]}%` : t('iep.chart.table.none'),
    })),
    ...progress.changes.map((change, index) => ({
      key: `c-${index}`,
      when: formatDay(change.date),
      what: t('iep.chart.table.change', { wording: change.wording }),
      percent: '—',
    })),
  ]
  const { box, plot } = chart
  const isEmpty = chart.entryPoints.length === 0 && chart.monthlyPoints.length === 0
  const summary = t('iep.chart.summary', {
    entries: chart.entryPoints.length,
    hasEntries: chart.baseline ? 'yes' : 'no',
    baseline: chart.baseline?.percent ?? 0,
    latest: chart.entryPoints.at(-1)?.percent ?? 0,
    changes: chart.changeMarkers.length,
  })

  return (
    <figure className="grid gap-2" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="text-sm font-semibold break-words text-slate-900">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        {chart.monthBands.map((band, index) => (
          <g key={`${band.year}-${band.month}`}>
            {index % 2 === 1 ? (
              <rect x={band.x1} y={plot.top} width={band.x2 - band.x1} height={plot.bottom - plot.top} fill="#f1f5f9" />
            ) : null}
            <text x={band.labelX} y={box.height - 8} textAnchor="middle" fontSize="10" fill="#334155">
              {formatMonthName(band.month).slice(0, 3)}
            </text>
          </g>
        ))}
        {chart.yTicks.map((tick) => (
          <g key={tick.percent}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" strokeWidth="1" />
            <text x={plot.left - 4} y={tick.y + 3} textAnchor="end" fontSize="9" fill="#475569">
              {`${tick.percent}%`}
            </text>
          </g>
        ))}
        {chart.baseline ? (
          <g>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={chart.baseline.y}
              y2={chart.baseline.y}
              stroke="#64748b"
              strokeWidth="1"
              strokeDasharray="2 3"
            />
            <text x={plot.right - 2} y={chart.baseline.y - 3} textAnchor="end" fontSize="9" fill="#334155">
              {t('iep.chart.baselineLabel')}
            </text>
          </g>
        ) : null}
        {chart.changeMarkers.map((marker) => (
          <g key={`${marker.date}-${marker.x}`}>
            <line
              x1={marker.x}
              x2={marker.x}
              y1={plot.top}
              y2={plot.bottom}
              stroke="#b45309"
              strokeWidth="1.5"
              strokeDasharray="4 2"
            />
            <path
              d={`M${marker.x - 4} ${plot.top} L${marker.x + 4} ${plot.top} L${marker.x} ${plot.top + 6} Z`}
              fill="#b45309"
            />
          </g>
        ))}
        {chart.entryPath ? <path d={chart.entryPath} fill="none" stroke="#0f766e" strokeWidth="2" /> : null}
        {chart.entryPoints.map((point, index) => (
          <circle key={`${point.date}-${index}`} cx={point.x} cy={point.y} r="3.5" fill="#0f766e" />
        ))}
        {chart.monthlyPoints.map((point) => (
          <rect
            key={`${point.year}-${point.month}`}
            x={point.x - 4.5}
            y={point.y - 4.5}
            width="9"
            height="9"
            fill="white"
            stroke="#1e3a8a"
            strokeWidth="2"
          />
        ))}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#94a3b8" />
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <svg width="14" height="10" viewBox="0 0 14 10">
            <line x1="0" x2="14" y1="5" y2="5" stroke="#0f766e" strokeWidth="2" />
            <circle cx="7" cy="5" r="3" fill="#0f766e" />
          </svg>
          {t('iep.chart.legend.entries')}
        </li>
        <li className="flex items-center gap-1.5">
          <svg width="10" height="10" viewBox="0 0 10 10">
            <rect x="1" y="1" width="8" height="8" fill="white" stroke="#1e3a8a" strokeWidth="2" />
          </svg>
          {t('iep.chart.legend.monthly')}
        </li>
        <li className="flex items-center gap-1.5">
          <svg width="14" height="10" viewBox="0 0 14 10">
            <line x1="0" x2="14" y1="5" y2="5" stroke="#64748b" strokeDasharray="2 3" />
          </svg>
          {t('iep.chart.legend.baseline')}
        </li>
        <li className="flex items-center gap-1.5">
          <svg width="10" height="12" viewBox="0 0 10 12">
            <path d="M1 0 L9 0 L5 6 Z" fill="#b45309" />
            <line x1="5" x2="5" y1="0" y2="12" stroke="#b45309" strokeDasharray="3 2" />
          </svg>
          {t('iep.chart.legend.change')}
        </li>
      </ul>
      {isEmpty ? <p className="text-sm text-slate-600">{t('iep.chart.empty')}</p> : null}
      <div className="text-sm">
        {/* The table is always there for screen readers; the button shows it to everyone else. */}
        <button
          type="button"
          onClick={() => setIsTableShown((shown) => !shown)}
          className="font-medium text-teal-800 underline-offset-4 hover:underline"
        >
          {isTableShown ? t('iep.chart.hideTable') : t('iep.chart.showTable')}
        </button>
        <div className={isTableShown ? 'mt-2 overflow-x-auto' : 'sr-only'}>
          <DataTable
            caption={title}
            scrollsSideways={false}
            density="compact"
            rows={rows}
            rowKey={(row) => row.key}
            columns={[
              {
                id: 'when',
                header: t('iep.chart.table.when'),
                className: 'whitespace-nowrap',
                cell: (row) => row.when,
              },
              { id: 'what', header: t('iep.chart.table.what'), className: 'break-words', cell: (row) => row.what },
              { id: 'percent', header: t('iep.chart.table.percent'), cell: (row) => row.percent },
            ]}
          />
        </div>
      </div>
    </figure>
  )
}
