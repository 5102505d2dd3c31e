import { readFileSync } from 'node:fs'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { CONSULTATION_TYPE_NAMES, type AppointmentDto } from './appointments.schema.ts'
import {
  appointmentInvite,
  cancelledMail,
  consultationNameIn,
  fold,
  movedMail,
  organizerOf,
  receivedMail,
} from './appointments.mail.ts'

describe('the invitation organizer taken from MAIL_FROM', () => {
  it('when the From address has a display name, then the name and the address are separated', () => {
    expect(organizerOf('Child Development Centres <office@centres.example>')).toEqual({
      name: 'Child Development Centres',
      email: 'office@centres.example',
    })
    expect(organizerOf('"Centres, Hyderabad" <office@centres.example>')).toEqual({
      name: 'Centres, Hyderabad',
      email: 'office@centres.example',
    })
  })

  it('when the From address is bare, then it names itself', () => {
    expect(organizerOf('office@centres.example')).toEqual({
      name: 'office@centres.example',
      email: 'office@centres.example',
    })
  })
})

// The invitations read by a real iCalendar parser (ical.js), as a calendar client would.

const organizer = { name: 'Child Development Centres', email: 'office@centres.example' }
const now = new Date('2026-12-01T04:30:00.000Z')

function appointment(overrides: Partial<AppointmentDto> = {}): AppointmentDto {
  return {
    _id: '6f1c1c8e-2a51-4c54-9d2c-0a4b5f1e9a10',
    childId: { _id: 'c1', name: 'Aarav', parentId: null, dob: null, gender: null },
    parentName: 'Ravi Kumar',
    email: 'ravi@example.test',
    parentPhoneNo: '9876543210',
    alternativeNumber: '',
    address: '',
    schoolName: '',
    classGrade: '',
    schoolBoard: '',
    doctorId: { _id: 'd1', name: 'Dr. Rao' },
    centreId: { _id: 'b1', name: 'Barkatpura Centre' },
    appointmentDate: '2026-12-14',
    appointmentTime: '2:00 PM',
    consultationType: 'New Consultation',
    status: 'approved',
    referredBy: '',
    childConcerns: '',
    prescription: null,
    previousMedicalReports: [],
    inviteSequence: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...overrides,
  }
}

/** The VCALENDAR parsed, and its one VEVENT. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const event = calendar.getFirstSubcomponent('vevent')
  if (!event) throw new Error('no VEVENT')
  return { calendar, event }
}

/** Every physical line of the text, in octets (CRLF line ends). */
const lineOctets = (ics: string) => ics.split('\r\n').map((line) => Buffer.byteLength(line))

