import { useNavigate } from '@tanstack/react-router'
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type PaginationState,
} from '@tanstack/react-table'
import { ChevronLeft, ChevronRight, Search } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Card, CardBody } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Select } from '../../../components/ui/select'
import { ADMIT_STATUSES, formatDay, loadErrorText, PAGE_SIZES, type ChildRecord } from '../api/children'
import { useCentreChildren } from '../../../api/get-centre-children'
import { useDebouncedValue } from '../../../hooks/use-debounced-value'
import { StatusBadge } from './status-badge'
import { LoadError } from '../../../components/layout/load-error'
import { childrenMessages } from '../messages'

const column = createColumnHelper<ChildRecord>()

const t = childrenMessages.t

// On a narrow screen the list keeps what a person scans and acts on (the child, its status, the parent)
// and leaves the rest to the child's page; `WIDE_ONLY` columns appear once the list is 42rem wide.
// Headers are functions so they are written in the language active when the table renders.
const WIDE_ONLY = 'hidden @2xl:table-cell'
const columns = [
  column.accessor('name', { header: () => t('children.list.childName') }),
  column.accessor('admitStatus', {
    header: () => t('children.list.status'),
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  column.accessor((child) => child.parentId?.name || child.parentName, {
    id: 'parent',
    header: () => t('children.list.parentName'),
  }),
  column.accessor('schoolName', {
    header: () => t('children.list.school'),
    cell: (info) => info.getValue() || '—',
    meta: { className: WIDE_ONLY },
  }),
  column.accessor('dob', {
    header: () => t('children.list.dob'),
    cell: (info) => formatDay(info.getValue()),
    meta: { className: WIDE_ONLY },
  }),
  column.accessor('createdAt', {
    header: () => t('children.list.registered'),
    cell: (info) => formatDay(info.getValue()),
    meta: { className: WIDE_ONLY },
  }),
]

const classNameOf = (meta: unknown) => (meta as { className?: string } | undefined)?.className ?? ''

type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; children: ChildRecord[]; total: number }

/** The centre's children: search, status filter, page size and server-side pages (docs/product.md §4.7). */
export function AdminChildrenList({ centreId }: { centreId: string }) {
  const navigate = useNavigate()
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim(), 300)
  const [status, setStatus] = useState('')
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZES[0] })

  // A new search, filter or page size starts again at page 1.
  useEffect(() => {
    setPagination((current) => (current.pageIndex === 0 ? current : { ...current, pageIndex: 0 }))
  }, [search, status, pagination.pageSize])

  const query = useCentreChildren({
    centreId,
    page: pagination.pageIndex + 1,
    limit: pagination.pageSize,
    search,
    status,
  })
  const state: LoadState = query.isError
    ? { status: 'failed', message: loadErrorText(query.error) }
    : query.data
      ? { status: 'loaded', ...query.data }
      : { status: 'loading' }

  const rows = useMemo(() => query.data?.children ?? [], [query.data])
  const total = state.status === 'loaded' ? state.total : 0
  const pageCount = Math.max(1, Math.ceil(total / pagination.pageSize))

  // The data changed under the current page (fewer matches than before): back to page 1.
  useEffect(() => {
    if (query.data && pagination.pageIndex > 0 && pagination.pageIndex >= pageCount) {
      setPagination((current) => ({ ...current, pageIndex: 0 }))
    }
  }, [query.data, pageCount, pagination.pageIndex])

  // The table keeps no state of its own here (pagination is ours), so nothing goes stale.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: total,
    state: { pagination },
    onPaginationChange: setPagination,
    getRowId: (child) => child._id,
  })

  const openChild = (child: ChildRecord) =>
    void navigate({ to: '/admindashboard/child/$childId', params: { childId: child._id } })

  const firstRow = total === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1
  const lastRow = Math.min(total, (pagination.pageIndex + 1) * pagination.pageSize)

  return (
    <Card>
      <CardBody className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-[1fr_auto_auto]">
          <div className="grid gap-2">
            <Label htmlFor="children-search">{t('children.list.search')}</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <Input
                id="children-search"
                type="search"
                className="pl-9"
                placeholder={t('children.list.searchPlaceholder')}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="children-status">{t('children.list.statusFilter')}</Label>
            <Select id="children-status" value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">{t('children.list.allStatuses')}</option>
              {ADMIT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t('children.statusOption', { status: value })}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="children-page-size">{t('children.list.rowsPerPage')}</Label>
            <Select
              id="children-page-size"
              value={pagination.pageSize}
              onChange={(event) => table.setPageSize(Number(event.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </div>
        </div>

        {state.status === 'failed' ? <LoadError message={state.message} onRetry={() => void query.refetch()} /> : null}

        {state.status === 'loading' ? (
          <p role="status" className="text-slate-600">
            {t('children.list.loading')}
          </p>
        ) : null}

        {state.status === 'loaded' ? (
          <>
            <div className="@container overflow-x-auto rounded-xl border border-slate-200">
              <table className="w-full text-left text-sm" aria-label={t('children.list.table')}>
                <thead className="bg-slate-50 text-slate-700">
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id}>
                      {group.headers.map((header) => (
                        <th
                          key={header.id}
                          scope="col"
                          className={`px-4 py-3 font-semibold ${classNameOf(header.column.columnDef.meta)}`}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                        </th>
                      ))}
                    </tr>
                  ))}
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {table.getRowModel().rows.map((row) => (
                    <tr
                      key={row.id}
                      className="cursor-pointer hover:bg-teal-50/60 focus-within:bg-teal-50/60"
                      onClick={() => openChild(row.original)}
                    >
                      {row.getVisibleCells().map((cell, index) => (
                        <td
                          key={cell.id}
                          className={`px-4 py-3 text-slate-800 ${classNameOf(cell.column.columnDef.meta)}`}
                        >
                          {index === 0 ? (
                            <a
                              href={`/admindashboard/child/${row.original._id}`}
                              className="font-medium text-teal-800 underline-offset-4 hover:underline"
                              onClick={(event) => {
                                event.preventDefault()
                                event.stopPropagation()
                                openChild(row.original)
                              }}
                            >
                              {row.original.name}
                            </a>
                          ) : (
                            flexRender(cell.column.columnDef.cell, cell.getContext())
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                  {rows.length === 0 ? (
                    <tr>
                      <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-600">
                        {t('children.list.empty')}
                      </td>
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </div>
            <nav
              aria-label={t('children.list.pages')}
              className="flex flex-col items-center justify-between gap-3 sm:flex-row"
            >
              <p className="text-sm text-slate-600" aria-live="polite">
                {t('children.list.showing', { first: firstRow, last: lastRow, total })}
              </p>
              <div className="flex items-center gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => table.previousPage()}
                  disabled={!table.getCanPreviousPage()}
                >
                  <ChevronLeft aria-hidden="true" />
                  {t('children.list.previous')}
                </Button>
                <span className="text-sm text-slate-700">
                  {t('children.list.page', { page: pagination.pageIndex + 1, pageCount })}
                </span>
                <Button variant="outline" size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
                  {t('children.list.next')}
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          </>
        ) : null}
      </CardBody>
    </Card>
  )
}
