import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api'
import { formatDay, loadErrorText, statusBadgeClass } from './children'

describe('statusBadgeClass', () => {
  it('when the status is active, inactive, pending or anything else, then green, red, yellow or grey', () => {
    expect(statusBadgeClass('active')).toContain('green')
    expect(statusBadgeClass('inactive')).toContain('red')
    expect(statusBadgeClass('pending')).toContain('yellow')
    expect(statusBadgeClass('discharged')).toContain('slate')
  })
})

describe('loadErrorText', () => {
  it("when the server answers an error, then 'Error: {status} - {statusText}'", () => {
    expect(loadErrorText(new ApiError({ status: 500, message: 'x' }))).toBe('Error: 500 - Internal Server Error')
    expect(loadErrorText(new ApiError({ status: 403, message: 'x' }))).toBe('Error: 403 - Forbidden')
  })
})

describe('formatDay', () => {
  it('when given a calendar day or an instant, then the same day whatever the time zone', () => {
    expect(formatDay('2018-06-14')).toBe('14 Jun 2018')
    expect(formatDay('2018-06-14T00:00:00.000Z')).toBe('14 Jun 2018')
    expect(formatDay(null)).toBe('—')
  })
})
