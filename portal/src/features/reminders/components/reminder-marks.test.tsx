import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MessagesProvider } from '../../../i18n/provider'
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
})
