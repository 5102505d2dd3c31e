import { describe, expect, it } from 'vitest'
import { makeIep, makeMonth, makeVersion } from '../../test/test-iep'
import { iepPdfContent, iepPdfFileName } from './iep-pdf-content'

const child = { name: 'Aarav Kumar', centreName: 'Barkatpura' }

describe('the IEP report PDF', () => {
  it('names the child, centre, doctor and therapist, then has the columns of the report', () => {
    const content = iepPdfContent(makeIep(), child, new Date('2026-11-24T06:00:00Z'))
    expect(content.title).toBe('Barkatpura')
    expect(content.details.slice(0, 4)).toEqual([
      { label: 'Child', value: 'Aarav Kumar' },
      { label: 'Centre', value: 'Barkatpura' },
      { label: 'Doctor', value: 'Dr. Meera Iyer' },
      { label: 'Therapist', value: 'Sana Fatima' },
    ])
    expect(content.columns).toEqual([
      'Month',
      'Long-Term Goals',
      'Short-Term Goals',
      'Performance',
      'Therapist Feedback',
      'Doctor Feedback',
    ])
    expect(content.generated).toBe('Generated on 24 Nov 2026')
  })

  it('has one row per month in plan order, across the year end, with numbered goals and their performance', () => {
    const iep = makeIep({
      monthlyGoals: [
        makeMonth(0, {
          latest: makeVersion({
            version: 3,
            performance: [80, null],
            therapistFeedback: 'Good progress',
            doctorFeedback: 'Keep going',
          }),
          entries: [
            {
              _id: 'e1',
              goalIndex: 1,
              goal: 'Asks',
              date: '2026-11-05',
              percent: 50,
              note: '',
              createdAt: '',
              createdBy: { name: 'Sana Fatima', role: 'therapist' },
            },
            {
              _id: 'e2',
              goalIndex: 1,
              goal: 'Asks',
              date: '2026-11-12',
              percent: 71,
              note: '',
              createdAt: '',
              createdBy: { name: 'Sana Fatima', role: 'therapist' },
            },
          ],
        }),
        makeMonth(1),
        makeMonth(2),
      ],
    })
    const { rows } = iepPdfContent(iep, child)
    expect(rows.map((row) => row[0])).toEqual(['November 2026', 'December 2026', 'January 2027'])
    expect(rows[0]).toEqual([
      'November 2026',
      'Speaks in three-word sentences',
      '1. Names 20 objects\n2. Asks for help with words',
      '1. 80%\n2. 61% (mean of entries)',
      'Good progress',
      'Keep going',
    ])
    // Nothing recorded yet reads as such, and empty feedback as a plain hyphen (Latin-1 fonts).
    expect(rows[1].slice(3)).toEqual(['1. not recorded\n2. not recorded', '-', '-'])
  })

  it('says which version of each month it shows, by whom and when', () => {
    const iep = makeIep({
      monthlyGoals: [
        makeMonth(0, {
          latest: makeVersion({
            version: 3,
            updatedBy: { name: 'Sana Fatima', role: 'therapist' },
            updatedAt: '2026-11-20T09:30:00.000Z',
          }),
        }),
        makeMonth(1),
        makeMonth(2),
      ],
    })
    expect(iepPdfContent(iep, child).versions[0]).toBe(
      'November 2026: version 3, saved by Sana Fatima (therapist) on 20 Nov 2026, 3:00 pm',
    )
  })

  it('is named after the child, the therapy and the start', () => {
    expect(iepPdfFileName(makeIep(), child)).toBe('iep-aarav-kumar-speech-therapy-2026-11.pdf')
  })
})
