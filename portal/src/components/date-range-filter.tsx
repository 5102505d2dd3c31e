import type { ReactNode } from 'react'
import { useMessages } from '../i18n/messages'
import { common } from '../lib/common-messages'
import { Input } from './ui/input'
import { FormField } from './ui/form-field'

/** A list's day range, YYYY-MM-DD or '' for no bound, both days included. */
export interface DateRange {
  from: string
  to: string
}

/**
 * True when the range's "to" day comes before its "from" day, so it can match nothing. YYYY-MM-DD strings
 * compare as the days they name.
 */
export const isDateRangeReversed = ({ from, to }: DateRange): boolean => Boolean(from && to && to < from)

/**
 * The portal's from/to date filter: two labelled native date inputs (keyboard and screen readers use the
 * browser's own date field), each one's picker bounded by the other. A typed "to" day before the "from" day is
 * not corrected behind the visitor's back: the "to" field is marked invalid and says why (role="alert", tied to
 * the field by aria-describedby), and the list shows what the range matches, nothing.
 *
 * It renders the two fields side by side in the caller's layout (a filter bar's grid), so each takes one cell;
 * the fields are full width, so they fit a 390 px screen one above the other.
 */
export function DateRangeFilter({
  fromLabel,
  toLabel,
  value,
  onChange,
}: {
  /** The screen's own words ("From date", "From"). */
  fromLabel: ReactNode
  toLabel: ReactNode
  value: DateRange
  /** Called with the whole range whenever either day changes. */
  onChange: (range: DateRange) => void
}) {
  const t = useMessages(common)
  const reversed = isDateRangeReversed(value)
  return (
    <>
      <FormField label={fromLabel}>
        {(props) => (
          <Input
            {...props}
            type="date"
            max={value.to || undefined}
            value={value.from}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={toLabel} error={reversed ? t('common.dateRange.toBeforeFrom') : undefined}>
        {(props) => (
          <Input
            {...props}
            type="date"
            min={value.from || undefined}
            value={value.to}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
          />
        )}
      </FormField>
    </>
  )
}
