import { existsSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_DIR } from '@app/cms'
import type { ContentModule } from '@app/content'
import { seedSiteContent } from '@app/cms/seed'
import { SEEDED_BRANCH_NAMES } from '../support/seed-data.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

const context = (params: Record<string, string> = {}) => ({ params, query: new URLSearchParams() })

describe('the public site’s content readers', () => {
  let server: TestServer
  let content: ContentModule
  beforeAll(async () => {
    server = await sharedTestServer()
    content = server.app.modules.content
  })

  it('when any page loads, then it gets the site settings, the ten branches and the six services for the menu', async () => {
    const common = await content.loadCommon()
    expect(common.settings.headOffice.phone).toMatch(/^\+91 90000 000\d\d$/)
    expect(common.settings.headOffice.email).toMatch(/@/)
    expect(common.settings.seo.image?.alt).toBeTruthy()
    expect(common.branches.map((branch) => branch.name)).toEqual(SEEDED_BRANCH_NAMES)
    expect(common.services.map((service) => service.slug)).toEqual([
      'assessment-evaluation',
      'occupational-therapy',
      'behaviour-therapy',
      'remedial-therapy',
      'behaviour-modification',
      'speech-therapy',
    ])
    // Small enough to ship to every page for hydration.
    expect(JSON.stringify(common).length).toBeLessThan(6000)
  })

  it('when the home page loads, then it has 6 hero slides, 6 service tiles, 10 branch cards and 13 treatment pictures, each image in resized widths', async () => {
    const home = await content.loadPage('home', context())
    expect(home).not.toBeNull()
    if (!home) return
    expect(home.heroSlides).toHaveLength(6)
    expect(home.services).toHaveLength(6)
    expect(home.branches).toHaveLength(10)
    expect(home.treatmentImages).toHaveLength(13)
    const hero = home.heroSlides[0].image
    expect(hero.alt).toMatch(/\w/)
    expect(hero).toMatchObject({ width: 1600, height: 700 })
    expect(hero.srcset.map((candidate) => candidate.width)).toEqual([400, 800, 1200, 1600])
    for (const candidate of hero.srcset) expect(candidate.src).toMatch(/^\/uploads\/hero-1[-\w]*\.webp\?v=\w+$/)
    for (const branch of home.branches) expect(branch.image?.srcset.length).toBeGreaterThan(1)
  })

  it('when a service page is asked for, then a known slug has its content and an unknown one is no page', async () => {
    const page = await content.loadPage('service', context({ slug: 'speech-therapy' }))
    expect(page).toMatchObject({ title: 'Speech Therapy', slug: 'speech-therapy' })
    expect(page?.sections[0]).toMatchObject({ blockType: 'textSection', text: expect.stringMatching(/speech/i) })
    expect(await content.loadPage('service', context({ slug: 'no-such-service' }))).toBeNull()
    expect(await content.pathsFor('/services/:slug')).toHaveLength(6)
  })

  it('when images are seeded, then Payload’s resized files are in the media directory that /uploads serves', async () => {
    const home = await content.loadPage('home', context())
    for (const { src } of home?.heroSlides[0].image.srcset ?? []) {
      const filename = decodeURIComponent(src.replace(/^\/uploads\//, '').replace(/\?.*$/, ''))
      expect(existsSync(path.join(MEDIA_DIR, filename)), filename).toBe(true)
    }
  })

  it('when the content seed runs again, then nothing is added or overwritten', async () => {
    const count = async (collection: 'services' | 'media') => (await server.payload.count({ collection })).totalDocs
    const before = { services: await count('services'), media: await count('media') }
    await server.payload.updateGlobal({ slug: 'site-settings', data: { tagline: 'Edited tagline' } })
    expect(await seedSiteContent(server.payload)).toEqual([])
    expect({ services: await count('services'), media: await count('media') }).toEqual(before)
    expect((await content.loadCommon()).settings.tagline).toBe('Edited tagline')
  })
})
