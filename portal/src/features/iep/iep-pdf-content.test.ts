import { afterEach, describe, expect, it, vi } from 'vitest'
import { speak } from '../../test/helpers'
import { makeIep, makeMonth, makeVersion } from '../../test/test-iep'
import { pdfTextLines, testPdfWriter } from '../../test/test-pdf'
import { renderIepPdf } from './iep-pdf'
import { iepPdfContent, iepPdfFileName, PDF_CHART_BOX } from './iep-pdf-content'
import { goalSeriesOf } from './iep-view'
import { progressChartGeometry } from './progress-chart-geometry'

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

  it("when made late in the UTC evening, then its dates are India's: the next day", () => {
    const content = iepPdfContent(makeIep(), child, new Date('2026-11-24T20:00:00Z'))
    expect(content.generated).toBe('Generated on 25 Nov 2026')
    const reworded = makeIep({
      monthlyGoals: [
        makeMonth(0, {
          latest: makeVersion({ version: 2, goals: ['Names 30 objects'], updatedAt: '2026-11-05T19:00:00.000Z' }),
          history: [makeVersion({ goals: ['Names 20 objects'] })],
        }),
      ],
    })
    expect(iepPdfContent(reworded, child).charts[0].changeLabels.map((label) => label.text)).toEqual([
      'Reworded 6 Nov 2026',
    ])
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
      'November 2026: version 3, saved by Sana Fatima (therapist) on 20 Nov 2026, 3:00 PM',
    )
  })

  describe('in Telugu and Hindi', () => {
    afterEach(async () => {
      await speak('en')
      vi.unstubAllGlobals()
    })

    it("names one of the doctor's therapies in the parent's language, and a name outside them as it was stored", async () => {
      await speak('te')
      const therapyOf = (therapy: string) =>
        iepPdfContent(makeIep({ therapy }), child, new Date('2026-11-24T06:00:00Z')).details[4]
      expect(therapyOf('Speech Therapy')).toEqual({ label: 'థెరపీ', value: 'స్పీచ్ థెరపీ' })
      expect(therapyOf('Hippotherapy (pilot)')).toEqual({ label: 'థెరపీ', value: 'Hippotherapy (pilot)' })
      await speak('hi')
      expect(therapyOf('Special Education').value).toBe('विशेष शिक्षा')
    })
  })

  it('is named after the child, the therapy and the start', () => {
    expect(iepPdfFileName(makeIep(), child)).toBe('iep-aarav-kumar-speech-therapy-2026-11.pdf')
  })

  describe('the progress charts', () => {
    const entry = (id: string, goalIndex: number, date: string, percent: number) => ({
      _id: id,
      goalIndex,
      goal: '',
      date,
      percent,
      note: '',
      createdAt: '',
      createdBy: { name: 'Sana Fatima', role: 'therapist' as const },
    })
    // Goal 1 has entries in November and December, an explicit 80 % in November, and is reworded in December.
    const iep = makeIep({
      monthlyGoals: [
        makeMonth(0, {
          latest: makeVersion({ version: 2, performance: [80, null] }),
          entries: [entry('a', 0, '2026-11-18', 65), entry('b', 0, '2026-11-04', 40)],
        }),
        makeMonth(1, {
          latest: makeVersion({
            version: 2,
            month: 12,
            goals: ['Names 30 objects', 'Asks for help with words'],
            updatedAt: '2026-12-05T05:00:00.000Z',
          }),
          history: [makeVersion({ month: 12 })],
          entries: [entry('c', 0, '2026-12-09', 55)],
        }),
        makeMonth(2, { latest: makeVersion({ month: 1, goals: ['Names 30 objects', 'Asks for help with words'] }) }),
      ],
    })

    it('when a plan has two short-term goals, then the PDF has a chart for each, titled with its number and wording', () => {
      const { charts } = iepPdfContent(iep, child)
      expect(charts.map((chart) => chart.title)).toEqual([
        'Goal 1, November 2026 to January 2027: Names 30 objects',
        'Goal 2, November 2026 to January 2027: Asks for help with words',
      ])
      expect(charts[0].monthLabels.map((label) => label.text)).toEqual([
        'November 2026',
        'December 2026',
        'January 2027',
      ])
      expect(charts[0].tickLabels.map((label) => label.text)).toEqual(['0%', '25%', '50%', '75%', '100%'])
    })

    it("when drawn, then a chart's shapes come from the screens' geometry module, in the PDF's box", () => {
      const [chart] = iepPdfContent(iep, child).charts
      expect(chart.geometry).toEqual(progressChartGeometry(goalSeriesOf(iep)[0], PDF_CHART_BOX))
      expect(chart.geometry.entryPoints.map((point) => point.percent)).toEqual([40, 65, 55])
    })

    it('when a goal has entries, a monthly % and a rewording, then each is named in words, not only by colour', () => {
      const [chart] = iepPdfContent(iep, child).charts
      expect(chart.baselineLabel).toBe('Baseline 40%')
      // November is the therapist's 80 %, December the mean of its one entry; January has nothing.
      expect(chart.monthlyLabels.map((label) => label.text)).toEqual(['80%', '55%'])
      expect(chart.changeLabels.map((label) => label.text)).toEqual(['Reworded 5 Dec 2026'])
      expect(chart.emptyText).toBeNull()
      expect(iepPdfContent(iep, child).chartLegend.map((item) => item.label)).toEqual([
        'Session entries',
        "Month's performance",
        'Baseline (first entry)',
        'Goal reworded',
      ])
    })

    it("when each month has its own goals, then the PDF draws each goal's chart from its own entries and baseline", () => {
      const wording = (month: number, goal: string) => makeVersion({ month, goals: [goal] })
      const distinct = makeIep({
        monthlyGoals: [
          makeMonth(0, {
            latest: wording(11, 'Names 10 objects'),
            entries: [entry('a', 0, '2026-11-04', 40), entry('b', 0, '2026-11-18', 60)],
          }),
          makeMonth(1, { latest: wording(12, 'Names 20 objects'), entries: [entry('c', 0, '2026-12-09', 30)] }),
          makeMonth(2, { latest: wording(1, 'Names 30 objects') }),
        ],
      })
      const { charts } = iepPdfContent(distinct, child)
      expect(charts.map((chart) => chart.title)).toEqual([
        'Goal 1, November 2026: Names 10 objects',
        'Goal 1, December 2026: Names 20 objects',
        'Goal 1, January 2027: Names 30 objects',
      ])
      expect(charts.map((chart) => chart.geometry.entryPoints.map((point) => point.percent))).toEqual([
        [40, 60],
        [30],
        [],
      ])
      expect(charts.map((chart) => chart.baselineLabel)).toEqual(['Baseline 40%', 'Baseline 30%', null])
      expect(charts.map((chart) => chart.monthLabels.map((label) => label.text))).toEqual([
        ['November 2026'],
        ['December 2026'],
        ['January 2027'],
      ])
      expect(charts.flatMap((chart) => chart.changeLabels)).toEqual([])
    })

    it('when a goal has nothing recorded, then its chart says so and has no baseline', () => {
      const [chart] = iepPdfContent(makeIep(), child).charts
      expect(chart.baselineLabel).toBeNull()
      expect(chart.emptyText).toBe('Nothing recorded for this goal yet.')
    })

    // Compiling HarfBuzz's WebAssembly takes seconds on a busy machine.
    it(
      'when the PDF is made, then it carries the charts with their labels after the table',
      { timeout: 30_000 },
      async () => {
        const doc = await testPdfWriter('landscape')
        renderIepPdf(iepPdfContent(iep, child), doc)
        const text = pdfTextLines(await doc.save())
        for (const words of [
          'Progress per short-term goal',
          'Goal 1, November 2026 to January 2027: Names 30 objects',
          'Baseline 40%',
          'Reworded 5 Dec 2026',
          'Goal reworded',
        ]) {
          expect(text).toContain(words)
        }
      },
    )
  })
})