describe('the calendar invitation', () => {
  it.each([
    ['te', 'Aarav కి IQ అసెస్‌మెంట్', 'Barkatpura Centre లో Dr. Rao తో IQ అసెస్‌మెంట్.'],
    ['hi', 'Aarav का IQ आकलन', 'Barkatpura Centre में Dr. Rao के साथ IQ आकलन।'],
  ] as const)(
    'when the parent reads %s, then a parser reads the summary and description in that language, folded within 75 octets',
    (language, summary, description) => {
      const ics = appointmentInvite(
        appointment({ consultationType: 'Assessment (IQ)' }),
        now,
        organizer,
        'REQUEST',
        language,
      )
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
      const { event } = parsed(ics)
      expect(event.getFirstPropertyValue('summary')).toBe(summary)
      expect(event.getFirstPropertyValue('description')).toBe(description)
    },
  )

  it('when an approved appointment is sent, then a parser reads its UID, SEQUENCE, DTSTAMP, METHOD and a Kolkata start and end', () => {
    const { calendar, event } = parsed(appointmentInvite(appointment(), now, organizer))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.getFirstPropertyValue('uid')).toBe(
      'appointment-6f1c1c8e-2a51-4c54-9d2c-0a4b5f1e9a10@child-development-centres',
    )
    expect(event.getFirstPropertyValue('sequence')).toBe(0)
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(String(event.getFirstPropertyValue('dtstamp'))).toBe('2026-12-01T04:30:00Z')
    const start = event.getFirstProperty('dtstart')
    const end = event.getFirstProperty('dtend')
    expect(start?.getParameter('tzid')).toBe('Asia/Kolkata')
    expect(String(start?.getFirstValue())).toBe('2026-12-14T14:00:00')
    expect(String(end?.getFirstValue())).toBe('2026-12-14T14:30:00')
    // The VTIMEZONE it carries puts 2 PM in Kolkata at 08:30 UTC.
    ICAL.TimezoneService.reset()
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!)
    const startTime = event.getFirstPropertyValue('dtstart') as ICAL.Time
    expect(startTime.toJSDate().toISOString()).toBe('2026-12-14T08:30:00.000Z')
  })

  it('when an appointment is moved, then the mail says where to and from and the invitation keeps the UID with the stored SEQUENCE', () => {
    const moved = appointment({ appointmentDate: '2026-12-15', appointmentTime: '10:30 AM', inviteSequence: 2 })
    const mail = movedMail(
      moved,
      { appointmentDate: '2026-12-14', appointmentTime: '2:00 PM', doctorId: 'd1', doctorName: 'Dr. Rao' },
      now,
      organizer,
    )
    expect(mail.subject).toBe('Your appointment has been moved')
    expect(mail.text).toContain("Aarav's appointment to 15 Dec 2026 at 10:30 AM with Dr. Rao.")
    expect(mail.text).toContain('It was on 14 Dec 2026 at 2:00 PM with Dr. Rao.')
    expect(mail.calendar?.method).toBe('REQUEST')
    const { calendar, event } = parsed(mail.calendar!.content)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.getFirstPropertyValue('uid')).toBe(
      'appointment-6f1c1c8e-2a51-4c54-9d2c-0a4b5f1e9a10@child-development-centres',
    )
    expect(event.getFirstPropertyValue('sequence')).toBe(2)
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-12-15T10:30:00')
  })

  it('when a pending request is moved, then the mail carries no invitation (the parent holds none yet)', () => {
    const mail = movedMail(
      appointment({ status: 'pending', inviteSequence: 1 }),
      { appointmentDate: '2026-12-13', appointmentTime: '2:00 PM', doctorId: 'd1', doctorName: 'Dr. Rao' },
      now,
      organizer,
    )
    expect(mail.calendar).toBeUndefined()
    expect(mail.text).toContain('still pending')
  })

  it('when an approved appointment is cancelled, then the mail gives the reason and withdraws the invitation with METHOD:CANCEL', () => {
    const mail = cancelledMail(
      appointment({ status: 'cancelled', inviteSequence: 3 }),
      {
        reason: 'The doctor is unwell',
        wasApproved: true,
        by: 'centre',
        refund: { amount: 700, fee: 700, rule: 'centre' },
      },
      now,
      organizer,
    )
    expect(mail.subject).toBe('Your appointment has been cancelled')
    expect(mail.text).toContain("The centre's reason: The doctor is unwell")
    expect(mail.text).toContain('You will get back Rs 700 of Rs 700.')
    expect(mail.calendar?.method).toBe('CANCEL')
    const { calendar, event } = parsed(mail.calendar!.content)
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(event.getFirstPropertyValue('sequence')).toBe(3)
  })

  it('when a pending request is cancelled, then the mail has the reason and no invitation', () => {
    const mail = cancelledMail(
      appointment({ status: 'cancelled' }),
      { reason: 'Closed', wasApproved: false, by: 'centre', refund: { amount: 700, fee: 700, rule: 'pending' } },
      now,
      organizer,
    )
    expect(mail.calendar).toBeUndefined()
    expect(mail.text).toContain("The centre's reason: Closed")
  })

  it('when a parent withdraws a pending request, then the mail says so as asked, with no reason line, no refund line and no invitation', () => {
    const mail = cancelledMail(
      appointment({ status: 'cancelled' }),
      { reason: '', wasApproved: false, by: 'parent', refund: { amount: 700, fee: 700, rule: 'pending' } },
      now,
      organizer,
    )
    expect(mail.subject).toBe('Your appointment request has been withdrawn')
    expect(mail.text).toContain('As you asked')
    expect(mail.text).not.toContain("The centre's reason")
    expect(mail.text).not.toContain('You will get back')
    expect(mail.calendar).toBeUndefined()
  })

  it('when a parent cancels an approved appointment, then the mail states the refund and withdraws the invitation', () => {
    const mail = cancelledMail(
      appointment({ status: 'cancelled', inviteSequence: 2 }),
      { reason: '', wasApproved: true, by: 'parent', refund: { amount: 250, fee: 700, rule: 'early' } },
      now,
      organizer,
    )
    expect(mail.subject).toBe('Your appointment has been cancelled')
    expect(mail.text).toContain('You will get back Rs 250 of Rs 700.')
    expect(mail.calendar?.method).toBe('CANCEL')
  })

  it('when the names are long and in Telugu, then every line is at most 75 octets and the parser reads them back whole', () => {
    const telugu = 'ఆరవ్ శ్రీనివాస్ వెంకట సుబ్రహ్మణ్యం'
    const parent = 'రవి కుమార్ వెంకటేశ్వర్లు చంద్రశేఖర్ రెడ్డి'
    const ics = appointmentInvite(
      appointment({
        childId: { _id: 'c1', name: telugu, parentId: null, dob: null, gender: null },
        parentName: parent,
      }),
      now,
      organizer,
    )
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(Math.max(...lineOctets(ics))).toBeLessThanOrEqual(75)
    expect(ics.split('\r\n').some((line) => line.startsWith(' '))).toBe(true) // something was folded
    const { event } = parsed(ics)
    expect(event.getFirstPropertyValue('summary')).toBe(`New Consultation for ${telugu}`)
    expect(event.getFirstProperty('attendee')?.getParameter('cn')).toBe(parent)
  })

  it('when a line is folded, then no piece exceeds 75 octets with its leading space and no character is split', () => {
    const line = `SUMMARY:${'అ'.repeat(60)}${'a'.repeat(80)}😀${'ఆ'.repeat(30)}`
    const folded = fold(line)
    const pieces = folded.split('\r\n')
    expect(pieces.every((piece) => Buffer.byteLength(piece) <= 75)).toBe(true)
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true)
    expect(pieces.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join('')).toBe(line)
    expect(fold('SHORT:line')).toBe('SHORT:line')
  })
})

