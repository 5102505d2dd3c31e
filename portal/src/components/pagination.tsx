import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { useMessages } from '../i18n/messages'
import { common } from '../lib/common-messages'
import { Button } from './ui/button'

/**
 * The portal's one pager, under a list or table the server cuts into pages: Previous, "Page 2 of 5", Next, with
 * the list's own words beside it (`summary`: "Showing 11–20 of 42", a rows-per-page choice). On a phone the
 * summary sits above the buttons; from `sm` beside them. Previous and Next are off at the ends.
 */
export function Pagination({
  label,
  page,
  pages,
  onPageChange,
  summary,
}: {
  /** The landmark's name ("Pages of assigned children"), so each pager on a screen is told apart. */
  label: string
  /** 1-based; shown no higher than `pages` while a shorter list arrives. */
  page: number
  pages: number
  onPageChange: (page: number) => void
  summary?: ReactNode
}) {
  const t = useMessages(common)
  const shown = Math.min(page, pages)
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      {summary ? <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">{summary}</div> : <span />}
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
