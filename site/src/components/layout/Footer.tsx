import type { CommonData } from '@app/content/types'
import { HeadOfficeAddress } from '../HeadOfficeAddress.tsx'
import { QUICK_LINKS, USEFUL_LINKS } from './nav.ts'
import { SocialIcon, socialName } from './SocialIcon.tsx'

/** Contact details from the site settings, quick and useful links, social icons and the current year. */
export function Footer({ common }: { common: CommonData }) {
  const { settings } = common
  const office = settings.headOffice
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{settings.siteName}</h2>
          {settings.tagline && <p>{settings.tagline}</p>}
          <HeadOfficeAddress office={office} />
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick Links</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful">Useful Links</h2>
          <ul>
            {USEFUL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow">Follow Us</h2>
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
        <p>
          © {new Date().getFullYear()} {settings.siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
