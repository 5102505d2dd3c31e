import type { EnquirySummaryDto } from '@app/enquiries/schema'
import { clinicToday } from '@app/platform/clinic-time'
import { Link } from '@tanstack/react-router'
import { Archive, Eye, Loader2, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { LoadError } from '../../../components/layout/load-error'
import { Pagination } from '../../../components/pagination'
import { DateRangeFilter } from '../../../components/date-range-filter'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { useDebouncedValue } from '../../../hooks/use-debounced-value'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useSession } from '../../../hooks/use-session'
import { activeIntlLocale, useMessages } from '../../../i18n/messages'
import { getStoredCentreId } from '../../../lib/session'
import { cn } from '../../../lib/utils'
import { useEnquiries } from '../api/get-enquiries'
import {
  EMPTY_ENQUIRY_FILTERS,
  PAGE_SIZES,
  contactDue,
  formatListDate,
  pageCount,
  type EnquiryFilters,
  type EnquiryStatus,
  type PageSize,
} from '../enquiry-view'
import { enquiriesMessages } from '../messages'
import { ArchiveDialog } from './archive-dialog'
import { ContactByBadge, StageBadge, VideoBadge } from './badges'
import { EnquiryStatsPanel } from './enquiry-stats'

const SEARCH_DELAY_MS = 300

/** /admindashboard/jwlenquiries: the centre's enquiries, filtered and paged by the server, updated live. */
export function EnquiryListScreen() {
  const t = useMessages(enquiriesMessages)
  usePageTitle(t('enquiries.list.title'))
  const session = useSession()
  const centreId = session?.centreId ?? getStoredCentreId() ?? ''
  const [filters, setFilters] = useState<EnquiryFilters>(EMPTY_ENQUIRY_FILTERS)
  const [page, setPage] = useState(1)
  const [limit, setLimit] = useState<PageSize>(10)
  const [archiving, setArchiving] = useState<EnquirySummaryDto | null>(null)
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS)
  const list = useEnquiries(centreId, { page, limit, filters: { ...filters, search } })
  const today = clinicToday()

  // A new filter starts again at page 1.
  const changeFilter = (patch: Partial<EnquiryFilters>) => {
    setFilters((current) => ({ ...current, ...patch }))
    setPage(1)
  }
  const total = list.data?.total ?? 0
  const pages = pageCount(total, limit)
  const locale = activeIntlLocale()

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('enquiries.list.title')}</h1>
      <p className="mt-2 text-slate-600">{t('enquiries.list.intro')}</p>

      <div className="mt-6 grid grid-cols-1 gap-4">
        <div role="group" aria-label={t('enquiries.filter.status')} className="flex flex-wrap gap-2">
          {(['active', 'archived'] as const satisfies readonly EnquiryStatus[]).map((status) => (
            <Button
              key={status}
              type="button"
              variant={filters.status === status ? 'default' : 'outline'}
              aria-pressed={filters.status === status}
              onClick={() => changeFilter({ status })}
            >
              {t('enquiries.filter.statusOption', { status })}
            </Button>
          ))}
        </div>

        <form
          role="search"
          aria-label={t('enquiries.filter.label')}
          className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
          onSubmit={(event) => event.preventDefault()}
        >
          <FormField label={t('enquiries.filter.search')} hint={t('enquiries.filter.searchHint')}>
            {(props) => (
              <Input
                {...props}
                type="search"
                value={filters.search}
                onChange={(event) => changeFilter({ search: event.target.value })}
              />
            )}
          </FormField>
          <DateRangeFilter
            fromLabel={t('enquiries.filter.from')}
            toLabel={t('enquiries.filter.to')}
            value={filters}
            onChange={({ from, to }) => changeFilter({ from, to })}
          />
          <Button
            type="button"
            variant="outline"
            disabled={!filters.from && !filters.to}
            onClick={() => changeFilter({ from: '', to: '' })}
          >
            <RotateCcw aria-hidden="true" />
            {t('enquiries.filter.resetDates')}
          </Button>
        </form>

        {list.isError ? <LoadError message={t('enquiries.fetchFailed')} onRetry={() => void list.refetch()} /> : null}
        {list.isLoading ? (
          <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            {t('enquiries.loading')}
          </p>
        ) : null}
        {list.data && !list.isError ? (
          <section aria-label={t('enquiries.list.caption')} aria-busy={list.isFetching} className="grid min-w-0 gap-3">
            {list.data.enquiries.length === 0 ? (
              <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">
                {t('enquiries.list.empty', { status: filters.status })}
              </p>
            ) : (
              <ul className="grid gap-3">
                {list.data.enquiries.map((enquiry) => (
                  <EnquiryRow
                    key={enquiry._id}
                    enquiry={enquiry}
                    date={formatListDate(enquiry.enquiryDate, locale)}
                    today={today}
                    onArchive={() => setArchiving(enquiry)}
                  />
                ))}
              </ul>
            )}
            <Pagination
              label={t('enquiries.list.pages')}
              page={page}
              pages={pages}
              onPageChange={setPage}
              pageSize={{ value: limit, options: PAGE_SIZES, onChange: (size) => setLimit(size as PageSize) }}
              summary={<span className="text-slate-700">{t('enquiries.list.total', { count: total })}</span>}
            />
          </section>
        ) : null}
      </div>
      <div className="mt-6">
        <EnquiryStatsPanel centreId={centreId} />
      </div>
      <ArchiveDialog enquiry={archiving} onClose={() => setArchiving(null)} />
    </div>
  )
}

