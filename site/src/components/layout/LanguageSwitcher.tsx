import { useI18n } from '../../i18n/I18nProvider.tsx'
import { LANGUAGE_NAMES, LANGUAGES, PORTAL_LOCALE_KEY, switchLanguageHref } from '../../i18n/languages.ts'

/**
 * English, తెలుగు, हिन्दी: each a plain link to the same page in that language through GET /lang/:language, which
 * remembers the choice in a cookie (so it works without JavaScript). With JavaScript the click also tells the
 * portal, which keeps its language under its own key, so /login opens in the same language.
 */
export function LanguageSwitcher({ path, className }: { path: string; className: string }) {
  const { language, t } = useI18n()
  return (
    <nav className={`language-switcher ${className}`} aria-label={t('header.language')}>
      <ul>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={switchLanguageHref(code, path)}
              lang={code}
              hrefLang={code}
              aria-current={code === language ? 'true' : undefined}
              onClick={() => {
                try {
                  localStorage.setItem(PORTAL_LOCALE_KEY, code)
                } catch {
                  // Storage can be unavailable (private mode): the site's cookie still remembers the choice.
                }
              }}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
