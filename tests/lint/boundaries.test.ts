// Proves each boundary rule of eslint.boundaries.js fires: lints small snippets, placed where the rule
// applies, through ESLint's Node API with the project's own configuration.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectEslint, ROOT, rulesFiredOn } from './project-eslint.ts'

describe('module boundaries (npm run lint)', { timeout: 60_000 }, () => {
  it("when a module imports another module's files, by package path, relative path or an undeclared subpath, then lint fails", async () => {
    const file = 'modules/appointments/src/boundary-fixture.ts'
    expect(
      await rulesFiredOn(file, "export { createChildrenService } from '@app/children/src/children.service.ts'\n"),
    ).toContain('no-restricted-imports')
    expect(
      await rulesFiredOn(file, "export { createChildrenService } from '../../children/src/children.service.ts'\n"),
    ).toContain('import-x/no-relative-packages')
    expect(await rulesFiredOn(file, "export { createChildrenService } from '@app/children/service'\n")).toContain(
      'import-x/no-unresolved',
    )
    // Through the package and its declared subpaths it is fine.
    expect(
      await rulesFiredOn(
        file,
        "export { createChildren } from '@app/children'\nexport { GENDERS } from '@app/children/schema'\n",
      ),
    ).toEqual([])
  })

  it("when anything but cms/ imports a module's collections, then lint fails; cms/ may", async () => {
    const code = "export { childrenCollections } from '@app/children/collections'\n"
    expect(await rulesFiredOn('modules/appointments/src/boundary-fixture.ts', code)).toContain('no-restricted-imports')
    expect(await rulesFiredOn('cms/boundary-fixture.ts', code)).toEqual([])
  })

  it('when the portal or the site imports server code, then lint fails; browser-safe subpaths are fine', async () => {
    const portal = 'portal/src/features/children/boundary-fixture.ts'
    expect(await rulesFiredOn(portal, "export { createChildren } from '@app/children'\n")).toContain(
      'no-restricted-imports',
    )
    expect(await rulesFiredOn(portal, "export { default as express } from 'express'\n")).toContain(
      'no-restricted-imports',
    )
    expect(await rulesFiredOn(portal, "export { readFile } from 'node:fs/promises'\n")).toContain(
      'import-x/no-nodejs-modules',
    )
    expect(
      await rulesFiredOn(
        'site/src/features/home/boundary-fixture.ts',
        "export { createContent } from '@app/content'\n",
      ),
    ).toContain('no-restricted-imports')
    expect(
      await rulesFiredOn(
        portal,
        "export { GENDERS } from '@app/children/schema'\nexport { clinicToday } from '@app/platform/clinic-time'\n",
      ),
    ).toEqual([])
  })

  it('when one portal feature imports another, then lint fails; shared code in lib/ is fine', async () => {
    const file = 'portal/src/features/booking/boundary-fixture.ts'
    expect(
      await rulesFiredOn(file, "export { APPOINTMENT_MESSAGES } from '../appointments/appointment-view'\n"),
    ).toContain('import-x/no-restricted-paths')
    expect(await rulesFiredOn(file, "export { downloadAppointmentPdf } from '../../lib/appointment-pdf'\n")).toEqual([])
  })

  it("when a package imports a package its package.json does not list, ours or another's, then lint fails", async () => {
    const file = 'modules/centres/src/boundary-fixture.ts'
    expect(await rulesFiredOn(file, "export { createChildren } from '@app/children'\n")).toContain(
      'import-x/no-extraneous-dependencies',
    )
    expect(await rulesFiredOn(file, "export { PDFDocument } from 'pdf-lib'\n")).toContain(
      'import-x/no-extraneous-dependencies',
    )
  })

  describe('when two files import each other', () => {
    let dir: string
    beforeAll(() => {
      // The cycle must exist on disk for the rule to follow it; a folder of its own, removed afterwards.
      dir = mkdtempSync(path.join(ROOT, 'modules/platform/src/boundary-fixture-'))
      writeFileSync(
        path.join(dir, 'first.ts'),
        "import { second } from './second.ts'\nexport const first = () => second\n",
      )
      writeFileSync(
        path.join(dir, 'second.ts'),
        "import { first } from './first.ts'\nexport const second = () => first\n",
      )
    })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    it('then lint fails with the cycle', async () => {
      const [result] = await projectEslint().lintFiles([path.join(dir, 'first.ts')])
      expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle')
    })
  })
})
