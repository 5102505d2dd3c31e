// The product rules' three IEP saves as they are written (SPEC section 7): no `baseVersion`. Each applies to the
// current version of the month as a new version; a save that names `baseVersion` keeps the stale-screen rules.
import { beforeAll, describe, expect, it } from 'vitest'
import type { IepDto, IepVersionDto } from '@app/iep/schema'
import { centreIdsByName } from '../support/accounts.ts'
import { mp4 } from '../support/enquiries.ts'
import { assignedCast, assignPlan, type AssignedCast } from '../support/iep.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

type Answer = { message: string; iep: IepDto; merged?: boolean; fieldErrors?: Record<string, string> }

describe('IEP saves without baseVersion (the product rules’ calls)', () => {
  let server: TestServer
  let centreId: string
  beforeAll(async () => {
    server = await sharedTestServer()
    centreId = (await centreIdsByName(server))['Barkatpura Centre']
  })

  const put = (path: string, token: string, json: unknown) =>
    server.request<Answer>(path, { method: 'PUT', token, json })
  const updateMonth = (cast: AssignedCast, json: unknown) =>
    put(`/api/doctors/updateIEP/${cast.child._id}`, cast.doctor.token, json)
  const feedback = (cast: AssignedCast, json: unknown) =>
    put(`/api/doctors/IEPfeedback/${cast.child._id}`, cast.doctor.token, json)

  /** The therapist's form as the product rules send it: multipart, `performance` as JSON text, a video. */
  async function performanceForm(cast: AssignedCast, fields: Record<string, string>, video?: Buffer) {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    if (video) form.append('video', new Blob([new Uint8Array(video)]), 'session.mp4')
    const response = await fetch(`${server.url}/api/therapists/updateIEPperformance/${cast.child._id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${cast.therapist.token}` },
      body: form,
    })
    return { status: response.status, body: (await response.json()) as Answer }
  }

  /** Every version of one month, newest first, as the parent's View History shows it. */
  async function versionsOf(cast: AssignedCast, monthIndex: number): Promise<IepVersionDto[]> {
    const { body } = await server.request<IepDto[]>(`/api/parents/iep/${cast.child._id}`, { token: cast.parent.token })
    const month = body[0].monthlyGoals[monthIndex]
    return [month.latest, ...month.history]
  }

  /**
   * Ten saves sent at once: each is a version or a 409, never a 5xx, and every 200's change is in the history.
   * (Each such test builds its cast and plan first, hence its longer time limit on a busy machine.)
   */
  async function expectNoneLost(
    cast: AssignedCast,
    monthIndex: number,
    answers: Array<{ status: number; body: Answer }>,
    isIn: (version: IepVersionDto, i: number) => boolean,
  ) {
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 409)).toEqual([])
    const versions = await versionsOf(cast, monthIndex)
    const stored = answers.map((answer, i) => (answer.status === 200 ? i : null)).filter((i) => i !== null)
    expect(stored.length).toBeGreaterThan(0)
    for (const i of stored)
      expect(
        versions.some((version) => isIn(version, i)),
        `save ${i}`,
      ).toBe(true)
    // One version per stored save, on top of the plan's first one; version numbers without gaps.
    expect(versions.map((version) => version.version)).toEqual(
      Array.from({ length: stored.length + 1 }, (_, i) => stored.length + 1 - i),
    )
  }

  it('when each call comes as the product rules write it, then it is saved as the next version and nothing earlier is lost', async () => {
    const cast = await assignedCast(server, centreId)
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const month = plan.monthlyGoals[0]

    const edit = await updateMonth(cast, {
      iepId: plan._id,
      monthIndex: 0,
      feedback: 'Practise at home',
      monthlyGoals: {
        latest: { ...month.latest, target: 'Two-word phrases, daily', goals: ['Names 10 objects', 'Waves'] },
        history: month.history,
      },
    })
    expect(edit.status, JSON.stringify(edit.body)).toBe(200)
    expect(edit.body.message).toBe('IEP updated successfully!')

    const recorded = await performanceForm(
      cast,
      {
        iepId: plan._id,
        month: String(plan.selectedMonths[0]),
        performance: '[70, 40]',
        therapistFeedback: 'Good week',
        videoDescription: 'Naming game',
        videoUploadDate: '2026-01-02',
      },
      mp4(4096),
    )
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200)
    expect(recorded.body.message).toBe('All data saved successfully!')

    const reviewed = await feedback(cast, {
      iepId: plan._id,
      month: plan.selectedMonths[0],
      doctorFeedback: 'Keep going',
    })
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200)
    expect(reviewed.body.message).toMatch(/^Feedback submitted successfully!/)

    const [latest, ...history] = await versionsOf(cast, 0)
    expect(latest).toMatchObject({
      version: 4,
      target: 'Two-word phrases, daily',
      goals: ['Names 10 objects', 'Waves'],
      performance: [70, 40],
      therapistFeedback: 'Good week',
      doctorFeedback: 'Keep going',
      childVideo: { videoDescription: 'Naming game', videoUploadDate: '2026-01-02' },
      updatedBy: { name: cast.doctor.user.name, role: 'doctor' },
    })
    expect(history.map((version) => [version.version, version.updatedBy.role])).toEqual([
      [3, 'therapist'],
      [2, 'doctor'],
      [1, 'doctor'],
    ])
    expect(history[2]).toMatchObject({ target: 'Two-word phrases', goals: ['Names 10 objects', 'Asks for help'] })

    // A save that names a stale version still follows the stale-screen rules: overlapping changes are refused.
    const stale = await feedback(cast, {
      iepId: plan._id,
      monthIndex: 0,
      baseVersion: 3,
      doctorFeedback: 'From an old screen',
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain(cast.doctor.user.name)
    expect((await versionsOf(cast, 0))[0].version).toBe(4)
  })

  it('when ten goal edits of one month are sent at once, then each is a version or a 409 and none is lost', async () => {
    const cast = await assignedCast(server, centreId)
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const targets = Array.from({ length: 10 }, (_, i) => `Long-term goal ${i}`)
    const answers = await Promise.all(
      targets.map((target, i) =>
        updateMonth(cast, {
          iepId: plan._id,
          monthIndex: 0,
          feedback: '',
          monthlyGoals: { latest: { target, goals: [`Short-term goal ${i}`] }, history: [] },
        }),
      ),
    )
    await expectNoneLost(
      cast,
      0,
      answers,
      (version, i) => version.target === targets[i] && version.goals.join() === `Short-term goal ${i}`,
    )
  }, 60_000)

  it('when ten feedbacks on one month are sent at once, then each is a version or a 409 and none is lost', async () => {
    const cast = await assignedCast(server, centreId)
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const texts = Array.from({ length: 10 }, (_, i) => `Doctor's feedback ${i}`)
    const answers = await Promise.all(
      texts.map((doctorFeedback) => feedback(cast, { iepId: plan._id, month: plan.selectedMonths[1], doctorFeedback })),
    )
    await expectNoneLost(cast, 1, answers, (version, i) => version.doctorFeedback === texts[i])
  }, 60_000)

  it('when ten performance forms for one month are sent at once, then each is a version or a 409 and none is lost', async () => {
    const cast = await assignedCast(server, centreId)
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        performanceForm(
          cast,
          {
            iepId: plan._id,
            month: String(plan.selectedMonths[2]),
            performance: JSON.stringify([i * 10]),
            therapistFeedback: `Session note ${i}`,
            videoDescription: `Session ${i}`,
            videoUploadDate: '2026-01-02',
          },
          mp4(2048),
        ),
      ),
    )
    await expectNoneLost(
      cast,
      2,
      answers,
      (version, i) =>
        version.therapistFeedback === `Session note ${i}` &&
        version.performance.join() === String(i * 10) &&
        version.childVideo?.videoDescription === `Session ${i}`,
    )
  }, 60_000)
})
