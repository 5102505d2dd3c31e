import type { ChildRecord } from '@app/children/schema'
import { Link } from '@tanstack/react-router'
import { ChevronRight, Loader2, Search } from 'lucide-react'
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { assignedPageQueryOptions, type StaffRole } from '../../../api/get-assigned-children'
import { centreChildrenQueryOptions } from '../../../api/get-centre-children'
import { ownChildrenQueryOptions } from '../../../api/get-own-children'
import { LoadError } from '../../../components/layout/load-error'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { useDebouncedValue } from '../../../hooks/use-debounced-value'
import { formatDay } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { gameReportsMessages } from '../messages'

/** The most children the admin's and staff's pickers list at once; the search (on the server) finds the others. */
const PICKER_LIMIT = 10

type Reader = { kind: 'staff'; role: StaffRole } | { kind: 'admin'; centreId: string } | { kind: 'parent' }

interface PickerState {
  children: ChildRecord[] | undefined
  total: number
  isError: boolean
  isPending: boolean
  refetch: () => void
}

function useReadableChildren(reader: Reader, search: string): PickerState {
  // Only the reader's own list is asked for; the others stay idle.
  const staff = useQuery({
    ...assignedPageQueryOptions(reader.kind === 'staff' ? reader.role : 'therapist', {
      page: 1,
      limit: PICKER_LIMIT,
      search,
    }),
    enabled: reader.kind === 'staff',
  })
  const own = useQuery({ ...ownChildrenQueryOptions(), enabled: reader.kind === 'parent' })
  const centre = useQuery({
    ...centreChildrenQueryOptions({
      centreId: reader.kind === 'admin' ? reader.centreId : '',
      page: 1,
      limit: PICKER_LIMIT,
      search,
      status: '',
    }),
    enabled: reader.kind === 'admin',
  })
  const paged = reader.kind === 'admin' ? centre : reader.kind === 'staff' ? staff : null
  if (paged) {
    return {
      children: paged.data?.children,
      total: paged.data?.total ?? 0,
      isError: paged.isError,
      isPending: paged.isPending,
      refetch: () => void paged.refetch(),
    }
  }
  // A parent's own children are few: the whole list, searched here.
  const listed = own.data
  const wanted = search.trim().toLowerCase()
  const matched = listed && wanted ? listed.filter((child) => child.name.toLowerCase().includes(wanted)) : listed
  return {
    children: matched,
    total: matched?.length ?? 0,
    isError: own.isError,
    isPending: own.isPending,
    refetch: () => void own.refetch(),
  }
}

/**
 * The children whose game reports the caller may read (an admin: the centre's, searched on the server; a doctor or
 * therapist: those assigned; a parent: their own), each a link to that child's reports.
 */
export function GameReportsChildPicker({ reader }: { reader: Reader }) {
  const t = useMessages(gameReportsMessages)
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim(), 300)
  const state = useReadableChildren(reader, search)
  const to = reader.kind === 'parent' ? '/parentdashboard/reports' : '/reports'

  return (
    <section aria-labelledby="game-reports-picker" className="grid gap-4">
      <h2 id="game-reports-picker" className="text-xl font-semibold text-slate-900">
        {t('gameReports.picker.heading')}
      </h2>
      {reader.kind !== 'parent' ? (
        <div className="grid gap-2 sm:w-80">
          <Label htmlFor="game-reports-picker-search">{t('gameReports.picker.search')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id="game-reports-picker-search"
              type="search"
              className="ps-9"
              placeholder={t('gameReports.picker.searchPlaceholder')}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
        </div>
      ) : null}
      {state.isError ? <LoadError message={t('gameReports.picker.loadFailed')} onRetry={state.refetch} /> : null}
      {state.isPending && !state.isError ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t('gameReports.picker.loading')}
        </p>
      ) : null}
      {state.children && state.children.length === 0 ? (
        <p className="rounded-xl bg-slate-100 p-6 text-center font-medium text-slate-800">
          {search ? t('gameReports.picker.noMatch', { search }) : t('gameReports.picker.empty')}
        </p>
      ) : null}
      {state.children && state.children.length > 0 ? (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {state.children.map((child) => (
            <li key={child._id}>
              <Link
                to={to}
                search={{ childId: child._id }}
                className="flex min-h-12 items-center justify-between gap-3 px-4 py-3 hover:bg-teal-50/60 focus-visible:bg-teal-50/60 focus-visible:outline-none"
              >
                <span className="grid">
                  <span className="font-medium break-words text-slate-900">{child.name}</span>
                  <span className="text-sm text-slate-600">{formatDay(child.dob)}</span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {state.children && state.total > state.children.length ? (
        <p className="text-sm text-slate-600">
          {t('gameReports.picker.more', { shown: state.children.length, total: state.total })}
        </p>
      ) : null}
    </section>
  )
}
