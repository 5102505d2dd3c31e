import type { CalendarAppointment } from '@app/appointments/schema'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MessagesProvider } from '../../../i18n/provider'
import { speak } from '../../../test/helpers'
import { AppointmentCard } from './appointment-card'

const appointment: CalendarAppointment = {
  _id: 'a1',
  appointmentDate: '2026-12-02',
  appointmentTime: '10:30 AM',
  status: 'approved',
  consultationType: 'New Consultation',
  child: { _id: 'c1', name: 'Zoya' },
  parentName: 'Parent',
  doctor: { _id: 'd1', name: 'Dr. Asha' },
  centreId: 'centre',
}

const render = () =>
  renderToStaticMarkup(
    <MessagesProvider>
      <AppointmentCard appointment={appointment} onOpen={() => {}} showTime />
    </MessagesProvider>,
  )

describe('AppointmentCard', () => {
  afterEach(async () => {
    await speak('en')
    vi.unstubAllGlobals()
  })

  it('writes the slot as the product labels it in English', () => {
    const html = render()
    expect(html).toContain('>10:30 AM</span>')
    expect(html).toContain('aria-label="10:30 AM, Zoya')
  })

  it('writes the slot as Hindi writes every other time, on the card and in its name', async () => {
    await speak('hi')
    const html = render()
    expect(html).toContain('>10:30 am</span>')
    expect(html).toContain('aria-label="10:30 am, Zoya')
    expect(html).not.toContain('10:30 AM')
  })
})