/** One enquiry: who, when, where it stands, and Details / Archive. */
function EnquiryRow({
  enquiry,
  date,
  today,
  onArchive,
}: {
  enquiry: EnquirySummaryDto
  date: string
  today: string
  onArchive: () => void
}) {
  const t = useMessages(enquiriesMessages)
  const due = contactDue(enquiry, today)
  return (
    <li
      className={cn(
        'grid gap-3 rounded-2xl border bg-white p-4 shadow-sm lg:grid-cols-[1.3fr_1.5fr_1fr_auto] lg:items-center',
        due === 'late' ? 'border-red-300' : due === 'today' ? 'border-amber-300' : 'border-slate-200',
      )}
    >
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold text-slate-900">
          <span className="break-words">{enquiry.childName}</span>{' '}
          <span className="font-normal text-slate-600">
            {t('enquiries.child.ageGender', { age: enquiry.childAge, gender: enquiry.childGender })}
          </span>
        </p>
        <p className="text-sm text-slate-600">
          {t('enquiries.list.reference')} <span className="font-mono text-slate-800">{enquiry.referenceId}</span>
        </p>
        <p className="text-sm text-slate-600">
          {t('enquiries.list.date')} <time dateTime={enquiry.enquiryDate}>{date}</time>
        </p>
      </div>
      <div className="grid min-w-0 gap-1 text-sm text-slate-700">
        <p className="font-medium text-slate-900">{enquiry.parentName}</p>
        <p className="break-all">{enquiry.parentEmail}</p>
        <p>{enquiry.parentPhoneNo}</p>
      </div>
      <div className="flex flex-wrap content-start items-center gap-2">
        <StageBadge stage={enquiry.stage} />
        <ContactByBadge due={due} contactBy={enquiry.contactBy} />
        <VideoBadge video={enquiry.video} />
        <span className="w-full text-sm text-slate-600">
          {enquiry.owner ? t('enquiries.owner.is', { name: enquiry.owner.name }) : t('enquiries.owner.none')}
        </span>
      </div>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <Button asChild size="sm" variant="outline">
          <Link
            to="/admindashboard/jwlenquiries/$referenceId"
            params={{ referenceId: enquiry.referenceId }}
            aria-label={t('enquiries.list.detailsLabel', { child: enquiry.childName })}
          >
            <Eye aria-hidden="true" />
            {t('enquiries.list.details')}
          </Link>
        </Button>
        {enquiry.isArchived ? null : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={t('enquiries.list.archiveLabel', { child: enquiry.childName })}
            onClick={onArchive}
          >
            <Archive aria-hidden="true" />
            {t('enquiries.list.archive')}
          </Button>
        )}
      </div>
    </li>
  )
}
