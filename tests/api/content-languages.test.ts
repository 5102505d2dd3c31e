import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '@app/platform/format'
import { missingTranslations } from '@app/cms/translations'
import { seedSiteContent } from '@app/cms/seed'
import { startTestServer } from '../support/server.ts'
import { isolatedDatabaseUrl } from '../support/test-config.ts'

const TELUGU = /[\u0C00-\u0C7F]/
const DEVANAGARI = /[\u0900-\u097F]/

describe('the site’s content in English, Telugu and Hindi (decision 063)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    // A copy of the seeded database of its own: this file edits the home page and adds FAQs in one language.
    server = await startTestServer({ DATABASE_URL: isolatedDatabaseUrl('languages') })
  })
  afterAll(() => server?.stop())

  const content = () => server.app.modules.content
  const context = (locale?: Language, params: Record<string, string> = {}) => ({
    params,
    query: new URLSearchParams(),
    locale,
  })

  it('when the CMS API is asked without a locale, then it answers in English, a query on a localised field included; with one, in that language', async () => {
    const english = await server.request<{ docs: Array<{ question: string; answer: string }> }>(
      `/cms-api/faqs?where[question][equals]=${encodeURIComponent('Do I need an appointment?')}&depth=0`,
    )
    expect(english.status).toBe(200)
    expect(english.body.docs.map((doc) => doc.question)).toEqual(['Do I need an appointment?'])
    const home = await server.request<{ servicesHeading: string }>('/cms-api/globals/home?depth=0')
    expect(home.status).toBe(200)
    expect(home.body.servicesHeading).toBe('Our Services')
    const telugu = await server.request<{ servicesHeading: string }>('/cms-api/globals/home?depth=0&locale=te')
    expect(telugu.body.servicesHeading).toMatch(TELUGU)
  })

  it('when the home page is read in Telugu or Hindi, then its headings and SEO fields are the seeded translations and English is as before', async () => {
    const [english, telugu, hindi] = await Promise.all(
      (['en', 'te', 'hi'] as const).map((locale) => content().loadPage('home', context(locale))),
    )
    expect(english?.servicesHeading).toBe('Our Services')
    expect(telugu?.servicesHeading).toMatch(TELUGU)
    expect(telugu?.welcomeTitle).toMatch(TELUGU)
    expect(telugu?.seo.title).toMatch(TELUGU)
    expect(hindi?.servicesHeading).toMatch(DEVANAGARI)
    expect(hindi?.welcomeText).toMatch(DEVANAGARI)
    // The service tiles and the pictures' words come in the page's language too; the pictures are the same.
    expect(telugu?.services.map((tile) => tile.slug)).toEqual(english?.services.map((tile) => tile.slug))
    expect(telugu?.services[0].title).toMatch(TELUGU)
    expect(telugu?.heroSlides.map((slide) => slide.image.src)).toEqual(english?.heroSlides.map((s) => s.image.src))
    expect(telugu?.heroSlides[0].caption).toMatch(TELUGU)
    expect(telugu?.heroSlides[0].image.alt).toMatch(TELUGU)
    expect(english?.heroSlides[0].image.alt).not.toMatch(TELUGU)
  })

  it('when the layout, a service page, a list page and the 404 page are read in Telugu, then each is in Telugu', async () => {
    const common = await content().loadCommon('te')
    expect(common.settings.tagline).toMatch(TELUGU)
    expect(common.services[0].title).toMatch(TELUGU)
    // Branch names and addresses are the same in every language (decision 063).
    expect(common.branches.map((branch) => branch.name)).toEqual(
      (await content().loadCommon('en')).branches.map((branch) => branch.name),
    )
    const service = await content().loadPage('service', context('te', { slug: 'speech-therapy' }))
    expect(service?.slug).toBe('speech-therapy')
    expect(service?.title).toMatch(TELUGU)
    expect(service?.sections.map((section) => section.blockType)).toEqual(
      (await content().loadPage('service', context('en', { slug: 'speech-therapy' })))?.sections.map(
        (section) => section.blockType,
      ),
    )
    expect(service?.sections[0].heading ?? service?.sections[1].heading).toMatch(TELUGU)
    expect((await content().loadPage('faq', context('te')))?.heading).toMatch(TELUGU)
    expect((await content().loadNotFound('te')).heading).toMatch(TELUGU)
    expect((await content().loadNotFound('hi')).heading).toMatch(DEVANAGARI)
    expect((await content().loadNotFound()).heading).toBe('Page Not Found')
  })

  it('when a field has no Hindi, then a Hindi read returns its English text', async () => {
    const faq = await server.payload.create({
      collection: 'faqs',
      data: { question: 'Is there parking near the centre?', answer: 'Yes, in the lane beside it.', sortOrder: 99 },
    })
    const hindi = await content().loadPage('faq', context('hi'))
    expect(hindi?.heading).toMatch(DEVANAGARI)
    expect(hindi?.faqs.find((row) => row.id === String(faq.id))).toMatchObject({
      question: 'Is there parking near the centre?',
      answer: 'Yes, in the lane beside it.',
    })
    await server.payload.delete({ collection: 'faqs', id: faq.id })
  })

  it('when an editor writes the Telugu welcome title, then a Telugu read returns it and English is unchanged', async () => {
    const before = await content().loadPage('home', context('en'))
    await server.payload.updateGlobal({ slug: 'home', locale: 'te', data: { welcomeTitle: 'మా కేంద్రాలకు స్వాగతం!' } })
    expect((await content().loadPage('home', context('te')))?.welcomeTitle).toBe('మా కేంద్రాలకు స్వాగతం!')
    const after = await content().loadPage('home', context('en'))
    expect(after?.welcomeTitle).toBe(before?.welcomeTitle)
    expect(after?.welcomeText).toBe(before?.welcomeText)
    // A restart's seed leaves the editor's Telugu as it is.
    expect(await seedSiteContent(server.payload)).toEqual([])
    expect((await content().loadPage('home', context('te')))?.welcomeTitle).toBe('మా కేంద్రాలకు స్వాగతం!')
  })

  it('when a document has English words and no Telugu, then the editors’ list names it and its fields until they are filled', async () => {
    const faq = await server.payload.create({
      collection: 'faqs',
      data: { question: 'Can grandparents bring my child?', answer: 'Yes, with a note from you.', sortOrder: 98 },
    })
    const listed = async (locale: 'te' | 'hi') =>
      (await missingTranslations(server.payload, locale)).find((doc) => doc.id === String(faq.id))
    expect(await listed('te')).toMatchObject({
      kind: 'collection',
      slug: 'faqs',
      title: 'Can grandparents bring my child?',
      editPath: `/collections/faqs/${faq.id}?locale=te`,
      fields: [
        { path: 'question', english: 'Can grandparents bring my child?' },
        { path: 'answer', english: 'Yes, with a note from you.' },
      ],
    })
    await server.payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'te',
      data: { question: 'తాతయ్య, అమ్మమ్మ మా బిడ్డను తీసుకురావచ్చా?' },
    })
    expect((await listed('te'))?.fields.map((field) => field.path)).toEqual(['answer'])
    await server.payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'te',
      data: { answer: 'అవును, మీ నుండి ఒక చిన్న లేఖతో.' },
    })
    expect(await listed('te')).toBeUndefined()
    expect((await listed('hi'))?.fields.map((field) => field.path)).toEqual(['question', 'answer'])
    // The seeded pages themselves are translated: none of their headings is listed.
    const telugu = await missingTranslations(server.payload, 'te')
    expect(telugu.filter((doc) => doc.slug === 'page-texts')).toEqual([])
    expect(telugu.find((doc) => doc.slug === 'home')?.fields.map((field) => field.path) ?? []).not.toContain(
      'servicesHeading',
    )
    await server.payload.delete({ collection: 'faqs', id: faq.id })
  })
})