describe("the appointment mails in the parent's language", () => {
  const refund = { amount: 350, fee: 700, rule: 'half' } as unknown as Parameters<typeof cancelledMail>[1]['refund']

  it('when a Telugu-reading parent cancels an approved visit, then every line is Telugu, the day in Telugu and the refund in rupees', () => {
    const mail = cancelledMail(
      appointment({ childId: { _id: 'c1', name: 'సాన్వి', parentId: null, dob: null, gender: null } }),
      { reason: '', wasApproved: true, by: 'parent', refund },
      now,
      organizer,
      'te',
    )
    expect(mail.subject).toBe('మీ అపాయింట్‌మెంట్ రద్దు చేయబడింది')
    expect(mail.text).toContain('ప్రియమైన Ravi Kumar గారు,')
    expect(mail.text).toContain('మీరు అడిగినట్లుగా 14, డిసెం 2026, 2:00 PM న ఉన్న సాన్వి అపాయింట్‌మెంట్‌ను రద్దు చేశాము.')
    expect(mail.text).toContain('₹700 లో ₹350 మీకు తిరిగి వస్తుంది.')
    expect(mail.text).toContain('బిడ్డ: సాన్వి')
    expect(mail.text).not.toMatch(/Dear|As you asked|You will get back/)
    // The invitation is withdrawn all the same.
    expect(mail.calendar?.method).toBe('CANCEL')
  })

  it('when a Hindi-reading parent’s visit is moved by the centre, then the mail says where to and where from in Hindi, times as Hindi writes them', () => {
    const mail = movedMail(
      appointment(),
      { appointmentDate: '2026-12-12', appointmentTime: '10:30 AM', doctorId: 'd1', doctorName: 'Dr. Rao' },
      now,
      organizer,
      'centre',
      'hi',
    )
    expect(mail.subject).toBe('आपका अपॉइंटमेंट बदल दिया गया है')
    expect(mail.text).toContain('केंद्र ने Aarav का अपॉइंटमेंट 14 दिस॰ 2026, 2:00 pm, Dr. Rao के साथ पर कर दिया है।')
    expect(mail.text).toContain('पहले यह 12 दिस॰ 2026, 10:30 am, Dr. Rao के साथ को था।')
    expect(mail.text).toContain('तारीख़ और समय: 14 दिस॰ 2026, 2:00 pm')
    expect(mail.text).not.toMatch(/\d (AM|PM)\b/)
  })

  it('when a parent reads Telugu or Hindi, then the mail names the consultation type in it, the same words as the portal', () => {
    const telugu = receivedMail(appointment({ consultationType: 'Assessment (IQ)' }), 'te')
    expect(telugu.text).toContain('కన్సల్టేషన్: IQ అసెస్‌మెంట్')
    const hindi = receivedMail(appointment(), 'hi')
    expect(hindi.text).toContain('कंसल्टेशन: नया कंसल्टेशन')
    expect(receivedMail(appointment(), 'en').text).toContain('Consultation: New Consultation')
    // One name per type across the parent's screens and mails (docs/i18n-glossary.md): the portal's catalogue.
    const portalIds = {
      'New Consultation': 'common.consultationType.newConsultation',
      'Assessment (IQ)': 'common.consultationType.assessmentIq',
      'For IB board Assessment (IQ)': 'common.consultationType.ibBoardAssessmentIq',
    } as const
    for (const language of ['en', 'te', 'hi'] as const) {
      const catalogue = JSON.parse(
        readFileSync(new URL(`../../../portal/src/locales/${language}/common.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>
      for (const type of CONSULTATION_TYPE_NAMES) {
        expect(consultationNameIn(type, language), `${language}: ${type}`).toBe(catalogue[portalIds[type]])
      }
    }
  })

  it('when no language is known, then the mails stay in English as before', () => {
    expect(
      movedMail(
        appointment(),
        { appointmentDate: '2026-12-12', appointmentTime: '10:30 AM', doctorId: 'd1', doctorName: null },
        now,
        organizer,
      ).subject,
    ).toBe('Your appointment has been moved')
  })
})
