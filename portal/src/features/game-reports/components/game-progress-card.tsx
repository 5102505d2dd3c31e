import type { GameProgress } from '@app/games/schema'
import { useId, useState } from 'react'
import { DataTable } from '../../../components/data-table'
import { Card, CardBody } from '../../../components/ui/card'
import { formatDay } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { gameChartGeometry, type GameChartGeometry, type SeriesGeometry } from '../game-chart-geometry'
import { errorTypeLabel } from '../../../lib/game-error-types'
import { gameReportsMessages } from '../messages'

const shortDay = (day: string) => formatDay(day).replace(/\s\d{4}$/, '')

/** One series as a small SVG: a line of dots over the days played, its y ticks, the first and last day. */
function SeriesChart({
  chart,
  series,
  title,
  summary,
  unit,
  shape,
}: {
  chart: GameChartGeometry
  series: SeriesGeometry
  title: string
  summary: string
  unit: string
  shape: 'circle' | 'square'
}) {
  const id = useId()
  const { box, plot } = chart
  return (
    <figure className="grid gap-1">
      <figcaption id={`${id}-title`} className="text-sm font-medium text-slate-800">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        {series.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" strokeWidth="1" />
            <text x={plot.left - 5} y={tick.y + 3} textAnchor="end" fontSize="11" fill="#475569">
              {`${tick.value}${unit}`}
            </text>
          </g>
        ))}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#94a3b8" />
        {chart.xLabels.map((label) => (
          <text
            key={`${label.date}-${label.anchor}`}
            x={label.x}
            y={box.height - 8}
            textAnchor={label.anchor}
            fontSize="11"
            fill="#334155"
          >
            {shortDay(label.date)}
          </text>
        ))}
        {series.path ? <path d={series.path} fill="none" stroke="#0f766e" strokeWidth="2" /> : null}
        {series.points.map((point) =>
          shape === 'circle' ? (
            <circle key={point.date} cx={point.x} cy={point.y} r="3.5" fill="#0f766e" />
          ) : (
            <rect
              key={point.date}
              x={point.x - 4}
              y={point.y - 4}
              width="8"
              height="8"
              fill="white"
              stroke="#1e3a8a"
              strokeWidth="2"
            />
          ),
        )}
      </svg>
    </figure>
  )
}

/**
 * One game's progress for the therapist: the level reached and the accuracy at it on each day played (two small
 * charts sharing their days), sessions at home and at the clinic, and the two most frequent error types. The same
 * figures follow as a table, always there for screen readers and shown to anyone behind "Show as table".
 */
export function GameProgressCard({ progress }: { progress: GameProgress }) {
  const t = useMessages(gameReportsMessages)
  const [isTableShown, setIsTableShown] = useState(false)
  const chart = gameChartGeometry(progress.days)
  const days = chart.level.points.length
  const firstLevel = chart.level.points[0]?.value ?? 0
  const lastLevel = chart.level.points.at(-1)?.value ?? 0
  const firstAccuracy = chart.accuracy.points[0]?.value ?? 0
  const lastAccuracy = chart.accuracy.points.at(-1)?.value ?? 0

  return (
    <li>
      <Card className="h-full">
        <CardBody className="grid gap-3">
          <div className="grid gap-0.5">
            <h3 className="text-lg font-semibold break-words text-slate-900">{progress.name}</h3>
            <p className="text-sm text-slate-600">
              {t('gameReports.progress.places', { home: progress.sessions.home, clinic: progress.sessions.clinic })}
            </p>
          </div>
          {days > 0 ? (
            <div className="grid gap-4 md:grid-cols-2 md:gap-8">
              <SeriesChart
                chart={chart}
                series={chart.level}
                title={t('gameReports.chart.level')}
                summary={t('gameReports.chart.levelSummary', {
                  name: progress.name,
                  days,
                  first: firstLevel,
                  last: lastLevel,
                })}
                unit=""
                shape="circle"
              />
              <SeriesChart
                chart={chart}
                series={chart.accuracy}
                title={t('gameReports.chart.accuracy')}
                summary={t('gameReports.chart.accuracySummary', {
                  name: progress.name,
                  days,
                  first: firstAccuracy,
                  last: lastAccuracy,
                })}
                unit="%"
                shape="square"
              />
            </div>
          ) : null}
          <div className="text-sm text-slate-800">
            {progress.topErrorTypes.length > 0 ? (
              <p>
                <span className="font-medium">{t('gameReports.progress.errors')}</span>{' '}
                {progress.topErrorTypes
                  .map((error) =>
                    t('gameReports.progress.error', {
                      label: errorTypeLabel(progress.slug, error.errorType),
                      count: error.count,
                    }),
                  )
                  .join(', ')}
              </p>
            ) : (
              <p className="text-slate-600">{t('gameReports.progress.noErrors')}</p>
            )}
          </div>
          {days > 0 ? (
            <div className="text-sm">
              <button
                type="button"
                onClick={() => setIsTableShown((shown) => !shown)}
                className="min-h-10 font-medium text-teal-800 underline-offset-4 hover:underline"
              >
                {isTableShown ? t('gameReports.chart.hideTable') : t('gameReports.chart.showTable')}
              </button>
              <div className={isTableShown ? 'mt-1 overflow-x-auto' : 'sr-only'}>
                <DataTable
                  caption={t('gameReports.chart.caption', { name: progress.name })}
                  scrollsSideways={false}
                  density="compact"
                  rows={chart.level.points}
                  rowKey={(point) => point.date}
                  columns={[
                    {
                      id: 'date',
                      header: t('gameReports.chart.table.date'),
                      className: 'whitespace-nowrap',
                      cell: (point) => formatDay(point.date),
                    },
                    { id: 'level', header: t('gameReports.chart.table.level'), cell: (point) => point.value },
                    {
                      id: 'accuracy',
                      header: t('gameReports.chart.table.accuracy'),
                      cell: (_point, index) => `${chart.accuracy.points[index]?.value ?? 0}%`,
                    },
                    {
                      id: 'sessions',
                      header: t('gameReports.chart.table.sessions'),
                      cell: (point) => progress.days.find((day) => day.date === point.date)?.sessions ?? 0,
                    },
                  ]}
                />
              </div>
            </div>
          ) : null}
        </CardBody>
      </Card>
    </li>
  )
}
