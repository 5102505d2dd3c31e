import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MessagesProvider } from '../i18n/provider'
import { DateRangeFilter, isDateRangeReversed, type DateRange } from './date-range-filter'

const render = (value: DateRange) =>
  renderToStaticMarkup(
    <MessagesProvider>
      <DateRangeFilter fromLabel="From date" toLabel="To date" value={value} onChange={() => undefined} />
    </MessagesProvider>,
  )

describe('DateRangeFilter', () => {
  it('labels both days and bounds each picker by the other day', () => {
    const html = render({ from: '2026-03-02', to: '2026-03-20' })
    expect(html.match(/<label[^>]*>From date<\/label>/)).not.toBeNull()
    expect(html.match(/<label[^>]*>To date<\/label>/)).not.toBeNull()
    expect(html).toMatch(/<input type="date"[^>]* max="2026-03-20" value="2026-03-02"/)
    expect(html).toMatch(/<input type="date"[^>]* min="2026-03-02" value="2026-03-20"/)
    expect(html).not.toContain('role="alert"')
    expect(html).not.toContain('aria-invalid="true"')
  })

  it('says so under the "to" day, tied to it, when that day is before the "from" day', () => {
    const html = render({ from: '2026-03-20', to: '2026-03-02' })
    const alert = html.match(/<p id="([^"]+)" role="alert"[^>]*>([^<]+)<\/p>/)
    expect(alert?.[2]).toBe('The “to” date must be on or after the “from” date.')
    const toInput = html.match(/<input[^>]*value="2026-03-02"[^>]*>/)?.[0] ?? ''
    expect(toInput).toContain('aria-invalid="true"')
    expect(toInput).toContain(`aria-describedby="${alert?.[1]}"`)
  })

  it('finds a range reversed only when both days are given and "to" comes first', () => {
    expect(isDateRangeReversed({ from: '2026-03-20', to: '2026-03-02' })).toBe(true)
    expect(isDateRangeReversed({ from: '2026-03-02', to: '2026-03-02' })).toBe(false)
    expect(isDateRangeReversed({ from: '2026-03-20', to: '' })).toBe(false)
    expect(isDateRangeReversed({ from: '', to: '2026-03-02' })).toBe(false)
  })
})
