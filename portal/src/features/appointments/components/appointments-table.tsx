import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import type { AppointmentDto } from '@app/appointments/schema'
import type { ReactNode } from 'react'

/**
 * A labelled table of appointments; columns are given by each screen. Its width decides its shape (a
 * container query, so an open side menu counts): below 72rem each appointment is a card of labelled
 * lines with its status and actions in view, from 72rem the usual table. Nothing ever pans sideways.
 * The explicit table roles keep rows and cells announced as such while they are laid out as cards.
 */
export function AppointmentsTable({
  caption,
  columns,
  data,
  empty,
}: {
  caption: string
  columns: ColumnDef<AppointmentDto>[]
  data: AppointmentDto[]
  empty: ReactNode
}) {
  // The rows change only through `data`; the table keeps no state of its own.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row._id })
  // A card line's label is its column's name as text: a header given as text, or what a header function
  // gives (the screens' headers are functions, so they read the catalogue when rendered). A header that
  // renders an element (the actions' hidden name) labels nothing: that column is the card's footer.
  const labels = new Map<string, string>()
  for (const header of table.getFlatHeaders()) {
    const template = header.column.columnDef.header
    const name = typeof template === 'function' ? template(header.getContext()) : template
    if (typeof name === 'string') labels.set(header.column.id, name)
  }
  return (
    <div className="@container min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table role="table" className="block w-full border-collapse text-left text-sm @6xl:table">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="sr-only bg-slate-50 text-slate-700 @6xl:not-sr-only @6xl:table-header-group">
          {table.getHeaderGroups().map((group) => (
            <tr role="row" key={group.id}>
              {group.headers.map((header) => (
                <th
                  role="columnheader"
                  key={header.id}
                  scope="col"
                  className="px-3 py-3 font-semibold whitespace-nowrap"
                >
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup" className="block divide-y divide-slate-200 @6xl:table-row-group">
          {table.getRowModel().rows.length === 0 ? (
            <tr role="row" className="block @6xl:table-row">
              <td
                role="cell"
                colSpan={columns.length}
                className="block px-4 py-10 text-center text-slate-600 @6xl:table-cell"
              >
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                role="row"
                key={row.id}
                className="grid gap-1.5 p-4 align-top hover:bg-slate-50/60 @lg:grid-cols-2 @lg:gap-x-6 @6xl:table-row @6xl:p-0"
              >
                {row.getVisibleCells().map((cell) => {
                  const label = labels.get(cell.column.id)
                  return (
                    <td
                      role="cell"
                      key={cell.id}
                      data-label={label}
                      className={
                        label
                          ? // As a card line: the column's name, then the value; as a table cell: the value.
                            'flex min-w-0 items-baseline gap-3 text-slate-800 before:w-20 before:shrink-0 before:text-xs before:font-semibold before:tracking-wide before:text-slate-600 before:uppercase before:content-[attr(data-label)] @6xl:table-cell @6xl:px-3 @6xl:py-3 @6xl:before:hidden'
                          : // A column without a name (the actions): the card's full-width footer.
                            'pt-2 text-slate-800 @lg:col-span-2 @6xl:table-cell @6xl:px-3 @6xl:py-3'
                      }
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
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
