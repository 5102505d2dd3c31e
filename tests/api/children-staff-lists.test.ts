import { beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

type Staff = { _id: string; name: string; specialization: string | null }

describe('staff pickers: GET /api/data/alldoctors/:centreId, /api/data/allTherapists/:centreId', () => {
  let server: TestServer
  let centres: Record<string, string>
  beforeAll(async () => {
    server = await sharedTestServer()
    centres = await centreIdsByName(server)
  })

  async function staffOf(centreId: string) {
    const doctor = await createSignedInUser(server, { role: 'doctor', centreId, name: `Dr. ${unique()}` })
    await server.payload.update({
      collection: 'users',
      id: doctor.user._id,
      data: { specialization: 'Paediatrics' } as never,
    })
    const therapist = await createSignedInUser(server, { role: 'therapist', centreId, name: `T ${unique()}` })
    return { doctor, therapist }
  }

  it("when any portal user asks for a centre's doctors (either spelling), then id, name and specialization only", async () => {
    const barkatpura = await staffOf(centres['Barkatpura Centre'])
    const kukatpally = await staffOf(centres['Kukatpally Centre'])
    const parent = await createSignedInUser(server, { role: 'parent' })
    for (const path of ['alldoctors', 'allDoctors']) {
      const { status, body } = await server.request<{ doctors: Staff[] }>(
        `/api/data/${path}/${centres['Barkatpura Centre']}`,
        { token: parent.token },
      )
      expect(status).toBe(200)
      expect(body.doctors).toContainEqual({
        _id: barkatpura.doctor.user._id,
        name: barkatpura.doctor.user.name,
        specialization: 'Paediatrics',
      })
      const ids = body.doctors.map((doctor) => doctor._id)
      expect(ids).not.toContain(kukatpally.doctor.user._id)
      expect(ids).not.toContain(barkatpura.therapist.user._id)
      for (const doctor of body.doctors) expect(Object.keys(doctor).sort()).toEqual(['_id', 'name', 'specialization'])
    }
    const bad = await server.request<{ doctors: Staff[] }>('/api/data/alldoctors/nonsense', { token: parent.token })
    expect(bad).toMatchObject({ status: 200, body: { doctors: [] } })
    expect((await server.request(`/api/data/alldoctors/${centres['Barkatpura Centre']}`)).status).toBe(401)
  })

  it('when an admin registers a doctor with a specialization, then the doctors list shows it', async () => {
    const admin = await createSignedInUser(server, { role: 'admin', centreId: centres['Suchitra Centre'] })
    const username = `doc${unique()}`
    const registered = await server.request<{ user: { _id: string } }>('/api/admins/register', {
      token: admin.token,
      json: {
        username,
        password: 'Clinic#77',
        confirmPassword: 'Clinic#77',
        role: 'doctor',
        name: 'Dr. Special',
        mobilenumber: '9000011111',
        email: `${username}@example.test`,
        specialization: '  Developmental Paediatrics ',
      },
    })
    expect(registered.status).toBe(201)
    const { body } = await server.request<{ doctors: Staff[] }>(`/api/data/alldoctors/${centres['Suchitra Centre']}`, {
      token: admin.token,
    })
    expect(body.doctors).toContainEqual({
      _id: registered.body.user._id,
      name: 'Dr. Special',
      specialization: 'Developmental Paediatrics',
    })
  })

  it("when the centre's admin asks for its therapists, then they come; anyone else gets 403", async () => {
    const { therapist, doctor } = await staffOf(centres['Barkatpura Centre'])
    const admin = await createSignedInUser(server, { role: 'admin', centreId: centres['Barkatpura Centre'] })
    const { status, body } = await server.request<{ therapists: Staff[] }>(
      `/api/data/allTherapists/${centres['Barkatpura Centre']}`,
      { token: admin.token },
    )
    expect(status).toBe(200)
    expect(body.therapists).toContainEqual({ _id: therapist.user._id, name: therapist.user.name, specialization: null })
    expect(body.therapists.map((t) => t._id)).not.toContain(doctor.user._id)

    const otherAdmin = await createSignedInUser(server, { role: 'admin', centreId: centres['Kukatpally Centre'] })
    const parent = await createSignedInUser(server, { role: 'parent' })
    for (const token of [otherAdmin.token, parent.token, therapist.token]) {
      const answer = await server.request(`/api/data/allTherapists/${centres['Barkatpura Centre']}`, { token })
      expect(answer.status).toBe(403)
      expect(JSON.stringify(answer.body)).not.toContain(therapist.user._id)
    }
  })
})
