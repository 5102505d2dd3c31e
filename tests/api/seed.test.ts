import type { CollectionSlug, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logger } from '@app/platform'
import { seedFirstStart } from '@app/server'
import type { IepDto } from '@app/iep/schema'
import { loginAs, startTestServer } from '../support/server.ts'
import { isolatedDatabaseUrl, testConfig } from '../support/test-config.ts'

describe('first-start seeding', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    // A copy of the run's seeded database, made by the global setup: this file counts every row and edits the
    // home page, while other files write to the shared one.
    server = await startTestServer({ DATABASE_URL: isolatedDatabaseUrl('seed') }, { seed: true })
  })
  afterAll(() => server?.stop())

  const count = async (collection: CollectionSlug, where: Where = {}) =>
    (await server.payload.count({ collection, where })).totalDocs

  it('when the server has started, then the ten branches, the home text and each demo account exist exactly once', async () => {
    expect(await count('centres')).toBe(10)
    for (const username of [
      'demo-admin',
      'demo-admin2',
      'demo-doctor',
      'demo-therapist',
      'demo-parent',
      'demo-parent2',
      'demo-editor',
      'demo-superadmin',
    ]) {
      expect(await count('users', { username: { equals: username } })).toBe(1)
    }
    const home = await server.payload.findGlobal({ slug: 'home' })
    expect(home.welcomeText).toMatch(/children/)
  })

  it('when each demo parent is seeded, then they have one child at their branch', async () => {
    for (const [username, branch] of [
      ['demo-parent', 'Barkatpura Centre'],
      ['demo-parent2', 'Kukatpally Centre'],
    ]) {
      const { docs: users } = await server.payload.find({
        collection: 'users',
        where: { username: { equals: username } },
      })
      const { docs: children } = await server.payload.find({
        collection: 'children',
        where: { parent: { equals: users[0].id } },
        depth: 1,
      })
      expect(children).toHaveLength(1)
      expect((children[0].centre as { name: string }).name).toBe(branch)
    }
  })

  it('when a newcomer opens the demo, then each demo centre has about 30 children of every status and the doctor has a history', async () => {
    const centres = Object.fromEntries(
      (await server.payload.find({ collection: 'centres', pagination: false, depth: 0 })).docs.map((c) => [
        c.name,
        c.id,
      ]),
    )
    for (const name of ['Barkatpura Centre', 'Kukatpally Centre']) {
      const centre = { centre: { equals: centres[name] } }
      expect(await count('children', centre)).toBeGreaterThanOrEqual(30)
      for (const status of ['active', 'inactive', 'pending']) {
        expect(await count('children', { and: [centre, { admitStatus: { equals: status } }] })).toBeGreaterThan(0)
      }
    }
    const doctor = (await server.payload.find({ collection: 'users', where: { username: { equals: 'demo-doctor' } } }))
      .docs[0]
    const ofDoctor = { doctor: { equals: doctor.id } }
    const today = new Date().toISOString().slice(0, 10)
    const pastApproved = await count('appointments', {
      and: [ofDoctor, { status: { equals: 'approved' } }, { appointmentDate: { less_than: today } }],
    })
    expect(pastApproved).toBeGreaterThan(0)
    expect(await count('appointments', { and: [ofDoctor, { status: { equals: 'pending' } }] })).toBeGreaterThan(0)
  })

  it('when a newcomer opens the IEP screens, then the demo child has a plan in progress with history, entries and feedback', async () => {
    const parentToken = await loginAs(server.request, 'demo-parent')
    const { body: own } = await server.request<Array<{ _id: string }>>('/api/parents/children', { token: parentToken })
    const { status, body } = await server.request<IepDto[]>(`/api/parents/iep/${own[0]._id}`, { token: parentToken })
    expect(status).toBe(200)
    expect(body).toHaveLength(1)
    const [first, second] = body[0].monthlyGoals
    expect(first.latest.doctorFeedback).not.toBe('')
    expect(first.latest.performance.length).toBeGreaterThan(0)
    expect(first.history.map((v) => v.updatedBy.role)).toEqual(['therapist', 'doctor', 'doctor'])
    expect(first.entries.length).toBeGreaterThan(0)
    expect(second.entries.length).toBeGreaterThan(0)
    const doctorToken = await loginAs(server.request, 'demo-doctor')
    const { body: assigned } = await server.request<Array<{ _id: string; iepCount: number }>>('/api/doctors/assigned', {
      token: doctorToken,
    })
    expect(assigned.find((child) => child._id === own[0]._id)?.iepCount).toBe(1)
  })

  it('when the start-up seed runs again, then nothing is added twice and an edited home page is kept', async () => {
    await server.payload.updateGlobal({ slug: 'home', data: { welcomeText: 'Edited by the office' } })
    const counts = async () => ({
      centres: await count('centres'),
      users: await count('users'),
      children: await count('children'),
      appointments: await count('appointments'),
      ieps: await count('ieps'),
      versions: await count('iep-versions'),
      entries: await count('iep-session-entries'),
    })
    const before = await counts()
    await seedFirstStart({
      payload: server.payload,
      config: testConfig({ DATABASE_URL: isolatedDatabaseUrl('seed') }),
      log: logger,
      ...server.app.modules,
    })
    expect(await counts()).toEqual(before)
    expect((await server.payload.findGlobal({ slug: 'home' })).welcomeText).toBe('Edited by the office')
  })
})
