import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MessagesProvider } from '../../i18n/provider'
import { LanguageSwitcher } from './language-switcher'

const render = (element: React.ReactElement) => renderToStaticMarkup(<MessagesProvider>{element}</MessagesProvider>)

describe('LanguageSwitcher', () => {
  it('is not shown while English is the only complete language', () => {
    expect(
      render(<LanguageSwitcher locales={[{ code: 'en', name: 'English', intl: 'en-IN', direction: 'ltr' }]} />),
    ).toBe('')
  })

  it('offers English, Telugu and Hindi, the languages whose catalogues are complete', () => {
    const html = render(<LanguageSwitcher />)
    expect(html).toContain('<option value="te" lang="te">తెలుగు</option>')
    expect(html).toContain('<option value="hi" lang="hi">हिन्दी</option>')
  })

  it('offers every complete language, each named in itself, once there is a second one', () => {
    const html = render(
      <LanguageSwitcher
        locales={[
          { code: 'en', name: 'English', intl: 'en-IN', direction: 'ltr' },
          { code: 'te', name: 'తెలుగు', intl: 'te-IN', direction: 'ltr' },
        ]}
      />,
    )
    expect(html).toContain('<label')
    expect(html).toContain('Language')
    expect(html).toContain('<option value="en" lang="en"')
    expect(html).toContain('తెలుగు')
  })
})
