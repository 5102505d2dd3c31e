import { readdir } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { SLOT_TIMES } from '@app/appointments/slots'
import { bookingFields, FILES, nthOpenClinicDay } from './appointments.ts'

/**
 * Walk-in booking `index` of a batch tagged `tag`: a new parent (its own e-mail), a new child, a report and the
 * appointment, each in a slot of its own (eight a day, from the first open day after today).
 */
export function walkIn(
  index: number,
  { tag, centreId, doctorId }: { tag: string; centreId: string; doctorId: string },
) {
  return {
    email: walkInEmail(tag, index),
    fields: bookingFields({
      childId: '',
      email: walkInEmail(tag, index),
      parentName: `Walk-in Parent ${index}`,
      childName: `Walk-in Child ${index}`,
      branch: centreId,
      doctorId,
      appointmentDate: nthOpenClinicDay(1 + Math.floor(index / SLOT_TIMES.length)),
      time: SLOT_TIMES[index % SLOT_TIMES.length],
    }),
    files: [{ field: 'pdf', filename: `report-${index}.pdf`, content: FILES.pdf, type: 'application/pdf' }],
  }
}

export const walkInEmail = (tag: string, index: number) => `walk-in-${tag}-${index}@example.test`

/** What the database holds of one walk-in parent's booking. */
export interface BookingHolding {
  email: string
  parents: number
  children: number
  appointments: number
  /** Report rows the parent's appointments name. */
  reports: number
}

/** Reads with SQL, straight from the database (a server may be down): what each walk-in e-mail left behind. */
export async function bookingHoldings(databaseUrl: string, emails: string[]): Promise<BookingHolding[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<BookingHolding>(
      `SELECT e.email,
         (SELECT count(*)::int FROM users u WHERE lower(u.email) = e.email) AS parents,
         (SELECT count(*)::int FROM children c JOIN users u ON u.id = c.parent_id WHERE lower(u.email) = e.email)
           AS children,
         (SELECT count(*)::int FROM appointments a JOIN children c ON c.id = a.child_id JOIN users u ON u.id = c.parent_id
           WHERE lower(u.email) = e.email) AS appointments,
         (SELECT count(*)::int FROM appointments a JOIN appointments_rels r ON r.parent_id = a.id
           JOIN private_uploads f ON f.id = r.private_uploads_id JOIN children c ON c.id = a.child_id
           JOIN users u ON u.id = c.parent_id WHERE lower(u.email) = e.email) AS reports
       FROM unnest($1::text[]) AS e(email) ORDER BY e.email`,
      [emails.map((email) => email.toLowerCase())],
    )
    return rows
  } finally {
    await client.end()
  }
}

/** Whole (parent, child, appointment and report) or absent (none of them): anything else is a half booking. */
export const isWholeOrAbsent = (holding: BookingHolding) =>
  [holding.parents, holding.children, holding.appointments, holding.reports].every((n) => n === 1) ||
  [holding.parents, holding.children, holding.appointments, holding.reports].every((n) => n === 0)

/** Stored files in a local private-files folder that no `private_uploads` row names. */
export async function filesWithoutRecord(databaseUrl: string, directory: string): Promise<string[]> {
  const stored = (await readdir(directory, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ filename: string }>(
      'SELECT filename FROM private_uploads WHERE filename = ANY($1::text[])',
      [stored],
    )
    const recorded = new Set(rows.map((row) => row.filename))
    return stored.filter((name) => !recorded.has(name))
  } finally {
    await client.end()
  }
}

/**
 * `private_uploads` rows whose file is not among the stored files of a local private-files folder (its bytes
 * missing, or still staged: docs/decisions/054), and the staged files (`staging/`) with a row, which a server's
 * start-up should have promoted.
 */
export async function recordsNotStored(
  databaseUrl: string,
  directory: string,
): Promise<{ withoutFile: string[]; stagedWithRecord: string[] }> {
  const namesIn = async (folder: string) =>
    (await readdir(folder, { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
  const stored = new Set(await namesIn(directory))
  const staged = new Set(await namesIn(path.join(directory, 'staging')))
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ filename: string }>('SELECT filename FROM private_uploads')
    return {
      withoutFile: rows.map((row) => row.filename).filter((name) => !stored.has(name)),
      stagedWithRecord: rows.map((row) => row.filename).filter((name) => staged.has(name)),
    }
  } finally {
    await client.end()
  }
}
