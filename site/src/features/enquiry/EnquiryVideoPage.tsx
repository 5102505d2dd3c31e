import { useEffect, useState } from 'react'
import type { EnquiryVideoContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'
import { VideoUpload } from './VideoPicker.tsx'

/** /enquiry/video?e=<enquiry>&t=<token>&ref=<reference>: the confirmation e-mail's link to send the video later. */
export function EnquiryVideoPage({ page }: { page: EnquiryVideoContent }) {
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
      <PageIntro title={page.heading} lead="Send the video of your child for your enquiry." />
      <div className="container content-section enquiry-form">
        {link === null && (
          <p className="form-status is-bad">This link is not complete. Please open it from your e-mail.</p>
        )}
        {link && (
          <>
            {link.ref && (
              <p>
                Enquiry reference: <strong>{link.ref}</strong>
              </p>
            )}
            <p className="measure">
              One to three minutes of your child playing or talking as on any ordinary day; MP4, WebM or MOV under 50
              MB. If the upload stops, choose the same file again: it continues where it stopped.
            </p>
            <VideoUpload enquiryId={link.enquiryId} uploadToken={link.token} />
          </>
        )}
      </div>
    </>
  )
}
