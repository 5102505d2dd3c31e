import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/server.ts'

// The public site in Telugu and Hindi (decision 062): language paths, <html lang>, hreflang, the site's own words,
// the remembered choice and the contact form without JavaScript. Its own server: the shared one serves no site.
describe('the public site in Telugu and Hindi', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({}, { withSite: true })
  })
  afterAll(() => server?.stop())

  /** One request, redirects not followed, so a test sees the 302 and its headers. */
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: 'manual' })
  const pageOf = async (path: string, headers: Record<string, string> = {}) => {
    const response = await get(path, headers)
    return { response, html: await response.text() }
  }
  const hrefsOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1])
  const siteDataOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
      locale: string
      path: string
      messages: Record<string, string>
    }
  const alternatesOf = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [
        match[1],
        new URL(match[2]).pathname,
      ]),
    )

  it('when a Telugu page is asked for, then it is in Telugu: lang, hreflang, canonical, header words and links that stay in Telugu', async () => {
    const { response, html } = await pageOf('/te/services/speech-therapy')
    expect(response.status).toBe(200)
    expect(html).toMatch(/^<!doctype html>\s*<html lang="te"/i)
    expect(alternatesOf(html)).toEqual({
      en: '/services/speech-therapy',
      te: '/te/services/speech-therapy',
      hi: '/hi/services/speech-therapy',
      'x-default': '/services/speech-therapy',
    })
    expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '').pathname).toBe(
      '/te/services/speech-therapy',
    )
    expect(html).toContain('<meta property="og:locale" content="te_IN" />')
    // The header, the menu and the footer speak Telugu.
    for (const words of ['సేవలు', 'అపాయింట్‌మెంట్', 'మమ్మల్ని సంప్రదించండి', 'త్వరిత లింకులు', 'ముఖ్య విషయానికి వెళ్ళండి']) {
      expect(html).toContain(words)
    }
    expect(html).not.toContain('>Contact Us<')
    // Every link of the site keeps /te/; the portal's pages keep their one address.
    const hrefs = hrefsOf(html)
    expect(hrefs).toEqual(expect.arrayContaining(['/te', '/te/contact', '/te/services', '/te/enquiry', '/te/faq']))
    expect(hrefs).toEqual(expect.arrayContaining(['/login', '/register', '/games']))
    const siteLinks = hrefs.filter(
      (href) => href.startsWith('/') && !/^\/(login|register|games|parentwrapper|lang|uploads)\b/.test(href),
    )
    expect(siteLinks.filter((href) => href !== '/te' && !href.startsWith('/te/'))).toEqual([])
    // The switcher offers the same page in each language, each name in its own language.
    expect(html).toContain('href="/lang/hi?to=%2Fhi%2Fservices%2Fspeech-therapy" lang="hi" hrefLang="hi"')
    expect(html).toContain('>हिन्दी</a>')
    expect(html).toContain('href="/lang/en?to=%2Fservices%2Fspeech-therapy" lang="en" hrefLang="en"')
  })

  it('when a Telugu page ships its data for hydration, then it carries the Telugu words only', async () => {
    const data = siteDataOf((await pageOf('/te/contact')).html)
    expect(data).toMatchObject({ locale: 'te', path: '/contact' })
    expect(data.messages['nav.services']).toBe('సేవలు')
    const json = JSON.stringify(data.messages)
    expect(json).not.toContain('सेवाएँ')
    expect(json).not.toContain('"Services"')
  })

  it('when the Hindi home page is asked for, then it speaks Hindi at /hi, and English stays at /', async () => {
    const { response, html } = await pageOf('/hi')
    expect(response.status).toBe(200)
    expect(html).toMatch(/<html lang="hi"/)
    for (const words of ['सेवाएँ', 'अपॉइंटमेंट', 'संपर्क करें', 'ज़रूरी लिंक']) {
      expect(html).toContain(words)
    }
    expect(alternatesOf(html)).toMatchObject({ en: '/', te: '/te', hi: '/hi', 'x-default': '/' })
    const english = await pageOf('/')
    expect(english.response.status).toBe(200)
    expect(english.html).toMatch(/<html lang="en"/)
    expect(english.html).toContain('>Contact Us<')
    expect(english.response.headers.get('vary')).toMatch(/cookie/i)
  })

  it('when an unknown Telugu address is asked for, then the 404 page answers in Telugu, out of search results', async () => {
    const { response, html } = await pageOf('/te/xyz')
    expect(response.status).toBe(404)
    expect(html).toMatch(/<html lang="te"/)
    expect(html).toContain('హోమ్ పేజీకి వెళ్ళండి')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(hrefsOf(html)).toContain('/te')
    // English is never prefixed: /en/… is no page either.
    expect((await get('/en/services')).status).toBe(404)
  })

  it('when the sitemap is read, then it lists every page in all three languages', async () => {
    const text = await (await get('/sitemap.xml')).text()
    const paths = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
    for (const path of ['/', '/te', '/hi', '/services/speech-therapy', '/te/services/speech-therapy', '/hi/faq']) {
      expect(paths).toContain(path)
    }
    const inLanguage = (prefix: string) => paths.filter((path) => path === prefix || path.startsWith(`${prefix}/`))
    expect(inLanguage('/te').length * 3).toBe(paths.length)
    expect(inLanguage('/hi').length * 3).toBe(paths.length)
  })

  it('when a visitor chooses Telugu, then the device remembers it and later unprefixed visits go to Telugu; a crawler gets what it asked for', async () => {
    const choose = await get('/lang/te?to=%2Fte%2Fservices')
    expect(choose.status).toBe(302)
    expect(choose.headers.get('location')).toBe('/te/services')
    const cookie = choose.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^site_lang=te;/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    // The portal follows: its login opens in Telugu too; its own switcher may change this one, so script may write it.
    const portal = choose.headers.getSetCookie().find((set) => set.startsWith('portal_lang='))
    expect(portal).toMatch(/^portal_lang=te;.*SameSite=Lax/i)
    expect(portal).not.toMatch(/HttpOnly/i)

    const later = await get('/services?from=search', { cookie: 'site_lang=te' })
    expect(later.status).toBe(302)
    expect(later.headers.get('location')).toBe('/te/services?from=search')
    expect(later.headers.get('vary')).toMatch(/cookie/i)
    // Pages already in a language are answered as they are.
    expect((await get('/hi/services', { cookie: 'site_lang=te' })).status).toBe(200)
    // No cookie (a crawler, a first visit): the address asked for.
    expect((await get('/services')).status).toBe(200)
    // A cookie with a language the site does not speak changes nothing.
    expect((await get('/services', { cookie: 'site_lang=fr' })).status).toBe(200)
  })

  it('when a visitor chooses English, then the choice is forgotten, and a switch goes only to this site', async () => {
    const english = await get('/lang/en?to=%2Fservices', { cookie: 'site_lang=te' })
    expect(english.status).toBe(302)
    expect(english.headers.get('location')).toBe('/services')
    expect(english.headers.get('set-cookie')).toMatch(/^site_lang=;.*Expires=Thu, 01 Jan 1970/)
    expect(english.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^portal_lang=;.*Expires=Thu, 01 Jan 1970/),
    )
    for (const to of ['//evil.example/te', 'https://evil.example/', '/\\evil.example', '']) {
      const response = await get(`/lang/hi?to=${encodeURIComponent(to)}`)
      expect(response.headers.get('location'), to).toBe('/hi')
    }
    expect((await get('/lang/fr?to=%2F')).status).toBe(404)
  })

  it('when the contact form is sent from /te/contact without JavaScript, then its messages are in Telugu and the thank-you stays in Telugu', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}/te/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.62' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      })
    const invalid = await post({ name: '', email: 'not-an-address', phone: '123', message: 'Hi' })
    expect(invalid.status).toBe(400)
    const html = await invalid.text()
    expect(html).toMatch(/<html lang="te"/)
    expect(html).toContain('దయచేసి గుర్తించిన వివరాలను సరిచేయండి.')
    expect(html).toContain('పూర్తి పేరు తప్పనిసరి')
    expect(html).toContain('దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి')
    expect(html).toContain('action="/te/contact#contact-form"')
    // The visible page (the data block keeps the server's English state, which the form translates as it hydrates).
    expect(html.split('id="site-data"')[0]).not.toContain('Full name is required')

    const sent = await post({
      name: 'సాన్వి అమ్మ',
      email: 'parent.telugu@example.com',
      phone: '+91 90000 00042',
      message: 'మా బిడ్డకు స్పీచ్ థెరపీ గురించి తెలుసుకోవాలి.',
    })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/te/contact?sent=1#contact-form')
    const thanks = await pageOf('/te/contact?sent=1')
    expect(thanks.html).toContain('ధన్యవాదాలు! మీ సందేశం మాకు చేరింది.')
  })
})
