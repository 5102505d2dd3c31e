import { describe, expect, it } from 'vitest'
import type { StoredEntry, StoredVersion } from '../iep.repository.ts'
import { latestPercents } from './read-current-goals.ts'

const version = {
  goals: ['Names objects', 'Asks for help', 'Waits a turn'],
  performance: [40, 55, null],
} as StoredVersion
const entry = (goalIndex: number, date: string, percent: number, createdAt = `${date}T10:00:00Z`) =>
  ({ goalIndex, date, percent, createdAt }) as StoredEntry

describe("a goal's latest percentage", () => {
  it('when the goal has session entries, then the newest by date (then by when written) wins over performance', () => {
    const entries = [
      entry(0, '2026-12-03', 70),
      entry(0, '2026-12-09', 65),
      entry(0, '2026-12-09', 80, '2026-12-09T12:00:00Z'),
    ]
    expect(latestPercents(version, entries)[0]).toBe(80)
  })
  it('when the goal has no entry, then the recorded performance, else null', () => {
    expect(latestPercents(version, [entry(0, '2026-12-03', 70)])).toEqual([70, 55, null])
  })
})
