import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MessagesProvider } from '../../../i18n/provider'
import { speak } from '../../../test/helpers'
import { ReminderMarks } from './reminder-marks'

const mark = (status: string, lastError: string | null) => ({
  _id: `r-${status}`,
  channel: 'whatsapp' as const,
  leadHours: 24,
  status: status as 'sent',
  dueAt: '2026-12-01T04:30:00.000Z',
  sentAt: null,
  deliveredAt: null,
  lastError,
})

const render = (reminders: ReturnType<typeof mark>[]) =>
  renderToStaticMarkup(
    <MessagesProvider>
      <ReminderMarks marks={{ appointmentId: 'a1', confirmedByParentAt: null, reminders }} />
    </MessagesProvider>,
  )

describe('ReminderMarks', () => {
  it("shows a provider's refusal with its reason on the sheet itself, where a phone shows no tooltip", () => {
    const html = render([mark('refused', '(#131026) Message undeliverable')])
    expect(html).toContain('WhatsApp 24 h: refused')
    // As text on the sheet, not only in an attribute.
    expect(html).toMatch(/>\(#131026\) Message undeliverable</)
    expect(html).toContain('Not confirmed')
  })

  it('keeps the reason of a reminder that went out off the sheet', () => {
    const html = render([mark('delivered', 'an earlier try timed out')])
    expect(html).toContain('WhatsApp 24 h: delivered')
    expect(html).not.toContain('timed out')
  })

  describe('when a reminder is still to go', () => {
    afterEach(async () => {
      await speak('en')
      vi.unstubAllGlobals()
    })

    it("says when it is due in India's time, English with the day period as the slots write it", () => {
      expect(render([mark('planned', null)])).toContain('WhatsApp 24 h: due 1 Dec, 10:00 AM')
    })

    it('says when it is due as the active language writes a moment', async () => {
      await speak('hi')
      const html = render([mark('planned', null)])
      expect(html).toContain('1 दिस॰, 10:00 am को भेजना है')
      expect(html).not.toMatch(/\d (AM|PM)/)
    })
  })
})
