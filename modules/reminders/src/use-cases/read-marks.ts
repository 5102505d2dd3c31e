import { type TokenUser } from '@app/platform'
import { assertMayAt, assertMayEver, REMINDERS_ACCESS } from '../reminders.access.ts'
import type { RemindersDeps } from '../reminders.deps.ts'
import type { DayReminderMarks, FiguresQuery, MonthFiguresDto } from '../reminders.schema.ts'

/** The day view's marks (docs/api/reminders.md): each appointment of the day with its reminders and confirmation. */
export async function readDayMarks(
  deps: RemindersDeps,
  actor: TokenUser | null,
  { centreId, date }: { centreId: string; date: string },
): Promise<DayReminderMarks> {
  // access
  assertMayEver(actor, 'read-marks')
  assertMayAt(actor, 'read-marks', centreId)
  // load
  const marks = await deps.repository.marksOf(centreId, date)
  const ids = [...new Set(marks.map((mark) => mark.appointmentId))]
  const facts = ids.length ? await deps.appointments.reminderFacts(ids) : []
  const confirmedAt = new Map(facts.map((fact) => [fact._id, fact.confirmedByParentAt]))
  return {
    date,
    appointments: ids.map((appointmentId) => ({
      appointmentId,
      confirmedByParentAt: confirmedAt.get(appointmentId) ?? null,
      reminders: marks
        .filter((mark) => mark.appointmentId === appointmentId)
        .map(({ appointmentId: _ignored, ...mark }) => mark),
    })),
  }
}

/** The month's figures per branch and doctor: an admin's own branch; a superadmin's any or all. */
export async function readMonthFigures(
  deps: RemindersDeps,
  actor: TokenUser | null,
  query: FiguresQuery,
): Promise<MonthFiguresDto> {
  // access
  assertMayEver(actor, 'read-figures')
  const everywhere = REMINDERS_ACCESS.may(actor.role, 'read-figures', [])
  const centreId = query.centreId || (everywhere ? '' : (actor.centreId ?? ''))
  if (!everywhere) assertMayAt(actor, 'read-figures', centreId)
  // load
  const rows = await deps.appointments.monthFigures({
    from: `${query.month}-01`,
    to: `${query.month}-31`,
    ...(centreId ? { centreId } : {}),
  })
  const [people, branches] = await Promise.all([
    rows.length ? deps.people.summariesOf([...new Set(rows.map((row) => row.doctorId))]) : Promise.resolve([]),
    deps.centres.listBranches(),
  ])
  const doctorName = new Map(people.map((person) => [person._id, person.name ?? '']))
  const centreName = new Map(branches.map((branch) => [branch._id, branch.name]))
  const answer = rows
    .map((row) => ({
      centre: { _id: row.centreId, name: centreName.get(row.centreId) ?? '' },
      doctor: { _id: row.doctorId, name: doctorName.get(row.doctorId) ?? '' },
      appointments: row.appointments,
      confirmed: row.confirmed,
      cancelled: row.cancelled,
      noShow: row.noShow,
    }))
    .sort((a, b) => a.centre.name.localeCompare(b.centre.name) || a.doctor.name.localeCompare(b.doctor.name))
  const sum = (key: 'appointments' | 'confirmed' | 'cancelled' | 'noShow') =>
    answer.reduce((total, row) => total + row[key], 0)
  return {
    month: query.month,
    rows: answer,
    totals: {
      appointments: sum('appointments'),
      confirmed: sum('confirmed'),
      cancelled: sum('cancelled'),
      noShow: sum('noShow'),
    },
  }
}
