import { renderToStaticMarkup } from 'react-dom/server'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MessagesProvider } from '../../../i18n/provider'
import { speak } from '../../../test/helpers'
import { SlotChecks } from './slot-checks'

const field: UseFormRegisterReturn = {
  name: 'days.0.slots',
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
}

const render = () =>
  renderToStaticMarkup(
    <MessagesProvider>
      <SlotChecks dayLabel="Monday" field={field} errorId="e" />
    </MessagesProvider>,
  )

describe('SlotChecks', () => {
  afterEach(async () => {
    await speak('en')
    vi.unstubAllGlobals()
  })

  it('names each box with the day and the time as the product labels it in English', () => {
    const html = render()
    expect(html).toContain('aria-label="Monday 10:30 AM"')
    expect(html).toContain('/>12:30 PM</label>')
  })

  it('writes the times as Hindi writes every other time, the values as the API carries them', async () => {
    await speak('hi')
    const html = render()
    expect(html).toContain('aria-label="Monday 10:30 am"')
    expect(html).toContain('/>2:00 pm</label>')
    expect(html).toContain('value="2:00 PM"')
    expect(html).not.toMatch(/>\d{1,2}:\d{2} (AM|PM)</)
  })
})
