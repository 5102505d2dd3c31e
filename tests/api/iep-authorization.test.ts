import { beforeAll, describe, expect, it } from 'vitest'
import type { IepDto } from '@app/iep/schema'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { assignedCast, assignPlan, castsAtTwoCentres, planBody, type AssignedCast } from '../support/iep.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

// Every IEP call as every role and relation (docs/api/iep.md, "Who may do what").
describe('IEP: who may read and write a child’s plans', () => {
  let server: TestServer
  let cast: AssignedCast
  let other: AssignedCast
  let outsiders: Record<string, string>
  let plan: IepDto

  beforeAll(async () => {
    server = await sharedTestServer()
    const { centres, ...casts } = await castsAtTwoCentres(server)
    ;({ cast, other } = casts)
    const sameCentre = await Promise.all([
      createSignedInUser(server, { role: 'doctor', centreId: centres['Barkatpura Centre'] }),
      createSignedInUser(server, { role: 'therapist', centreId: centres['Barkatpura Centre'] }),
    ])
    outsiders = {
      'an unassigned doctor of the same centre': sameCentre[0].token,
      'an unassigned therapist of the same centre': sameCentre[1].token,
      'another centre’s admin': other.admin.token,
      'another centre’s doctor': other.doctor.token,
      'another centre’s therapist': other.therapist.token,
      'another parent': other.parent.token,
    }
    plan = await assignPlan(server, cast.child._id, cast.doctor.token)
  })

  const stored = async () =>
    (await server.payload.count({ collection: 'iep-versions', where: { iep: { equals: plan._id } } })).totalDocs

  it('when the centre’s admin, the parent, the assigned doctor and therapist read, then each sees the plan', async () => {
    const readers = [
      ['/api/admins/iep', cast.admin.token],
      ['/api/parents/iep', cast.parent.token],
      ['/api/doctors/childIEP', cast.doctor.token],
      ['/api/doctors/childIEP', cast.therapist.token],
    ] as const
    for (const [path, token] of readers) {
      const { status, body } = await server.request<IepDto[]>(`${path}/${cast.child._id}`, { token })
      expect(status, path).toBe(200)
      expect(body.map((iep) => iep._id)).toEqual([plan._id])
    }
  })

  it('when anyone else reads, then 404 as for a child that does not exist; a role the call does not serve is 403', async () => {
    const paths = { admin: '/api/admins/iep', parent: '/api/parents/iep', doctor: '/api/doctors/childIEP' }
    for (const [who, token] of Object.entries(outsiders)) {
      const role = who.includes('admin') ? 'admin' : who.includes('parent') ? 'parent' : 'doctor'
      const { status, body } = await server.request(`${paths[role]}/${cast.child._id}`, { token })
      expect(status, who).toBe(404)
      expect(body).toEqual({ message: 'Child not found.' })
    }
    expect((await server.request(`/api/admins/iep/${cast.child._id}`, { token: cast.parent.token })).status).toBe(403)
    expect((await server.request(`/api/parents/iep/${cast.child._id}`, { token: cast.admin.token })).status).toBe(403)
    expect((await server.request(`/api/doctors/childIEP/${cast.child._id}`, { token: cast.admin.token })).status).toBe(
      403,
    )
    expect((await server.request(`/api/admins/iep/${cast.child._id}`)).status).toBe(401)
    expect((await server.request('/api/admins/iep/..%2F..%2Fetc', { token: cast.admin.token })).status).toBe(404)
  })

  it('when anyone but the assigned doctor plans, edits or gives feedback, then nothing is written', async () => {
    const before = await stored()
    const doctorsOutside = [outsiders['an unassigned doctor of the same centre'], outsiders['another centre’s doctor']]
    for (const token of doctorsOutside) {
      const assign = await server.request(`/api/doctors/assignIEP/${cast.child._id}`, { json: planBody(), token })
      expect(assign.status).toBe(404)
      const update = await server.request(`/api/doctors/updateIEP/${cast.child._id}`, {
        method: 'PUT',
        token,
        json: { iepId: plan._id, monthIndex: 0, monthlyGoals: { target: 'x', goals: ['y'] }, baseVersion: 1 },
      })
      expect(update.status).toBe(404)
      const feedback = await server.request(`/api/doctors/IEPfeedback/${cast.child._id}`, {
        method: 'PUT',
        token,
        json: { iepId: plan._id, monthIndex: 0, doctorFeedback: 'x', baseVersion: 1 },
      })
      expect(feedback.status).toBe(404)
    }
    for (const token of [cast.therapist.token, cast.admin.token, cast.parent.token]) {
      const { status } = await server.request(`/api/doctors/assignIEP/${cast.child._id}`, { json: planBody(), token })
      expect(status).toBe(403)
    }
    expect(await stored()).toBe(before)
    const plans = await server.payload.count({ collection: 'ieps', where: { child: { equals: cast.child._id } } })
    expect(plans.totalDocs).toBe(1)
  })

  it('when anyone but the assigned therapist records performance or a session entry, then nothing is written', async () => {
    const before = await stored()
    const performance = { iepId: plan._id, monthIndex: 0, performance: [50, 60], baseVersion: 1 }
    for (const token of [
      outsiders['an unassigned therapist of the same centre'],
      outsiders['another centre’s therapist'],
    ]) {
      const save = await server.request(`/api/therapists/updateIEPperformance/${cast.child._id}`, {
        method: 'PUT',
        token,
        json: performance,
      })
      expect(save.status).toBe(404)
      const entry = await server.request(`/api/therapists/iep/${plan._id}/months/0/entries`, {
        token,
        json: { goalIndex: 0, date: plan.monthlyGoals[0].year + '-01-01', percent: 10, idempotencyKey: 'abcdefgh-1' },
      })
      expect(entry.status).toBe(404)
    }
    for (const token of [cast.doctor.token, cast.admin.token, cast.parent.token]) {
      const save = await server.request(`/api/therapists/updateIEPperformance/${cast.child._id}`, {
        method: 'PUT',
        token,
        json: performance,
      })
      expect(save.status).toBe(403)
    }
    expect(await stored()).toBe(before)
  })

  it('when the child is reassigned, then the rights move with it: the old doctor and therapist lose them', async () => {
    const centres = await centreIdsByName(server)
    const moved = await assignedCast(server, centres['Barkatpura Centre'])
    const movedPlan = await assignPlan(server, moved.child._id, moved.doctor.token)
    const [doctor, therapist] = await Promise.all([
      createSignedInUser(server, { role: 'doctor', centreId: centres['Barkatpura Centre'], name: 'Dr. New' }),
      createSignedInUser(server, { role: 'therapist', centreId: centres['Barkatpura Centre'], name: 'New Therapist' }),
    ])
    await server.request(`/api/admins/assign/${moved.child._id}`, {
      method: 'PUT',
      token: moved.admin.token,
      json: { doctorId: doctor.user._id, therapistId: therapist.user._id },
    })
    expect(
      (await server.request(`/api/doctors/childIEP/${moved.child._id}`, { token: moved.doctor.token })).status,
    ).toBe(404)
    expect(
      (await server.request(`/api/doctors/childIEP/${moved.child._id}`, { token: moved.therapist.token })).status,
    ).toBe(404)
    const oldDoctor = await server.request(`/api/doctors/IEPfeedback/${moved.child._id}`, {
      method: 'PUT',
      token: moved.doctor.token,
      json: { iepId: movedPlan._id, monthIndex: 0, doctorFeedback: 'late', baseVersion: 1 },
    })
    expect(oldDoctor.status).toBe(404)
    const newDoctor = await server.request<{ iep: IepDto }>(`/api/doctors/IEPfeedback/${moved.child._id}`, {
      method: 'PUT',
      token: doctor.token,
      json: { iepId: movedPlan._id, monthIndex: 0, doctorFeedback: 'Seen by the new doctor', baseVersion: 1 },
    })
    expect(newDoctor.status).toBe(200)
    expect(newDoctor.body.iep.monthlyGoals[0].latest.updatedBy).toEqual({ name: 'Dr. New', role: 'doctor' })
    const newTherapist = await server.request(`/api/therapists/updateIEPperformance/${moved.child._id}`, {
      method: 'PUT',
      token: therapist.token,
      json: { iepId: movedPlan._id, monthIndex: 0, performance: [10, 20], baseVersion: 2 },
    })
    expect(newTherapist.status).toBe(200)
    const oldList = await server.request<unknown[]>('/api/doctors/assigned', { token: moved.doctor.token })
    expect(oldList.body.some((child) => (child as { _id: string })._id === moved.child._id)).toBe(false)
  })

  it('when a doctor or therapist opens their dashboard list, then only their assigned children are in it', async () => {
    const doctors = await server.request<Array<{ _id: string; iepCount: number }>>('/api/doctors/assigned', {
      token: cast.doctor.token,
    })
    expect(doctors.status).toBe(200)
    expect(doctors.body.map((child) => child._id)).toEqual([cast.child._id])
    expect(doctors.body[0].iepCount).toBe(1)
    const therapists = await server.request<Array<{ _id: string }>>('/api/therapists/assigned', {
      token: cast.therapist.token,
    })
    expect(therapists.body.map((child) => child._id)).toEqual([cast.child._id])
    expect((await server.request('/api/doctors/assigned', { token: cast.therapist.token })).status).toBe(403)
    expect((await server.request('/api/therapists/assigned', { token: cast.parent.token })).status).toBe(403)
  })
})
