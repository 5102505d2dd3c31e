import { clinicToday } from '@app/platform/clinic-time'
import type { IepDto } from '@app/iep/schema'
import { calendarMonthOf, monthName, monthsFrom } from '@app/iep/schema'
import { centreIdsByName } from './accounts.ts'
import { centreWithChild } from './children.ts'
import type { startTestServer } from './server.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** A centre's cast whose child has the cast's doctor and therapist assigned. */
export async function assignedCast(server: TestServer, centreId: string) {
  const cast = await centreWithChild(server, centreId)
  const { status } = await server.request(`/api/admins/assign/${cast.child._id}`, {
    method: 'PUT',
    token: cast.admin.token,
    json: { doctorId: cast.doctor.user._id, therapistId: cast.therapist.user._id },
  })
  if (status !== 200) throw new Error(`assigning staff failed with ${status}`)
  return cast
}

export type AssignedCast = Awaited<ReturnType<typeof assignedCast>>

/**
 * The casts most authorisation tests need: one at Barkatpura Centre (`cast`, whose child is the one under test)
 * and one at Kukatpally Centre (`other`, the people who must be refused), with the centres' ids.
 */
export async function castsAtTwoCentres(server: TestServer) {
  const centres = await centreIdsByName(server)
  const [cast, other] = await Promise.all([
    assignedCast(server, centres['Barkatpura Centre']),
    assignedCast(server, centres['Kukatpally Centre']),
  ])
  return { centres, cast, other }
}

/** A plan starting this month (clinic time), as the Assign IEP form sends it. */
export function planBody(overrides: Record<string, unknown> = {}) {
  const { month: startingMonth, year: startingYear } = calendarMonthOf(clinicToday())
  const months = monthsFrom(startingMonth, startingYear)
  return {
    therapy: 'Speech Therapy',
    startingMonth,
    startingYear,
    selectedMonths: months.map((m) => m.month),
    selectedMonthsNames: months.map((m) => monthName(m.month)),
    feedback: 'Practise at home',
    monthlyGoals: [
      { target: 'Two-word phrases', goals: ['Names 10 objects', 'Asks for help'] },
      { target: 'Three-word sentences', goals: ['Noun and verb'] },
      { target: 'Retells an event', goals: ['Uses first and then'] },
    ],
    ...overrides,
  }
}

/** The cast's doctor plans an IEP for the child; answers the stored plan. */
export async function assignPlan(server: TestServer, childId: string, doctorToken: string, body = planBody()) {
  const { status, body: answer } = await server.request<{ iep: IepDto; message: string }>(
    `/api/doctors/assignIEP/${childId}`,
    { json: body, token: doctorToken },
  )
  if (status !== 201) throw new Error(`assignIEP failed with ${status}: ${JSON.stringify(answer)}`)
  return answer.iep
}

/** The latest version of the first month of the child's newest plan, as the doctor reads it. */
export async function latestOfFirstMonth(server: TestServer, cast: AssignedCast) {
  const { body } = await server.request<IepDto[]>(`/api/doctors/childIEP/${cast.child._id}`, {
    token: cast.doctor.token,
  })
  return body[0].monthlyGoals[0].latest
}
