import { PageIntro } from '../../components/PageIntro.tsx'
import { Picture } from '../../components/Picture.tsx'
import { Prose } from '../../components/Prose.tsx'
import type { FounderMessage } from '../../lib/content-types.ts'

export function FounderMessagesPage({ messages }: { messages: FounderMessage[] }) {
  return (
    <>
      <PageIntro title="Founder Messages" lead="A word from the people who started our centres." />
      <div className="container content-section founder-list">
        {messages.map((message) => (
          <article key={message.id} className="founder" aria-labelledby={`founder-${message.id}`}>
            {message.photo && <Picture image={message.photo} sizes="160px" className="founder-photo" alt="" />}
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
