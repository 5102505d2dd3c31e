import type { ReactNode } from 'react'
import { cn } from '../lib/utils'

/** One column of a DataTable: its heading and what each row shows in it. */
export interface DataColumn<Row> {
  id: string
  header: ReactNode
  cell: (row: Row, index: number) => ReactNode
  /** Numbers line up on the right. */
  align?: 'start' | 'end'
  /** Classes for the column's heading and cells alike: `hidden sm:table-cell` for a column a phone leaves out. */
  className?: string
}

const DENSITY = {
  /** A screen's main list: room to read and tap. */
  comfortable: {
    frame: 'rounded-xl border border-slate-200',
    head: 'bg-slate-50 text-slate-700',
    cell: 'px-3 py-3 sm:px-4',
  },
  /** A table beside a chart, or inside a card. */
  compact: { frame: '', head: 'bg-slate-50 text-slate-700', cell: 'px-2 py-1' },
  /** Figures under a heading, no frame or shading. */
  plain: { frame: '', head: 'text-slate-600', cell: 'py-1 pr-4 last:pr-0' },
} as const

/**
 * The portal's table: a caption (read out, and shown only when `isCaptionShown`), headed columns (`scope="col"`),
 * one row per item and a row that says so when there are none. It never makes the page pan sideways: its frame
 * scrolls on its own, and a screen leaves columns out on a phone with a column's `className`
 * (`hidden sm:table-cell`), showing their values elsewhere in the row.
 */
export function DataTable<Row>({
  caption,
  isCaptionShown = false,
  columns,
  rows,
  rowKey,
  empty,
  density = 'comfortable',
  onRowClick,
  rowClassName,
  className,
  tableClassName,
  isDimmed = false,
  scrollsSideways = true,
  testId,
}: {
  caption: ReactNode
  isCaptionShown?: boolean
  columns: DataColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string
  /** Shown in a row of its own when there are no rows; without it the table just has no rows. */
  empty?: ReactNode
  density?: keyof typeof DENSITY
  /** The whole row opens the item; the row's first cell should still hold a link or button for the keyboard. */
  onRowClick?: (row: Row) => void
  rowClassName?: string
  /** Layout classes for the frame (`mt-1`, `@container`). */
  className?: string
  /** Layout classes for the table itself (`max-w-md`). */
  tableClassName?: string
  /** Rows kept on screen while the next page loads. */
  isDimmed?: boolean
  /**
   * The frame scrolls a wide table on its own (default). Off where the caller's own frame does it, or where the
   * table is kept for screen readers only: a scrolling box inside `sr-only` is a region the keyboard cannot reach.
   */
  scrollsSideways?: boolean
  testId?: string
}) {
  const style = DENSITY[density]
  const alignOf = (column: DataColumn<Row>) => (column.align === 'end' ? 'text-right tabular-nums' : '')
  return (
    <div className={cn(scrollsSideways && 'overflow-x-auto', style.frame, className)}>
      <table className={cn('w-full text-left text-sm', tableClassName)} data-testid={testId}>
        <caption className={isCaptionShown ? 'pb-2 text-left font-medium text-slate-900' : 'sr-only'}>
          {caption}
        </caption>
        <thead className={style.head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  style.cell,
                  density === 'plain' ? 'font-medium' : 'font-semibold',
                  column.align === 'end' ? 'text-right whitespace-nowrap' : '',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn(density === 'plain' ? '' : 'divide-y divide-slate-200', isDimmed && 'opacity-60')}>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr
                key={rowKey(row, index)}
                className={cn(
                  density === 'plain' && 'border-t border-slate-100',
                  onRowClick && 'cursor-pointer focus-within:bg-teal-50/60 hover:bg-teal-50/60',
                  rowClassName,
                )}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <td key={column.id} className={cn(style.cell, alignOf(column), column.className)}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
