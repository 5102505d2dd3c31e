// Proves the lint rule that keeps "today" the clinic's: a date's local-time parts (getMonth, setDate...) follow the
// machine's time zone, and from 18:30 UTC India is already on the next day. Lints snippets through ESLint's Node API
// with the project's own configuration, as boundaries.test.ts does.
import { describe, expect, it } from 'vitest'
import { rulesFiredOn } from './project-eslint.ts'

describe("the clinic's day (npm run lint)", { timeout: 60_000 }, () => {
  it("when a journey, a module or a portal screen reads this machine's month or day, then lint fails", async () => {
    const machineMonth = 'export const month = new Date().getMonth() + 1\n'
    expect(await rulesFiredOn('tests/e2e/clinic-day-fixture.spec.ts', machineMonth)).toContain(
      'no-restricted-properties',
    )
    expect(await rulesFiredOn('modules/iep/src/clinic-day-fixture.ts', machineMonth)).toContain(
      'no-restricted-properties',
    )
    const nextDay = 'const day = new Date()\nday.setDate(day.getDate() + 1)\nexport { day }\n'
    expect(await rulesFiredOn('portal/src/lib/clinic-day-fixture.ts', nextDay)).toEqual([
      'no-restricted-properties',
      'no-restricted-properties',
    ])
  })

  it("when code takes the clinic's day or works in UTC, then lint passes", async () => {
    const clinicDay = [
      "import { addDays, clinicToday } from '@app/platform/clinic-time'",
      'export const month = Number(clinicToday().slice(5, 7))',
      'export const tomorrow = addDays(clinicToday(), 1)',
      'export const utcMonth = new Date().getUTCMonth() + 1',
      '',
    ].join('\n')
    expect(await rulesFiredOn('modules/iep/src/clinic-day-fixture.ts', clinicDay)).toEqual([])
  })
})
