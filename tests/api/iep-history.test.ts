import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clinicToday } from '@app/platform/clinic-time'
import { calendarMonthOf, monthName, type IepDto } from '@app/iep/schema'
import { centreIdsByName } from '../support/accounts.ts'
import { assignedCast, assignPlan, planBody } from '../support/iep.ts'
import { startTestServer } from '../support/server.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'

type Answer = { message: string; iep: IepDto; merged?: boolean; fieldErrors?: Record<string, string> }

describe('IEP: versions, history, concurrency, validation, session entries, mail', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let smtp: TestSmtpServer
  let centreId: string
  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example.test' })
    centreId = (await centreIdsByName(server))['Barkatpura Centre']
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  const put = (path: string, token: string, json: unknown) =>
    server.request<Answer>(path, { method: 'PUT', token, json })
  const updateMonth = (cast: { child: { _id: string } }, token: string, json: unknown) =>
    put(`/api/doctors/updateIEP/${cast.child._id}`, token, json)
  const feedback = (cast: { child: { _id: string } }, token: string, json: unknown) =>
    put(`/api/doctors/IEPfeedback/${cast.child._id}`, token, json)
  const performance = (cast: { child: { _id: string } }, token: string, json: unknown) =>
    put(`/api/therapists/updateIEPperformance/${cast.child._id}`, token, json)

  it('when the doctor plans three months, then each month has version 1 by the doctor and the months wrap into the plan', async () => {
    const cast = await assignedCast(server, centreId)
    const { status, body } = await server.request<Answer>(`/api/doctors/assignIEP/${cast.child._id}`, {
      json: planBody({ doctorId: 'someone-else', therapistName: 'Typed by the client' }),
      token: cast.doctor.token,
    })
    expect(status).toBe(201)
    expect(body.message).toBe('New IEP created successfully!')
    const iep = body.iep
    expect(iep.doctorId).toEqual({ _id: cast.doctor.user._id, name: cast.doctor.user.name })
    expect(iep.therapistName).toBe(cast.therapist.user.name)
    expect(iep.selectedMonths).toEqual(planBody().selectedMonths)
    expect(iep.monthlyGoals).toHaveLength(3)
    for (const month of iep.monthlyGoals) {
      expect(month.latest).toMatchObject({ version: 1, performance: [], doctorFeedback: '', childVideo: null })
      expect(month.latest.updatedBy).toEqual({ name: cast.doctor.user.name, role: 'doctor' })
      expect(month.history).toEqual([])
    }
  })

  it('when every kind of change is made, then each adds a version with its author and history keeps all, newest first', async () => {
    const cast = await assignedCast(server, centreId)
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const edit = await updateMonth(cast, cast.doctor.token, {
      iepId: plan._id,
      monthIndex: 0,
      baseVersion: 1,
      monthlyGoals: { target: 'Two-word phrases, daily', goals: ['Names 10 objects', 'Asks for help', 'Waves'] },
      history: [],
    })
    expect(edit.status).toBe(200)
    expect(edit.body.message).toBe('IEP updated successfully!')
    const recorded = await performance(cast, cast.therapist.token, {
      iepId: plan._id,
      month: plan.selectedMonths[0],
      baseVersion: 2,
      performance: [70, 40, null],
      therapistFeedback: 'Good week',
    })
    expect(recorded.status).toBe(200)
    expect(recorded.body.message).toBe('All data saved successfully!')
    const reviewed = await feedback(cast, cast.doctor.token, {
      iepId: plan._id,
      month: plan.selectedMonths[0],
      baseVersion: 3,
      doctorFeedback: 'Keep going',
    })
    expect(reviewed.status).toBe(200)
    expect(reviewed.body.message).toBe('Feedback submitted successfully!')

    const { body } = await server.request<IepDto[]>(`/api/parents/iep/${cast.child._id}`, { token: cast.parent.token })
    const month = body[0].monthlyGoals[0]
    expect(month.latest).toMatchObject({
      version: 4,
      target: 'Two-word phrases, daily',
      goals: ['Names 10 objects', 'Asks for help', 'Waves'],
      performance: [70, 40, null],
      therapistFeedback: 'Good week',
      doctorFeedback: 'Keep going',
      updatedBy: { name: cast.doctor.user.name, role: 'doctor' },
    })
    expect(month.history.map((v) => [v.version, v.updatedBy.role])).toEqual([
      [3, 'therapist'],
      [2, 'doctor'],
      [1, 'doctor'],
    ])
    expect(month.history[0].updatedBy.name).toBe(cast.therapist.user.name)
    expect(month.history[2]).toMatchObject({ target: 'Two-word phrases', goals: ['Names 10 objects', 'Asks for help'] })
    // The other months are untouched.
    expect(body[0].monthlyGoals[1].latest.version).toBe(1)
  })

  it('when a client sends a history or a version of its own, then it is ignored and nothing earlier is lost', async () => {
    const cast = await assignedCast(server, centreId)
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const forged = { version: 1, target: 'Forged', goals: ['x'], updatedBy: { name: 'Nobody', role: 'doctor' } }
    const { status, body } = await updateMonth(cast, cast.doctor.token, {
      iepId: plan._id,
      monthIndex: 1,
      baseVersion: 1,
      monthlyGoals: { latest: { target: 'Real', goals: ['Real goal'], version: 99 }, history: [forged] },
      history: [forged],
    })
    expect(status).toBe(200)
    const month = body.iep.monthlyGoals[1]
    expect(month.latest).toMatchObject({ version: 2, target: 'Real', goals: ['Real goal'] })
    expect(month.history).toHaveLength(1)
    expect(month.history[0]).toMatchObject({ version: 1, target: 'Three-word sentences' })
    const rows = await server.payload.find({
      collection: 'iep-versions',
      where: { iep: { equals: plan._id } },
      depth: 0,
    })
    expect(rows.docs.some((row) => row.target === 'Forged')).toBe(false)
  })

  it('when a save starts from an older version and touches other fields, then both changes are kept; overlapping ones get 409', async () => {
    const cast = await assignedCast(server, centreId)
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    // The therapist saves feedback on version 1 ...
    const first = await performance(cast, cast.therapist.token, {
      iepId: plan._id,
      monthIndex: 0,
      baseVersion: 1,
      therapistFeedback: 'Therapist note',
    })
    expect(first.status).toBe(200)
    // ... while the doctor, still on version 1, changes the long-term goal: merged.
    const merged = await updateMonth(cast, cast.doctor.token, {
      iepId: plan._id,
      monthIndex: 0,
      baseVersion: 1,
      monthlyGoals: { target: 'New long-term goal', goals: ['Names 10 objects', 'Asks for help'] },
    })
    expect(merged.status).toBe(200)
    expect(merged.body.merged).toBe(true)
    expect(merged.body.iep.monthlyGoals[0].latest).toMatchObject({
      version: 3,
      target: 'New long-term goal',
      therapistFeedback: 'Therapist note',
    })
    // Changing the short-term goals from version 1 overlaps nothing either? It collides with nobody's goals ...
    // ... but performance from the stale version 2 against goals changed since: 409, nothing stored.
    const goalsChanged = await updateMonth(cast, cast.doctor.token, {
      iepId: plan._id,
      monthIndex: 0,
      baseVersion: 3,
      monthlyGoals: { target: 'New long-term goal', goals: ['Names 20 objects'] },
    })
    expect(goalsChanged.status).toBe(200)
    const stale = await performance(cast, cast.therapist.token, {
      iepId: plan._id,
      monthIndex: 0,
      baseVersion: 2,
      performance: [10, 20],
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe(
      `This month was changed by ${cast.doctor.user.name} while you were editing. Please reload it: your changes are still on screen.`,
    )
    const sameField = await performance(cast, cast.therapist.token, {
      iepId: plan._id,
      monthIndex: 0,
      baseVersion: 1,
      therapistFeedback: 'Another note',
    })
    expect(sameField.status).toBe(409)
    const ahead = await performance(cast, cast.therapist.token, {
      iepId: plan._id,
      monthIndex: 0,
      baseVersion: 99,
      therapistFeedback: 'x',
    })
    expect(ahead.status).toBe(409)
    const { body } = await server.request<IepDto[]>(`/api/doctors/childIEP/${cast.child._id}`, {
      token: cast.doctor.token,
    })
    expect(body[0].monthlyGoals[0].latest.version).toBe(4)
    expect(body[0].monthlyGoals[0].latest.therapistFeedback).toBe('Therapist note')
  })

  it('when two saves start from the same version at the same moment, then none is lost: each is a version or a 409', async () => {
    const cast = await assignedCast(server, centreId)
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const saves = await Promise.all([
      performance(cast, cast.therapist.token, { iepId: plan._id, monthIndex: 2, baseVersion: 1, performance: [55] }),
      feedback(cast, cast.doctor.token, { iepId: plan._id, monthIndex: 2, baseVersion: 1, doctorFeedback: 'Doctor A' }),
      updateMonth(cast, cast.doctor.token, {
        iepId: plan._id,
        monthIndex: 2,
        baseVersion: 1,
        monthlyGoals: { target: 'Retells an event in order', goals: ['Uses first and then'] },
      }),
      performance(cast, cast.therapist.token, {
        iepId: plan._id,
        monthIndex: 2,
        baseVersion: 1,
        therapistFeedback: 'Therapist B',
      }),
    ])
    expect(saves.every((save) => save.status === 200 || save.status === 409)).toBe(true)
    const { body } = await server.request<IepDto[]>(`/api/doctors/childIEP/${cast.child._id}`, {
      token: cast.doctor.token,
    })
    const latest = body[0].monthlyGoals[2].latest
    const ok = saves.filter((save) => save.status === 200).length
    expect(latest.version).toBe(1 + ok)
    // Every save that was answered 200 is in the current version (disjoint fields are merged, never dropped).
    if (saves[0].status === 200) expect(latest.performance).toEqual([55])
    if (saves[1].status === 200) expect(latest.doctorFeedback).toBe('Doctor A')
    if (saves[2].status === 200) expect(latest.target).toBe('Retells an event in order')
    if (saves[3].status === 200) expect(latest.therapistFeedback).toBe('Therapist B')
    const versions = await server.payload.count({
      collection: 'iep-versions',
      where: { and: [{ iep: { equals: plan._id } }, { monthIndex: { equals: 2 } }] },
    })
    expect(versions.totalDocs).toBe(1 + ok)
  })

  it('when the forms send bad input, then 400 with the product’s messages and nothing is stored', async () => {
    const cast = await assignedCast(server, centreId)
    const bad = await server.request<Answer>(`/api/doctors/assignIEP/${cast.child._id}`, {
      token: cast.doctor.token,
      json: planBody({
        therapy: '',
        monthlyGoals: [
          { target: '', goals: ['a'] },
          { target: 'b', goals: [] },
          { target: 'c', goals: ['ok', ''] },
        ],
      }),
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors).toMatchObject({
      therapy: 'Therapy type is required',
      'monthlyGoals.0.target': 'Long-term goal is required for Month 1',
      'monthlyGoals.1.goals': 'At least one short-term goal is required for Month 2',
      'monthlyGoals.2.goals': 'All short-term goals must be filled for Month 3',
    })
    const { month, year } = calendarMonthOf(clinicToday())
    const past = await server.request<Answer>(`/api/doctors/assignIEP/${cast.child._id}`, {
      token: cast.doctor.token,
      json: planBody({
        startingMonth: month === 1 ? 12 : month - 1,
        startingYear: month === 1 ? year - 1 : year,
        selectedMonths: undefined,
      }),
    })
    expect(past.status).toBe(400)
    expect(Object.values(past.body.fieldErrors ?? {})).toContain(
      month === 1 ? 'Please choose this year or next year' : 'Starting month and year cannot be in the past',
    )
    const twoMonths = await server.request<Answer>(`/api/doctors/assignIEP/${cast.child._id}`, {
      token: cast.doctor.token,
      json: planBody({ monthlyGoals: planBody().monthlyGoals.slice(0, 2) }),
    })
    expect(twoMonths.body.fieldErrors?.monthlyGoals).toBe('Goals for all three months are required')
    expect(
      (await server.payload.count({ collection: 'ieps', where: { child: { equals: cast.child._id } } })).totalDocs,
    ).toBe(0)

    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const cases: Array<[Promise<{ status: number; body: Answer }>, string, string]> = [
      [
        feedback(cast, cast.doctor.token, { iepId: plan._id, monthIndex: 0, baseVersion: 1, doctorFeedback: ' ' }),
        'doctorFeedback',
        'Feedback is required',
      ],
      [
        feedback(cast, cast.doctor.token, { iepId: plan._id, monthIndex: 0, baseVersion: 'two', doctorFeedback: 'x' }),
        'baseVersion',
        'Please reload the month and try again',
      ],
      [
        feedback(cast, cast.doctor.token, { iepId: plan._id, month: 13, baseVersion: 1, doctorFeedback: 'x' }),
        'month',
        'Please choose a month of the plan',
      ],
      [
        performance(cast, cast.therapist.token, {
          iepId: plan._id,
          monthIndex: 0,
          baseVersion: 1,
          performance: [101, 5],
        }),
        'performance.0',
        'Performance must be a number from 0 to 100',
      ],
      [
        performance(cast, cast.therapist.token, { iepId: plan._id, monthIndex: 0, baseVersion: 1, performance: [50] }),
        'performance',
        'Please enter a performance for each short-term goal',
      ],
      [
        performance(cast, cast.therapist.token, {
          iepId: plan._id,
          monthIndex: 0,
          baseVersion: 1,
          performance: 'lots',
        }),
        'performance',
        'Performance must be a list of numbers',
      ],
      [
        updateMonth(cast, cast.doctor.token, {
          iepId: plan._id,
          monthIndex: 1,
          baseVersion: 1,
          monthlyGoals: { target: 'x', goals: [' '] },
        }),
        'monthlyGoals.goals',
        'At least one short-term goal is required for Month 2',
      ],
    ]
    for (const [request, field, message] of cases) {
      const { status, body } = await request
      expect(status, message).toBe(400)
      expect(body.fieldErrors?.[field], JSON.stringify(body)).toBe(message)
    }
    const versions = await server.payload.count({ collection: 'iep-versions', where: { iep: { equals: plan._id } } })
    expect(versions.totalDocs).toBe(3)
  })

  it('when the therapist adds session entries, then a retried key is stored once and the month shows their mean', async () => {
    const cast = await assignedCast(server, centreId)
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const today = clinicToday()
    const entry = (json: Record<string, unknown>) =>
      server.request<{
        message: string
        entry: { _id: string; percent: number }
        iep: IepDto
        fieldErrors?: Record<string, string>
      }>(`/api/therapists/iep/${plan._id}/months/0/entries`, { token: cast.therapist.token, json })
    const first = await entry({
      goalIndex: 0,
      date: today,
      percent: 40,
      note: 'Baseline',
      idempotencyKey: 'key-0001-aaaa',
    })
    expect(first.status).toBe(201)
    expect(first.body.message).toBe('Session entry saved')
    const retried = await entry({
      goalIndex: 0,
      date: today,
      percent: 40,
      note: 'Baseline',
      idempotencyKey: 'key-0001-aaaa',
    })
    expect(retried.status).toBe(200)
    expect(retried.body.entry._id).toBe(first.body.entry._id)
    const racing = await Promise.all(
      [1, 2, 3].map(() => entry({ goalIndex: 0, date: today, percent: 71, idempotencyKey: 'key-0002-bbbb' })),
    )
    expect(new Set(racing.map((r) => r.body.entry._id)).size).toBe(1)
    const { body } = await server.request<IepDto[]>(`/api/doctors/childIEP/${cast.child._id}`, {
      token: cast.doctor.token,
    })
    const month = body[0].monthlyGoals[0]
    expect(month.entries.map((e) => e.percent)).toEqual([40, 71])
    expect(month.entries[0]).toMatchObject({
      goal: 'Names 10 objects',
      note: 'Baseline',
      createdBy: { role: 'therapist' },
    })
    expect(month.meanPerGoal).toEqual([56, null])
    expect(month.latest.version).toBe(1)

    const wrongMonth = await entry({ goalIndex: 0, date: '2001-01-01', percent: 5, idempotencyKey: 'key-0003-cccc' })
    expect(wrongMonth.status).toBe(400)
    expect(wrongMonth.body.fieldErrors?.date).toMatch(/^The date must be within /)
    const wrongGoal = await entry({ goalIndex: 5, date: today, percent: 5, idempotencyKey: 'key-0004-dddd' })
    expect(wrongGoal.body.fieldErrors?.goalIndex).toBe('Please choose a short-term goal')
    const noKey = await entry({ goalIndex: 0, date: today, percent: 5 })
    expect(noKey.body.fieldErrors?.idempotencyKey).toBe('idempotencyKey is required')
    const entries = await server.payload.count({
      collection: 'iep-session-entries',
      where: { iep: { equals: plan._id } },
    })
    expect(entries.totalDocs).toBe(2)
  })

  /** The "report ready" messages the outbox holds for this address (every mail goes through it). */
  const outboxTo = async (to: string) => {
    const { docs } = await server.payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: to } },
      depth: 0,
      pagination: false,
    })
    return (docs as unknown as Array<{ subject: string; status: string }>).filter((mail) =>
      mail.subject.includes('IEP report'),
    )
  }
  async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }

  it('when the doctor gives feedback before the therapist records the month, then the doctor is told and the parent is mailed once the month has both, once', async () => {
    const cast = await assignedCast(server, centreId)
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const parentEmail = cast.parent.user.email ?? ''
    const [first, second, third] = plan.monthlyGoals
    const period = (month: { month: number; year: number }) => `${monthName(month.month)} ${month.year}`

    // The doctor first: saved, the doctor is told the parent hears of it later, and nothing is queued.
    const early = await feedback(cast, cast.doctor.token, {
      iepId: plan._id,
      month: first.month,
      doctorFeedback: 'Well done',
    })
    expect(early.status).toBe(200)
    expect(early.body.message).toBe(
      `Feedback submitted successfully! The parent will be e-mailed that the report is ready when the therapist records ${period(first)}.`,
    )
    expect(await outboxTo(parentEmail)).toEqual([])

    // The therapist's record completes the month: now the parent is mailed, with the doctor's name and the link.
    const recorded = await performance(cast, cast.therapist.token, {
      iepId: plan._id,
      month: first.month,
      performance: [80, 60],
      therapistFeedback: 'Names objects readily',
    })
    expect(recorded.status).toBe(200)
    const mail = await smtp.waitFor((m) => m.to.includes(parentEmail))
    expect(mail.subject).toBe(`${cast.child.name}'s IEP report for ${period(first)} is ready`)
    expect(mail.text).toContain(cast.doctor.user.name)
    expect(mail.text).toContain(`https://portal.example.test/parentdashboard/iepreports/${cast.child._id}`)

    // Later changes by either of them, and the same feedback again, send nothing more for that month.
    const changed = await performance(cast, cast.therapist.token, {
      iepId: plan._id,
      month: first.month,
      performance: [90, 70],
    })
    expect(changed.status).toBe(200)
    const revised = await feedback(cast, cast.doctor.token, {
      iepId: plan._id,
      month: first.month,
      doctorFeedback: 'Even better',
    })
    expect(revised.body.message).toBe('Feedback submitted successfully!')
    const again = await feedback(cast, cast.doctor.token, {
      iepId: plan._id,
      month: first.month,
      doctorFeedback: 'Even better',
    })
    expect(again.body.iep.monthlyGoals[0].latest.version).toBe(revised.body.iep.monthlyGoals[0].latest.version)
    expect(await outboxTo(parentEmail)).toHaveLength(1)

    // The therapist first: nothing until the doctor's feedback, which sends it.
    expect(
      (await performance(cast, cast.therapist.token, { iepId: plan._id, month: second.month, performance: [50] }))
        .status,
    ).toBe(200)
    expect(await outboxTo(parentEmail)).toHaveLength(1)
    const reviewed = await feedback(cast, cast.doctor.token, {
      iepId: plan._id,
      month: second.month,
      doctorFeedback: 'Steady',
    })
    expect(reviewed.body.message).toBe('Feedback submitted successfully!')
    await smtp.waitFor((m) => m.to.includes(parentEmail) && m.subject.includes(period(second)))

    // Both at the same moment: whichever is stored second sends the one mail.
    const both = await Promise.all([
      feedback(cast, cast.doctor.token, { iepId: plan._id, month: third.month, doctorFeedback: 'Together' }),
      performance(cast, cast.therapist.token, {
        iepId: plan._id,
        month: third.month,
        therapistFeedback: 'Together too',
      }),
    ])
    expect(both.map((answer) => answer.status)).toEqual([200, 200])
    await smtp.waitFor((m) => m.to.includes(parentEmail) && m.subject.includes(period(third)))

    // Everything queued has gone out, and the parent received exactly one mail per month.
    await until(
      async () => (await outboxTo(parentEmail)).every((row) => row.status === 'sent'),
      'the outbox sending every mail',
    )
    expect((await outboxTo(parentEmail)).map((row) => row.subject).sort()).toEqual(
      [first, second, third].map((month) => `${cast.child.name}'s IEP report for ${period(month)} is ready`).sort(),
    )
    expect(
      smtp.received
        .filter((m) => m.to.includes(parentEmail))
        .map((m) => m.subject)
        .sort(),
    ).toEqual(
      [first, second, third].map((month) => `${cast.child.name}'s IEP report for ${period(month)} is ready`).sort(),
    )
  })

  it('when the parent reads Telugu, then the report-ready mail is in Telugu with the month named by Intl', async () => {
    const cast = await assignedCast(server, centreId)
    const chosen = await server.request('/api/parents/preferences/language', {
      method: 'PUT',
      token: cast.parent.token,
      json: { language: 'te' },
    })
    expect(chosen.status).toBe(200)
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const [first] = plan.monthlyGoals
    const parentEmail = cast.parent.user.email ?? ''
    expect(
      (await feedback(cast, cast.doctor.token, { iepId: plan._id, month: first.month, doctorFeedback: 'Good' })).status,
    ).toBe(200)
    expect(
      (await performance(cast, cast.therapist.token, { iepId: plan._id, month: first.month, performance: [70, 60] }))
        .status,
    ).toBe(200)
    const teluguMonth = new Intl.DateTimeFormat('te-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(first.year, first.month - 1, 1)),
    )
    const mail = await smtp.waitFor((m) => m.to.includes(parentEmail))
    expect(mail.subject).toBe(`${teluguMonth} నెలకు ${cast.child.name} IEP రిపోర్ట్ సిద్ధంగా ఉంది`)
    expect(mail.text).toContain(`/parentdashboard/iepreports/${cast.child._id}`)
    expect(mail.text).not.toMatch(/Dear|has reviewed|IEP report for/)
  })
})
