import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MessagesProvider } from '../i18n/provider'
import { speak } from '../test/helpers'
import { TimeSlotPicker } from './time-slot-picker'

const render = () =>
  renderToStaticMarkup(
    <MessagesProvider>
      <TimeSlotPicker
        date="2026-12-14"
        period="morning"
        doctorId="d1"
        time=""
        now={new Date('2026-12-01T04:30:00Z')}
        slots={{ booked: ['11:30 AM'], closedReason: null, isLoading: false, reload: () => {} }}
        onChoose={() => {}}
      />
    </MessagesProvider>,
  )

describe('TimeSlotPicker', () => {
  afterEach(async () => {
    await speak('en')
    vi.unstubAllGlobals()
  })

  it('names the slots as the product does in English, the values as the API carries them', () => {
    const html = render()
    expect(html).toContain('>10:30 AM</span>')
    expect(html).toContain('value="10:30 AM"')
  })

  it('names the slots as Hindi writes every other time on the screen, the values unchanged', async () => {
    await speak('hi')
    const html = render()
    expect(html).toContain('>10:30 am</span>')
    expect(html).toContain('>12:30 pm</span>')
    expect(html).toContain('value="10:30 AM"')
    expect(html).not.toMatch(/>\d{1,2}:\d{2} (AM|PM)</)
  })
})
