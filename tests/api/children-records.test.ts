import { beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { centreWithChild } from '../support/children.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

type ChildRecord = { _id: string; name: string; parentId: { _id: string }; message?: string }

describe("a child's record: GET /api/data/:childId, /api/data/child/:childId, /api/parents/*", () => {
  let server: TestServer
  let centres: Record<string, string>
  beforeAll(async () => {
    server = await sharedTestServer()
    centres = await centreIdsByName(server)
  })

  const get = (path: string, token?: string) => server.request<ChildRecord>(path, { token })

  /** A child at Barkatpura assigned to the cast's doctor and therapist. */
  async function assignedCast() {
    const cast = await centreWithChild(server, centres['Barkatpura Centre'])
    const { status } = await server.request(`/api/admins/assign/${cast.child._id}`, {
      method: 'PUT',
      token: cast.admin.token,
      json: { doctorId: cast.doctor.user._id, therapistId: cast.therapist.user._id },
    })
    expect(status).toBe(200)
    return cast
  }

  it("when the centre's admin, the parent, the assigned doctor or therapist asks, then both paths answer the record", async () => {
    const cast = await assignedCast()
    for (const token of [cast.admin.token, cast.parent.token, cast.doctor.token, cast.therapist.token]) {
      for (const path of [`/api/data/${cast.child._id}`, `/api/data/child/${cast.child._id}`]) {
        const { status, body } = await get(path, token)
        expect(status, path).toBe(200)
        expect(body).toMatchObject({
          _id: cast.child._id,
          name: cast.child.name,
          parentId: { _id: cast.parent.user._id, name: cast.parent.user.name },
          centreId: { _id: centres['Barkatpura Centre'], name: 'Barkatpura Centre' },
          doctorId: { _id: cast.doctor.user._id, name: cast.doctor.user.name },
          therapistId: { _id: cast.therapist.user._id, name: cast.therapist.user.name },
          admitStatus: 'active',
        })
      }
    }
  })

  it("when another centre's admin, another parent, or unassigned staff asks, then 404 and nothing of the child", async () => {
    const cast = await assignedCast()
    const strangers = await Promise.all([
      createSignedInUser(server, { role: 'admin', centreId: centres['Kukatpally Centre'] }),
      createSignedInUser(server, { role: 'parent' }),
      createSignedInUser(server, { role: 'therapist', centreId: centres['Barkatpura Centre'] }),
      createSignedInUser(server, { role: 'doctor', centreId: centres['Barkatpura Centre'] }),
      createSignedInUser(server, { role: 'editor' }),
    ])
    for (const { token } of strangers) {
      for (const path of [`/api/data/${cast.child._id}`, `/api/data/child/${cast.child._id}`]) {
        const { status, body } = await get(path, token)
        expect(status, path).toBe(404)
        expect(body).toEqual({ message: 'Child not found.' })
      }
    }
    expect((await get(`/api/data/child/${cast.child._id}`)).status).toBe(401)
  })

  it('when the id is unknown or not an id, then 404 (never a 500), and /data/allcentres is not taken for a child', async () => {
    const cast = await centreWithChild(server, centres['Barkatpura Centre'])
    for (const path of [
      '/api/data/child/00000000-0000-4000-8000-000000000000',
      '/api/data/00000000-0000-4000-8000-000000000000',
      '/api/data/child/not-an-id',
      "/api/data/child/1'%20OR%201=1",
      '/api/parents/child/not-an-id',
    ]) {
      const { status } = await get(path, path.includes('parents') ? cast.parent.token : cast.admin.token)
      expect(status, path).toBe(404)
    }
    const centresList = await server.request<unknown[]>('/api/data/allcentres', { token: cast.admin.token })
    expect(centresList.status).toBe(200)
    expect(centresList.body).toHaveLength(10)
    const allCentres = await server.request<unknown[]>('/api/data/allCentres', { token: cast.admin.token })
    expect(allCentres.status).toBe(200)
  })

  it('when a parent lists their children, then they get only their own, populated, newest first', async () => {
    const cast = await centreWithChild(server, centres['Barkatpura Centre'])
    const second = await server.app.modules.children.service.registerChild({
      name: 'Second Child',
      dob: '2020-01-05',
      gender: 'Female',
      parentId: cast.parent.user._id,
      centreId: centres['Kukatpally Centre'],
    })
    const other = await centreWithChild(server, centres['Barkatpura Centre'])
    const { status, body } = await server.request<Array<ChildRecord & { centreId: { name: string } }>>(
      '/api/parents/children',
      { token: cast.parent.token },
    )
    expect(status).toBe(200)
    expect(body.map((child) => [child._id, child.centreId.name])).toEqual([
      [second._id, 'Kukatpally Centre'],
      [cast.child._id, 'Barkatpura Centre'],
    ])
    expect(JSON.stringify(body)).not.toContain(other.child._id)
  })

  it('when a parent has no children, then the list is empty', async () => {
    const parent = await createSignedInUser(server, { role: 'parent' })
    const { status, body } = await server.request('/api/parents/children', { token: parent.token })
    expect(status).toBe(200)
    expect(body).toEqual([])
  })

  it("when a parent opens their own child, then it is answered; another parent's child or a non-parent gets 404/403", async () => {
    const cast = await centreWithChild(server, centres['Barkatpura Centre'])
    const own = await get(`/api/parents/child/${cast.child._id}`, cast.parent.token)
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ _id: cast.child._id, parentId: { _id: cast.parent.user._id } })

    const otherParent = await createSignedInUser(server, { role: 'parent' })
    const stranger = await get(`/api/parents/child/${cast.child._id}`, otherParent.token)
    expect(stranger.status).toBe(404)
    expect(stranger.body).toEqual({ message: 'Child not found.' })

    for (const token of [cast.admin.token, cast.therapist.token]) {
      expect((await get(`/api/parents/child/${cast.child._id}`, token)).status).toBe(403)
      expect((await get('/api/parents/children', token)).status).toBe(403)
    }
  })

  it("when the demo data is seeded, then demo-parent's child at demo-admin's centre has the demo doctor and therapist", async () => {
    const userId = async (username: string) =>
      String((await server.payload.find({ collection: 'users', where: { username: { equals: username } } })).docs[0].id)
    const [parentId, doctorId, therapistId] = await Promise.all(
      ['demo-parent', 'demo-doctor', 'demo-therapist'].map(userId),
    )
    const { docs } = await server.payload.find({
      collection: 'children',
      where: { parent: { equals: parentId } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      centre: centres['Barkatpura Centre'],
      doctor: doctorId,
      therapist: therapistId,
      admitStatus: 'active',
      parentName: 'Ravi Kumar',
    })
  })
})
