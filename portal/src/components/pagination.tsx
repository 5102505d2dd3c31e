import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useMessages } from '../i18n/messages'
import { common } from '../lib/common-messages'
import { Button } from './ui/button'
import { Select } from './ui/select'

/** A rows-per-page choice: the sizes the list's call accepts, the one in use, and what to do on a change. */
export interface PageSizeChoice {
  value: number
  options: readonly number[]
  onChange: (size: number) => void
}

/**
 * The portal's one pager, under a list or table the server cuts into pages: an optional "Rows per page" choice,
 * the list's own words (`summary`: "Showing 11–20 of 42"), then Previous, "Page 2 of 5", Next. On a phone the
 * choice and summary sit above the buttons; from `sm` beside them. Previous and Next are off at the ends. A new
 * page size goes back to page 1, where the rows the person was looking at start again.
 */
export function Pagination({
  label,
  page,
  pages,
  onPageChange,
  pageSize,
  summary,
}: {
  /** The landmark's name ("Pages of assigned children"), so each pager on a screen is told apart. */
  label: string
  /** 1-based; shown no higher than `pages` while a shorter list arrives. */
  page: number
  pages: number
  onPageChange: (page: number) => void
  pageSize?: PageSizeChoice
  summary?: ReactNode
}) {
  const t = useMessages(common)
  const sizeId = useId()
  const shown = Math.min(page, pages)
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      {summary || pageSize ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {pageSize ? (
            <>
              <label htmlFor={sizeId} className="whitespace-nowrap text-slate-700">
                {t('common.pager.rowsPerPage')}
              </label>
              <Select
                id={sizeId}
                isCompact
                value={pageSize.value}
                onChange={(event) => {
                  pageSize.onChange(Number(event.target.value))
                  onPageChange(1)
                }}
              >
                {pageSize.options.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </Select>
            </>
          ) : null}
          {summary}
        </div>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={shown <= 1} onClick={() => onPageChange(shown - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t('common.pager.previous')}
        </Button>
        <span className="text-sm text-slate-700" aria-live="polite">
          {t('common.pager.page', { page: shown, pages })}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={shown >= pages}
          onClick={() => onPageChange(shown + 1)}
        >
          {t('common.pager.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
