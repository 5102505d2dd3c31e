import type { CommonData } from '@app/content/types'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { formatYear } from '../../i18n/translate.ts'
import { HeadOfficeAddress } from '../HeadOfficeAddress.tsx'
import { QUICK_LINKS, USEFUL_LINKS, type NavLink } from './nav.ts'
import { SocialIcon, socialName } from './SocialIcon.tsx'

/** Contact details from the site settings, quick and useful links, social icons and the current year. */
export function Footer({ common }: { common: CommonData }) {
  const { settings } = common
  const office = settings.headOffice
  const { language, t, href } = useI18n()
  const linkTo = (link: NavLink) => (
    <li key={link.href}>
      <a href={href(link.href)}>{typeof link.label === 'string' ? t(link.label) : link.label.text}</a>
    </li>
  )
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{settings.siteName}</h2>
          {settings.tagline && <p>{settings.tagline}</p>}
          <HeadOfficeAddress office={office} />
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t('footer.quickLinks')}</h2>
          <ul>{QUICK_LINKS.map(linkTo)}</ul>
        </nav>
        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful">{t('footer.usefulLinks')}</h2>
          <ul>{USEFUL_LINKS.map(linkTo)}</ul>
        </nav>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow">{t('footer.followUs')}</h2>
          <ul className="social">
            {settings.social.map((link) => (
              <li key={link.platform + link.url}>
                <a href={link.url} rel="noopener" aria-label={socialName(link.platform)}>
                  <SocialIcon platform={link.platform} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.copyright', { year: formatYear(language, new Date()), siteName: settings.siteName })}</p>
      </div>
    </footer>
  )
}
