import { beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { centreWithChild, createChild } from '../support/children.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

type ChildRecord = {
  _id: string
  name: string
  schoolName: string | null
  admitStatus: string
  createdAt: string
  parentName: string
  parentId: { _id: string; name: string; mobilenumber: string | null; email: string | null; address: string | null }
  centreId: { _id: string; name: string }
  doctorId: { _id: string; name: string } | null
  therapistId: { _id: string; name: string } | null
}

describe('children list: GET /api/data/allChildren/:centreId', () => {
  let server: TestServer
  let centres: Record<string, string>
  let barkatpura: string
  beforeAll(async () => {
    server = await sharedTestServer()
    centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
  })

  const list = (centreId: string, token: string, query = '') =>
    server.request<ChildRecord[] & { message?: string }>(`/api/data/allChildren/${centreId}${query}`, { token })

  /** Twelve children of one parent at Barkatpura whose school name carries `tag`, created oldest first. */
  async function twelveChildren(tag: string) {
    const parent = await createSignedInUser(server, { role: 'parent', name: `Mehta ${tag}` })
    const created = []
    for (let i = 0; i < 12; i++) {
      created.push(
        await createChild(server, {
          parentId: parent.user._id,
          centreId: barkatpura,
          name: `Kid${i} ${tag}`,
          schoolName: `School ${tag}`,
          admitStatus: i % 3 === 0 ? 'active' : i % 3 === 1 ? 'inactive' : 'pending',
        }),
      )
    }
    return { parent, created }
  }

  it('when an admin asks for a page, then 10 rows come newest first with X-Total-Count of all matches', async () => {
    const admin = await createSignedInUser(server, { role: 'admin', centreId: barkatpura })
    const tag = unique()
    const { created } = await twelveChildren(tag)
    const newestFirst = [...created].reverse().map((child) => child._id)

    const first = await list(barkatpura, admin.token, `?page=1&limit=10&search=${tag}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-total-count')).toBe('12')
    expect(first.body.map((child) => child._id)).toEqual(newestFirst.slice(0, 10))

    const second = await list(barkatpura, admin.token, `?page=2&limit=10&search=${tag}`)
    expect(second.headers.get('x-total-count')).toBe('12')
    expect(second.body.map((child) => child._id)).toEqual(newestFirst.slice(10))

    const bigPage = await list(barkatpura, admin.token, `?page=1&limit=25&search=${tag}`)
    expect(bigPage.body).toHaveLength(12)

    // Past the last page: no child, and still the count of every match (so the pager can go back).
    const pastTheEnd = await list(barkatpura, admin.token, `?page=3&limit=10&search=${tag}`)
    expect(pastTheEnd.body).toEqual([])
    expect(pastTheEnd.headers.get('x-total-count')).toBe('12')
  })

  it('when the search is child, parent or school name in another letter case, then it matches', async () => {
    const admin = await createSignedInUser(server, { role: 'admin', centreId: barkatpura })
    const tag = unique()
    const { parent, created } = await twelveChildren(tag)
    const other = await createSignedInUser(server, { role: 'parent', name: 'Someone Else' })
    await createChild(server, { parentId: other.user._id, centreId: barkatpura, name: 'Unrelated Child' })

    const byChild = await list(
      barkatpura,
      admin.token,
      `?page=1&limit=10&search=${encodeURIComponent(`KID3 ${tag.toUpperCase()}`)}`,
    )
    expect(byChild.body.map((child) => child._id)).toEqual([created[3]._id])

    const byParent = await list(
      barkatpura,
      admin.token,
      `?page=1&limit=10&search=${encodeURIComponent(`mehta ${tag}`.toUpperCase())}`,
    )
    expect(byParent.headers.get('x-total-count')).toBe('12')
    expect(byParent.body[0].parentName).toBe(parent.user.name)

    const bySchool = await list(
      barkatpura,
      admin.token,
      `?page=1&limit=10&search=${encodeURIComponent(`sChOoL ${tag}`)}`,
    )
    expect(bySchool.headers.get('x-total-count')).toBe('12')

    const nothing = await list(
      barkatpura,
      admin.token,
      `?page=1&limit=10&search=${encodeURIComponent(`nobody ${tag}`)}`,
    )
    expect(nothing.body).toEqual([])
    expect(nothing.headers.get('x-total-count')).toBe('0')
  })

  it('when a status is chosen, then only children with that status are counted and listed', async () => {
    const admin = await createSignedInUser(server, { role: 'admin', centreId: barkatpura })
    const tag = unique()
    await twelveChildren(tag)
    for (const status of ['active', 'inactive', 'pending']) {
      const { body, headers } = await list(barkatpura, admin.token, `?page=1&limit=10&status=${status}&search=${tag}`)
      expect(headers.get('x-total-count')).toBe('4')
      expect(body.map((child) => child.admitStatus)).toEqual([status, status, status, status])
    }
    const all = await list(barkatpura, admin.token, `?page=1&limit=10&status=all&search=${tag}`)
    expect(all.headers.get('x-total-count')).toBe('12')
  })

  it('when no page is asked for, then the whole list comes without X-Total-Count, each child populated', async () => {
    const cast = await centreWithChild(server, barkatpura)
    const { status, body, headers } = await list(barkatpura, cast.admin.token)
    expect(status).toBe(200)
    expect(headers.get('x-total-count')).toBeNull()
    const record = body.find((child) => child._id === cast.child._id)
    expect(record).toEqual({
      _id: cast.child._id,
      name: cast.child.name,
      dob: '2018-06-14',
      gender: 'Male',
      schoolName: 'Sunrise Public School',
      schoolBoard: 'CBSE',
      classGrade: null,
      admitStatus: 'pending',
      createdAt: cast.child.createdAt,
      parentName: cast.parent.user.name,
      parentId: {
        _id: cast.parent.user._id,
        name: cast.parent.user.name,
        mobilenumber: '9000000001',
        email: cast.parent.user.email,
        address: 'Hyderabad',
      },
      centreId: { _id: barkatpura, name: 'Barkatpura Centre' },
      doctorId: null,
      therapistId: null,
    })
    expect(body.every((child) => child.centreId._id === barkatpura)).toBe(true)
    expect(JSON.stringify(body)).not.toMatch(/hash|salt|password/i)
  })

  it("when a page is asked for, then each child carries its parent's contact details and its staff's names", async () => {
    const cast = await centreWithChild(server, barkatpura)
    const assigned = await server.request(`/api/admins/assign/${cast.child._id}`, {
      method: 'PUT',
      token: cast.admin.token,
      json: { doctorId: cast.doctor.user._id, therapistId: cast.therapist.user._id },
    })
    expect(assigned.status).toBe(200)
    const search = `?page=1&limit=10&search=${encodeURIComponent(cast.child.name)}`
    const { status, body } = await list(barkatpura, cast.admin.token, search)
    expect(status).toBe(200)
    expect(body.find((child) => child._id === cast.child._id)).toMatchObject({
      parentName: cast.parent.user.name,
      parentId: {
        _id: cast.parent.user._id,
        name: cast.parent.user.name,
        mobilenumber: '9000000001',
        email: cast.parent.user.email,
        address: 'Hyderabad',
      },
      doctorId: { _id: cast.doctor.user._id, name: cast.doctor.user.name },
      therapistId: { _id: cast.therapist.user._id, name: cast.therapist.user.name },
    })
    // The page and the whole list describe the child alike.
    const whole = await list(barkatpura, cast.admin.token)
    expect(body.find((child) => child._id === cast.child._id)).toEqual(
      whole.body.find((child) => child._id === cast.child._id),
    )
  })

  it('when a parent renames themself, then the list finds their children under the new name', async () => {
    const cast = await centreWithChild(server, barkatpura)
    const newName = `Renamed ${unique()}`
    const update = await server.request(`/api/data/updateUser/${cast.parent.user._id}`, {
      method: 'PUT',
      token: cast.parent.token,
      json: { name: newName, email: cast.parent.user.email, mobilenumber: '9000000001', address: 'Hyderabad' },
    })
    expect(update.status).toBe(200)
    // The children's copy of the name follows PARENT_RENAMED, handled just after the response.
    await server.app.bus.settled()
    const { body } = await list(
      barkatpura,
      cast.admin.token,
      `?page=1&limit=10&search=${encodeURIComponent(newName.toLowerCase())}`,
    )
    expect(body.map((child) => [child._id, child.parentName])).toEqual([[cast.child._id, newName]])
  })

  it('when the page, page size or status is not one the list offers, then 400 with a message', async () => {
    const admin = await createSignedInUser(server, { role: 'admin', centreId: barkatpura })
    for (const query of ['?limit=7', '?page=0', '?page=abc', '?status=archived', '?page=1&page=2']) {
      const { status, body } = await list(barkatpura, admin.token, query)
      expect(status, query).toBe(400)
      expect(typeof body.message).toBe('string')
    }
  })

  it("when anyone but that centre's admin asks, then 403 (or 401) and no child is listed", async () => {
    const cast = await centreWithChild(server, barkatpura)
    const otherAdmin = await createSignedInUser(server, { role: 'admin', centreId: centres['Kukatpally Centre'] })
    for (const token of [otherAdmin.token, cast.parent.token, cast.therapist.token, cast.doctor.token]) {
      const { status, body } = await list(barkatpura, token, '?page=1&limit=10')
      expect(status).toBe(403)
      expect(JSON.stringify(body)).not.toContain(cast.child._id)
    }
    expect((await server.request(`/api/data/allChildren/${barkatpura}`)).status).toBe(401)
    // Another centre's admin sees only their own centre's children.
    const own = await list(centres['Kukatpally Centre'], otherAdmin.token, '?page=1&limit=100')
    expect(own.status).toBe(200)
    expect(own.body.every((child) => child.centreId._id === centres['Kukatpally Centre'])).toBe(true)
  })
})
