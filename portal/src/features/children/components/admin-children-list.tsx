import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useMemo, useState } from 'react'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { Card, CardBody } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Select } from '../../../components/ui/select'
import { ADMIT_STATUSES, formatDay, loadErrorText, PAGE_SIZES, type ChildRecord } from '../api/children'
import { useCentreChildren } from '../../../api/get-centre-children'
import { useDebouncedValue } from '../../../hooks/use-debounced-value'
import { StatusBadge } from './status-badge'
import { LoadError } from '../../../components/layout/load-error'
import { Pagination } from '../../../components/pagination'
import { childrenMessages } from '../messages'

const t = childrenMessages.t

// On a narrow screen the list keeps what a person scans and acts on (the child, its status, the parent)
// and leaves the rest to the child's page; `WIDE_ONLY` columns appear once the list is 42rem wide.
// Built when the table renders, so the headers are in the language active then.
const WIDE_ONLY = 'hidden @2xl:table-cell'
const columns = (openChild: (child: ChildRecord) => void): DataColumn<ChildRecord>[] => [
  {
    id: 'name',
    header: t('children.list.childName'),
    cell: (child) => (
      <a
        href={`/admindashboard/child/${child._id}`}
        className="font-medium text-teal-800 underline-offset-4 hover:underline"
        onClick={(event) => {
          event.preventDefault()
          event.stopPropagation()
          openChild(child)
        }}
      >
        {child.name}
      </a>
    ),
  },
  { id: 'admitStatus', header: t('children.list.status'), cell: (child) => <StatusBadge status={child.admitStatus} /> },
  { id: 'parent', header: t('children.list.parentName'), cell: (child) => child.parentId?.name || child.parentName },
  { id: 'school', header: t('children.list.school'), className: WIDE_ONLY, cell: (child) => child.schoolName || '—' },
  { id: 'dob', header: t('children.list.dob'), className: WIDE_ONLY, cell: (child) => formatDay(child.dob) },
  {
    id: 'registered',
    header: t('children.list.registered'),
    className: WIDE_ONLY,
    cell: (child) => formatDay(child.createdAt),
  },
]

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
  const [pagination, setPagination] = useState<{ pageIndex: number; pageSize: number }>({
    pageIndex: 0,
    pageSize: PAGE_SIZES[0],
  })

  // A new search, filter or page size starts again at page 1 (set while rendering, so page N is never asked for).
  const filters = `${search}\u0000${status}\u0000${pagination.pageSize}`
  const [pagedFilters, setPagedFilters] = useState(filters)
  if (pagedFilters !== filters) {
    setPagedFilters(filters)
    if (pagination.pageIndex !== 0) setPagination((current) => ({ ...current, pageIndex: 0 }))
  }

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
  if (query.data && pagination.pageIndex > 0 && pagination.pageIndex >= pageCount) {
    setPagination((current) => ({ ...current, pageIndex: 0 }))
  }

  const openChild = (child: ChildRecord) =>
    void navigate({ to: '/admindashboard/child/$childId', params: { childId: child._id } })

  const firstRow = total === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1
  const lastRow = Math.min(total, (pagination.pageIndex + 1) * pagination.pageSize)

  return (
    <Card>
      <CardBody className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-[1fr_auto]">
          <div className="grid gap-2">
            <Label htmlFor="children-search">{t('children.list.search')}</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <Input
                id="children-search"
                type="search"
                className="ps-9"
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
        </div>

        {state.status === 'failed' ? <LoadError message={state.message} onRetry={() => void query.refetch()} /> : null}

        {state.status === 'loading' ? (
          <p role="status" className="text-slate-600">
            {t('children.list.loading')}
          </p>
        ) : null}

        {state.status === 'loaded' ? (
          <>
            <DataTable
              caption={t('children.list.table')}
              className="@container"
              columns={columns(openChild)}
              rows={rows}
              rowKey={(child) => child._id}
              empty={t('children.list.empty')}
              onRowClick={openChild}
              rowClassName="text-slate-800"
            />
            <Pagination
              label={t('children.list.pages')}
              page={pagination.pageIndex + 1}
              pages={pageCount}
              onPageChange={(page) => setPagination((current) => ({ ...current, pageIndex: page - 1 }))}
              pageSize={{
                value: pagination.pageSize,
                options: PAGE_SIZES,
                onChange: (pageSize) => setPagination((current) => ({ ...current, pageSize })),
              }}
              summary={
                <p aria-live="polite">{t('children.list.showing', { first: firstRow, last: lastRow, total })}</p>
              }
            />
          </>
        ) : null}
      </CardBody>
    </Card>
  )
}
