import { describe, expect, it } from 'vitest'
import { languagePath, localHref, splitLanguage, switchLanguageHref } from './languages.ts'

describe('language paths', () => {
  it('splits a requested path into its language and the page’s path; English has no prefix', () => {
    expect(splitLanguage('/te/services/speech-therapy')).toEqual({ language: 'te', path: '/services/speech-therapy' })
    expect(splitLanguage('/hi')).toEqual({ language: 'hi', path: '/' })
    expect(splitLanguage('/te/')).toEqual({ language: 'te', path: '/' })
    expect(splitLanguage('/services')).toEqual({ language: 'en', path: '/services' })
    // Not a language: the path stays as it is (and is no page).
    expect(splitLanguage('/en/services')).toEqual({ language: 'en', path: '/en/services' })
    expect(splitLanguage('/terms-and-conditions')).toEqual({ language: 'en', path: '/terms-and-conditions' })
  })

  it('builds each language’s address of a page, the home page without a trailing slash', () => {
    expect(languagePath('te', '/')).toBe('/te')
    expect(languagePath('hi', '/faq')).toBe('/hi/faq')
    expect(languagePath('en', '/faq')).toBe('/faq')
  })

  it('keeps a page’s links in its language, but not the portal’s, files, anchors or other sites', () => {
    expect(localHref('te', '/contact')).toBe('/te/contact')
    expect(localHref('te', '/')).toBe('/te')
    for (const href of ['/login', '/register', '/games', '/parentwrapper', '/uploads/a.webp', '#refunds', 'tel:+91']) {
      expect(localHref('te', href)).toBe(href)
    }
    expect(localHref('hi', '//example.org/x')).toBe('//example.org/x')
    expect(localHref('en', '/contact')).toBe('/contact')
  })

  it('sends the switcher through the server route that remembers the choice', () => {
    expect(switchLanguageHref('te', '/services')).toBe('/lang/te?to=%2Fte%2Fservices')
    expect(switchLanguageHref('en', '/')).toBe('/lang/en?to=%2F')
  })
})
