import type { FoundersContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'
import { Prose } from '../../components/Prose.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'

export function FounderMessagesPage({ page }: { page: FoundersContent }) {
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="container content-section founder-list">
        {page.messages.map((message) => (
          <article key={message.id} className="founder" aria-labelledby={`founder-${message.id}`}>
            {message.photo && (
              <ResponsiveImage image={{ ...message.photo, alt: '' }} sizes="160px" className="founder-photo" />
            )}
            <div>
              <h2 id={`founder-${message.id}`}>{message.name}</h2>
              <p className="founder-role">{message.role}</p>
              <Prose text={message.message} />
            </div>
          </article>
        ))}
      </div>
    </>
  )
}
