import type { ServicePageContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'
import { RenderBlocks } from './blocks/RenderBlocks.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { INTL_OF } from '@app/platform/format'

/** One service page: its title and summary, then the blocks an editor arranged. */
export function ServicePage({ page }: { page: ServicePageContent }) {
  const { language, t, href } = useI18n()
  return (
    <>
      <PageIntro title={page.title} lead={page.summary} />
      <div className="container content-section">
        <RenderBlocks blocks={page.sections} />
        <p className="service-back">
          <a href={href('/services')}>{t('services.all')}</a> ·{' '}
          <a href={href('/contact')}>
            {t('services.askAbout', { service: page.title.toLocaleLowerCase(INTL_OF[language]) })}
          </a>
        </p>
      </div>
    </>
  )
}
