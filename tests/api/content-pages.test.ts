import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'
import { logger } from '@app/platform'
import { seedFirstStart } from '@app/server'
import { FAQ_SEED } from '../../cms/seed/content-pages/faq.ts'
import { PAGE_TEXTS_SEED } from '../../cms/seed/content-pages/page-texts.ts'
import { TRAINING_SEED } from '../../cms/seed/content-pages/training.ts'
import { startTestServer } from '../support/server.ts'
import { testConfig } from '../support/test-config.ts'

describe('content pages: about us, services, training, media, FAQ and terms', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer({}, { withSite: true })
  })
  afterAll(() => server?.stop())

  const content = () => server.app.modules.content
  const load = <K extends Parameters<ReturnType<typeof content>['loadPage']>[0]>(key: K) =>
    content().loadPage(key, { params: {}, query: new URLSearchParams() })
  const userNamed = async (username: string) => {
    const { docs } = await server.payload.find({ collection: 'users', where: { username: { equals: username } } })
    return { ...docs[0], collection: 'users' } as unknown as PayloadRequest['user']
  }

  it('when the server has started on a fresh database, then every content page has its seeded content', async () => {
    const whyUs = await load('whyUs')
    expect(whyUs?.claims).toHaveLength(25)
    expect(whyUs?.claims).toContain(
      'All our therapists and special educators are certified by the Rehabilitation Council of India (RCI).',
    )
    expect((await load('goals'))?.goals).toHaveLength(13)
    const research = await load('research')
    expect([research?.projects.length, research?.staff.length]).toEqual([3, 3])
    expect(research?.staff.every((person) => person.photo?.src.startsWith('/uploads/'))).toBe(true)
    expect((await load('founders'))?.messages.length).toBeGreaterThan(0)
    const whoWeAre = await load('whoWeAre')
    expect(whoWeAre?.mission).toMatch(/child/)
    expect(whoWeAre?.coreValuesImage).toMatchObject({ width: 1600, height: 700 })
    // Payload made the smaller sizes, so the page can serve a phone a small file.
    expect(whoWeAre?.coreValuesImage?.srcset.map((size) => size.width)).toEqual([400, 800, 1200, 1600])
    expect((await load('training'))?.programmes.map((row) => row.programme)).toEqual(
      TRAINING_SEED.map((row) => row.programme),
    )
    expect((await load('faq'))?.faqs.map((faq) => faq.question)).toEqual(FAQ_SEED.map((faq) => faq.question))
    expect((await load('photos'))?.photos).toHaveLength(12)
    const videos = (await load('videos'))?.videos ?? []
    expect(videos).toHaveLength(14)
    expect(videos.every((video) => /^[A-Za-z0-9_-]{11}$/.test(video.videoId) && video.thumbnail)).toBe(true)
    const terms = await load('terms')
    expect(terms?.sections.map((section) => section.heading)).toEqual(['Terms of use', 'Privacy policy'])
    // The refund rules come from the refund policy's data, each with an example worked by the same rule.
    expect(terms?.refunds.rows.map((row) => [row.when, row.example])).toEqual([
      ['Cancelled on the day it was booked', 'Rs 500 of Rs 700 back'],
      ['Cancelled 3 or more days before the appointment', 'Rs 250 of Rs 700 back'],
      ['Cancelled less than 3 days before the appointment', 'Rs 0 of Rs 700 back'],
      ['Cancelled by the centre or the doctor', 'Rs 700 of Rs 700 back'],
    ])
    expect(terms?.prices.find((row) => row.service === 'Consultation')).toMatchObject({
      duration: '30 minutes',
      price: 'Rs. 500.00',
    })
  })

  it('when a superadmin changes the refund policy in /admin, then the Terms page says the new rules; an editor or a parent may not change it', async () => {
    for (const username of ['demo-editor', 'demo-parent', 'demo-admin']) {
      const user = await userNamed(username)
      await expect(
        server.payload.updateGlobal({ slug: 'refund-policy', data: { earlyPercent: 10 }, overrideAccess: false, user }),
      ).rejects.toThrow()
    }
    await expect(
      server.payload.updateGlobal({
        slug: 'refund-policy',
        data: { earlyPercent: 150 },
        overrideAccess: false,
        user: await userNamed('demo-superadmin'),
      }),
    ).rejects.toThrow()
    expect((await load('terms'))?.refunds.rows[1]?.example).toBe('Rs 250 of Rs 700 back')

    await server.payload.updateGlobal({
      slug: 'refund-policy',
      data: { earlyDays: 5, earlyPercent: 60, bookingCharge: { consultation: 100, assessment: 500 } },
      overrideAccess: false,
      user: await userNamed('demo-superadmin'),
    })
    try {
      const rows = (await load('terms'))?.refunds.rows ?? []
      expect(rows[1]).toEqual({
        when: 'Cancelled 5 or more days before the appointment',
        refund: '60% of the fee, less the booking charge (Rs 100 for consultations, Rs 500 for assessments)',
        example: 'Rs 360 of Rs 700 back',
      })
      const html = await (await fetch(`${server.url}/terms-and-conditions`)).text()
      expect(html).toContain('Cancelled 5 or more days before the appointment')
      expect(html).toContain('Rs 360 of Rs 700 back')
    } finally {
      await server.payload.updateGlobal({
        slug: 'refund-policy',
        data: { earlyDays: 3, earlyPercent: 50, bookingCharge: { consultation: 200, assessment: 500 } },
      })
    }
  })

  it('when a service page is loaded, then its body blocks come in order after its intro', async () => {
    const params = (slug: string) => ({ params: { slug }, query: new URLSearchParams() })
    const ot = await content().loadPage('service', params('occupational-therapy'))
    expect(ot?.sections.map((section) => section.blockType)).toEqual(['textSection', 'textSection', 'accordion'])
    const accordion = ot?.sections.find((section) => section.blockType === 'accordion')
    expect(accordion?.blockType === 'accordion' && accordion.items.map((item) => item.title)).toEqual([
      'Sensory integration',
      'Neuro-developmental',
      'Teaching-learning',
      'Childhood occupations',
      'Social participation',
      'Visual perception',
      'Motor skill acquisition',
      'Handwriting',
    ])
    const behaviour = await content().loadPage('service', params('behaviour-therapy'))
    const cards = behaviour?.sections.find((section) => section.blockType === 'cards')
    expect(cards?.blockType === 'cards' && cards.cards).toHaveLength(8)
    expect(behaviour?.sections.some((section) => section.blockType === 'diagram')).toBe(true)
  })

  it('when an editor changes an answer, then the next load shows it, and a restart seeds nothing twice', async () => {
    const { docs } = await server.payload.find({
      collection: 'faqs',
      where: { question: { equals: FAQ_SEED[0].question } },
    })
    await server.payload.update({
      collection: 'faqs',
      id: docs[0].id,
      data: { answer: 'Changed by the office.' },
      user: await userNamed('demo-editor'),
      overrideAccess: false,
    })
    expect((await load('faq'))?.faqs[0].answer).toBe('Changed by the office.')

    const counts = async () =>
      Promise.all(
        ['faqs', 'goals', 'gallery-photos', 'videos', 'media', 'research-staff'].map(
          async (collection) => (await server.payload.count({ collection: collection as 'faqs' })).totalDocs,
        ),
      )
    const before = await counts()
    await seedFirstStart({ payload: server.payload, config: testConfig(), log: logger, ...server.app.modules })
    expect(await counts()).toEqual(before)
    expect((await load('faq'))?.faqs[0].answer).toBe('Changed by the office.')
    expect((await load('whyUs'))?.claims).toHaveLength(25)
  })

  it('when a visitor or a parent tries to change content, then they are refused; anyone may read it', async () => {
    const data = { question: 'Can anyone add this?', answer: 'No.' }
    await expect(server.payload.create({ collection: 'faqs', data, overrideAccess: false })).rejects.toThrow()
    await expect(
      server.payload.create({ collection: 'faqs', data, overrideAccess: false, user: await userNamed('demo-parent') }),
    ).rejects.toThrow()
    await expect(
      server.payload.updateGlobal({ slug: 'why-us', data: { intro: 'Hacked' }, overrideAccess: false }),
    ).rejects.toThrow()
    const { totalDocs } = await server.payload.count({
      collection: 'faqs',
      where: { question: { equals: data.question } },
    })
    expect(totalDocs).toBe(0)
    expect((await server.payload.find({ collection: 'videos', overrideAccess: false })).totalDocs).toBe(14)
  })

  const html = async (path: string) => {
    const response = await fetch(`${server.url}${path}`)
    return { status: response.status, text: await response.text() }
  }
  const pageTextOf = async (page: string) =>
    (await server.payload.find({ collection: 'page-texts', where: { page: { equals: page } }, limit: 1 })).docs[0]

  it('when the server has started, then every page’s heading, intro text and search description come from the CMS as before', async () => {
    expect((await server.payload.count({ collection: 'page-texts' })).totalDocs).toBe(PAGE_TEXTS_SEED.length)
    const faq = await html('/faq')
    expect(faq.text).toContain('<h1>Frequently Asked Questions</h1>')
    expect(faq.text).toContain('Answers to the questions parents ask us most.')
    expect(faq.text).toMatch(/<title>Frequently Asked Questions \| [^<]+<\/title>/)
    expect(faq.text).toContain(
      '<meta name="description" content="Answers to the questions parents ask most: appointments, access, fees, sessions and cancellations." />',
    )
    expect((await html('/services')).text).toContain('<h1>Our Services</h1>')
    expect((await html('/aboutus/whoarewe')).text).toMatch(/<title>Who We Are \| [^<]+<\/title>/)
    expect((await html('/terms-and-conditions')).text).toContain('<h1>Terms and Conditions</h1>')
    const missing = await html('/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('<h1>Page Not Found</h1>')
  })

  it('when an editor changes a page’s heading, intro text and SEO title, then the next load of the page shows them', async () => {
    const editor = await userNamed('demo-editor')
    const faq = await pageTextOf('faq')
    await server.payload.update({
      collection: 'page-texts',
      id: faq.id,
      data: {
        heading: 'Questions from parents',
        lead: 'What families ask us before the first visit.',
        seo: { title: 'FAQ for parents' },
      },
      user: editor,
      overrideAccess: false,
    })
    const page = await html('/faq')
    expect(page.text).toContain('<h1>Questions from parents</h1>')
    expect(page.text).toContain('What families ask us before the first visit.')
    expect(page.text).toMatch(/<title>FAQ for parents \| [^<]+<\/title>/)
    expect(page.text).not.toContain('Frequently Asked Questions')

    await server.payload.updateGlobal({
      slug: 'who-we-are',
      data: { heading: 'About our centres' },
      user: editor,
      overrideAccess: false,
    })
    expect((await html('/aboutus/whoarewe')).text).toContain('<h1>About our centres</h1>')

    const notFound = await pageTextOf('notFound')
    await server.payload.update({
      collection: 'page-texts',
      id: notFound.id,
      data: { heading: 'We could not find that page' },
      user: editor,
      overrideAccess: false,
    })
    for (const path of ['/no-such-page', '/services/no-such-service']) {
      const missing = await html(path)
      expect([missing.status, missing.text.includes('<h1>We could not find that page</h1>')], path).toEqual([404, true])
    }

    // A restart seeds nothing twice and keeps the editor's words.
    await seedFirstStart({ payload: server.payload, config: testConfig(), log: logger, ...server.app.modules })
    expect((await server.payload.count({ collection: 'page-texts' })).totalDocs).toBe(PAGE_TEXTS_SEED.length)
    expect((await html('/faq')).text).toContain('<h1>Questions from parents</h1>')
    expect((await html('/aboutus/whoarewe')).text).toContain('<h1>About our centres</h1>')
  })

  it('when a visitor or a parent tries to change a page heading, then they are refused and the page is unchanged', async () => {
    const goals = await pageTextOf('goals')
    const data = { heading: 'Hacked' }
    await expect(
      server.payload.update({ collection: 'page-texts', id: goals.id, data, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      server.payload.update({
        collection: 'page-texts',
        id: goals.id,
        data,
        overrideAccess: false,
        user: await userNamed('demo-parent'),
      }),
    ).rejects.toThrow()
    await expect(
      server.payload.create({
        collection: 'page-texts',
        data: { page: 'goals', heading: 'Hacked' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(server.payload.updateGlobal({ slug: 'policies', data, overrideAccess: false })).rejects.toThrow()
    expect((await server.payload.count({ collection: 'page-texts' })).totalDocs).toBe(PAGE_TEXTS_SEED.length)
    expect((await html('/aboutus/goals')).text).toContain('<h1>Our Goals</h1>')
    expect((await html('/terms-and-conditions')).text).toContain('<h1>Terms and Conditions</h1>')
  })

  it('when a video id is not 11 characters from a YouTube link, then it is refused with a clear message', async () => {
    const { docs } = await server.payload.find({ collection: 'videos', limit: 1 })
    const error = await server.payload
      .update({ collection: 'videos', id: docs[0].id, data: { videoId: 'https://youtu.be/x' } })
      .catch((caught: unknown) => caught as { data?: { errors?: Array<{ path: string; message: string }> } })
    expect(error).toMatchObject({
      data: {
        errors: [
          {
            path: 'videoId',
            message: 'Enter the 11-character id from the video link (the part after "v=" or after "youtu.be/")',
          },
        ],
      },
    })
    expect((await server.payload.findByID({ collection: 'videos', id: docs[0].id })).videoId).toBe(docs[0].videoId)
  })
})
