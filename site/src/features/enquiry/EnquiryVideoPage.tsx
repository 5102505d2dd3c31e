import { useEffect, useState } from 'react'
import type { EnquiryVideoContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'
import { VideoUpload } from './VideoPicker.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { RichText } from '../../i18n/RichText.tsx'

/** /enquiry/video?e=<enquiry>&t=<token>&ref=<reference>: the confirmation e-mail's link to send the video later. */
export function EnquiryVideoPage({ page }: { page: EnquiryVideoContent }) {
  const { t } = useI18n()
  const [link, setLink] = useState<{ enquiryId: string; token: string; ref: string } | null | undefined>(undefined)
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const enquiryId = query.get('e') ?? ''
    const token = query.get('t') ?? ''
    void Promise.resolve().then(() =>
      setLink(enquiryId && token ? { enquiryId, token, ref: query.get('ref') ?? '' } : null),
    )
  }, [])
  return (
    <>
      <PageIntro title={page.heading} lead={t('videoPage.lead')} />
      <div className="container content-section enquiry-form">
        {link === null && <p className="form-status is-bad">{t('videoPage.incomplete')}</p>}
        {link && (
          <>
            {link.ref && (
              <p>
                <RichText
                  text={t('videoPage.reference', { reference: link.ref })}
                  tags={{ strong: (words) => <strong>{words}</strong> }}
                />
              </p>
            )}
            <p className="measure">{t('videoPage.tips')}</p>
            <VideoUpload enquiryId={link.enquiryId} uploadToken={link.token} />
          </>
        )}
      </div>
    </>
  )
}
