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
  plain: { frame: '', head: 'text-slate-600', cell: 'py-1 pe-4 last:pe-0' },
} as const

/**
 * Cards (`layout="cards"`): a long list read and acted on row by row (appointments). The table's own width decides
 * its shape (a container query, so an open side menu counts): below 72rem each row is a card of labelled lines
 * (a column whose header is text names its line; a column whose header is an element, such as the actions'
 * hidden name, is the card's full-width footer), from 72rem the usual table. The explicit table roles keep rows
 * and cells announced as such while they are laid out as cards; `data-label` holds each line's name.
 */
const CARDS = {
  frame: '@container min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm',
  table: 'block w-full border-collapse text-start text-sm @6xl:table',
  head: 'sr-only bg-slate-50 text-slate-700 @6xl:not-sr-only @6xl:table-header-group',
  headCell: 'px-3 py-3 font-semibold whitespace-nowrap',
  body: 'block divide-y divide-slate-200 @6xl:table-row-group',
  emptyRow: 'block @6xl:table-row',
  emptyCell: 'block px-4 py-10 text-center text-slate-600 @6xl:table-cell',
  row: 'grid gap-1.5 p-4 align-top hover:bg-slate-50/60 @lg:grid-cols-2 @lg:gap-x-6 @6xl:table-row @6xl:p-0',
  // As a card line: the column's name, then the value; as a table cell: the value.
  labelledCell:
    'flex min-w-0 items-baseline gap-3 text-slate-800 before:w-20 before:shrink-0 before:text-xs before:font-semibold before:tracking-wide before:text-slate-600 before:uppercase before:content-[attr(data-label)] @6xl:table-cell @6xl:px-3 @6xl:py-3 @6xl:before:hidden',
  // A column without a name (the actions): the card's full-width footer.
  footerCell: 'pt-2 text-slate-800 @lg:col-span-2 @6xl:table-cell @6xl:px-3 @6xl:py-3',
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
  layout = 'table',
  rowDetail,
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
  /** `cards`: rows become labelled cards while the table is narrow (see CARDS); `density` is then not used. */
  layout?: 'table' | 'cards'
  /**
   * A row of its own under each row, across `colSpan` columns (default all): what a phone shows at full width
   * instead of the columns it leaves out (`className: 'md:hidden'` beside those columns' `hidden md:table-cell`).
   */
  rowDetail?: {
    cell: (row: Row, index: number) => ReactNode
    className?: string
    cellClassName?: string
    colSpan?: number
  }
  testId?: string
}) {
  if (layout === 'cards') {
    return <CardsTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} empty={empty} testId={testId} />
  }
  const style = DENSITY[density]
  const alignOf = (column: DataColumn<Row>) => (column.align === 'end' ? 'text-end tabular-nums' : '')
  const rowOf = (row: Row, index: number) => (
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
  )
  return (
    <div className={cn(scrollsSideways && 'overflow-x-auto', style.frame, className)}>
      <table className={cn('w-full text-start text-sm', tableClassName)} data-testid={testId}>
        <caption className={isCaptionShown ? 'pb-2 text-start font-medium text-slate-900' : 'sr-only'}>
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
                  column.align === 'end' ? 'text-end whitespace-nowrap' : '',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {rows.length > 0 && rowDetail
          ? // A row with a detail row under it is a group of its own, so the line falls between items only.
            rows.map((row, index) => (
              <tbody key={rowKey(row, index)} className={cn('border-t border-slate-200', isDimmed && 'opacity-60')}>
                {rowOf(row, index)}
                <tr className={rowDetail.className}>
                  <td colSpan={rowDetail.colSpan ?? columns.length} className={rowDetail.cellClassName}>
                    {rowDetail.cell(row, index)}
                  </td>
                </tr>
              </tbody>
            ))
          : null}
        {rows.length > 0 && rowDetail ? null : (
          <tbody className={cn(density === 'plain' ? '' : 'divide-y divide-slate-200', isDimmed && 'opacity-60')}>
            {rows.length === 0 && empty ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-600">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map(rowOf)
            )}
          </tbody>
        )}
      </table>
    </div>
  )
}

function CardsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  testId,
}: {
  caption: ReactNode
  columns: DataColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string
  empty?: ReactNode
  testId?: string
}) {
  return (
    <div className={CARDS.frame}>
      <table role="table" className={CARDS.table} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className={CARDS.head}>
          <tr role="row">
            {columns.map((column) => (
              <th role="columnheader" key={column.id} scope="col" className={CARDS.headCell}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={CARDS.body}>
          {rows.length === 0 ? (
            <tr role="row" className={CARDS.emptyRow}>
              <td role="cell" colSpan={columns.length} className={CARDS.emptyCell}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr role="row" key={rowKey(row, index)} className={CARDS.row}>
                {columns.map((column) => {
                  const label = typeof column.header === 'string' ? column.header : undefined
                  return (
                    <td
                      role="cell"
                      key={column.id}
                      data-label={label}
                      className={label ? CARDS.labelledCell : CARDS.footerCell}
                    >
                      {column.cell(row, index)}
                    </td>
                  )
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
