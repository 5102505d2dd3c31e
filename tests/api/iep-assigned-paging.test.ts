import { beforeAll, describe, expect, it } from 'vitest'
import type { AssignedChildDto } from '@app/iep/schema'
import { createChild } from '../support/children.ts'
import { castsAtTwoCentres, type AssignedCast, assignPlan } from '../support/iep.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

// The doctor's and therapist's dashboards ask for one page at a time, searched by name (decision 034).
describe('the assigned lists page and search on the server: GET /api/doctors/assigned, /api/therapists/assigned', () => {
  let server: TestServer
  let cast: AssignedCast
  let other: AssignedCast
  /** The names of the cast's eight assigned children, in the order the lists give them. */
  let byName: string[]
  let plannedChildId: string

  const NAMES = ['Hari Rao', 'Avni Rao', 'Farah Iyer', 'Dev Sharma', 'Esha Rao', 'Bhavya Menon', 'Gita Das']

  beforeAll(async () => {
    server = await sharedTestServer()
    ;({ cast, other } = await castsAtTwoCentres(server))
    const assign = async (team: typeof cast, name: string) => {
      const child = await createChild(server, { parentId: team.parent.user._id, centreId: team.child.centreId, name })
      const { status } = await server.request(`/api/admins/assign/${child._id}`, {
        method: 'PUT',
        token: team.admin.token,
        json: { doctorId: team.doctor.user._id, therapistId: team.therapist.user._id },
      })
      if (status !== 200) throw new Error(`assigning staff failed with ${status}`)
      return child
    }
    const mine = []
    for (const name of NAMES) mine.push(await assign(cast, name))
    // Another doctor's child whose name matches the same search.
    await assign(other, 'Isha Rao')
    byName = [...NAMES, cast.child.name].sort()
    plannedChildId = mine[NAMES.indexOf('Farah Iyer')]._id
    await assignPlan(server, plannedChildId, cast.doctor.token)
  })

  const list = (path: string, token: string) =>
    server.request<AssignedChildDto[] & { message?: string }>(path, { token })

  it('when the doctor asks for pages, then five children a page come by name with X-Total-Count of them all', async () => {
    const first = await list('/api/doctors/assigned?page=1', cast.doctor.token)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-total-count')).toBe('8')
    expect(first.body.map((child) => child.name)).toEqual(byName.slice(0, 5))

    const second = await list('/api/doctors/assigned?page=2&limit=5', cast.doctor.token)
    expect(second.headers.get('x-total-count')).toBe('8')
    expect(second.body.map((child) => child.name)).toEqual(byName.slice(5))

    const past = await list('/api/doctors/assigned?page=3', cast.doctor.token)
    expect(past.status).toBe(200)
    expect(past.body).toEqual([])
    expect(past.headers.get('x-total-count')).toBe('8')
  })

  it('when nothing asks for a page, then the whole list comes as before, without X-Total-Count', async () => {
    const whole = await list('/api/therapists/assigned', cast.therapist.token)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('x-total-count')).toBeNull()
    expect(whole.body.map((child) => child.name)).toEqual(byName)
  })

  it('when a page lists a child with a plan, then its plan count and review clock are those of the whole list', async () => {
    const whole = await list('/api/doctors/assigned', cast.doctor.token)
    const fromWhole = whole.body.find((child) => child._id === plannedChildId)
    expect(fromWhole?.iepCount).toBe(1)

    const page = Math.floor(byName.indexOf('Farah Iyer') / 5) + 1
    const paged = await list(`/api/doctors/assigned?page=${page}`, cast.doctor.token)
    const fromPage = paged.body.find((child) => child._id === plannedChildId)
    expect(fromPage).toEqual(fromWhole)
    for (const child of paged.body.filter((one) => one._id !== plannedChildId)) {
      expect(child.iepCount).toBe(0)
      expect(child.review).toBeNull()
    }
    expect(fromPage?.doctorId?._id).toBe(cast.doctor.user._id)
    expect(fromPage?.centreId._id).toBe(cast.child.centreId)
  })

  it('when the therapist searches a name in any letter case, then only their matching children come, paged', async () => {
    const matches = byName.filter((name) => name.toLowerCase().includes('rao'))
    const searched = await list('/api/therapists/assigned?search=%20rAO%20&page=1&limit=10', cast.therapist.token)
    expect(searched.status).toBe(200)
    expect(searched.headers.get('x-total-count')).toBe(String(matches.length))
    expect(searched.body.map((child) => child.name)).toEqual(matches)

    const unpaged = await list('/api/doctors/assigned?search=rao', cast.doctor.token)
    expect(unpaged.body.map((child) => child.name)).toEqual(matches)

    const none = await list('/api/doctors/assigned?search=nobody-by-this-name&page=1', cast.doctor.token)
    expect(none.body).toEqual([])
    expect(none.headers.get('x-total-count')).toBe('0')
  })

  it('when another doctor or therapist pages or searches, then the cast’s children never appear', async () => {
    for (const [path, token] of [
      ['/api/doctors/assigned?page=1&limit=100', other.doctor.token],
      ['/api/therapists/assigned?search=rao&page=1', other.therapist.token],
      ['/api/doctors/assigned', other.doctor.token],
    ] as const) {
      const { status, body } = await list(path, token)
      expect(status).toBe(200)
      expect(body.map((child) => child.name).sort()).toEqual(
        path.includes('search') ? ['Isha Rao'] : ['Isha Rao', other.child.name].sort(),
      )
    }
  })

  it('when the role, the token or the paging is wrong, then it is refused as before', async () => {
    expect((await list('/api/therapists/assigned?page=1', cast.doctor.token)).status).toBe(403)
    expect((await list('/api/doctors/assigned?page=1', cast.therapist.token)).status).toBe(403)
    expect((await list('/api/doctors/assigned?page=1', cast.parent.token)).status).toBe(403)
    expect((await server.request('/api/doctors/assigned?page=1')).status).toBe(401)

    const badSize = await list('/api/doctors/assigned?limit=7', cast.doctor.token)
    expect(badSize.status).toBe(400)
    expect(badSize.body.message).toBe('Page size must be one of 5, 10, 25, 50, 100')
    const badPage = await list('/api/doctors/assigned?page=0', cast.doctor.token)
    expect(badPage.status).toBe(400)
    expect(badPage.body.message).toBe('Page must be a whole number from 1')
    const longSearch = await list(`/api/doctors/assigned?search=${'a'.repeat(101)}`, cast.doctor.token)
    expect(longSearch.status).toBe(400)
  })
})
