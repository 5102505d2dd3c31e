import { useId, useState } from 'react'
import { Prose } from './Prose.tsx'

export interface AccordionItem {
  id: string
  title: string
  body: string
}

/**
 * Items that open one at a time. Server-rendered; with JavaScript off every answer shows
 * (the `js` class on <html> hides closed panels only once scripts run), so nothing is lost.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const baseId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const isOpen = openId === item.id
        const panelId = `${baseId}-panel-${index}`
        return (
          <div className="accordion-item" key={item.id}>
            <Heading className="accordion-heading">
              <button
                type="button"
                className="accordion-button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
              >
                <span>{item.title}</span>
                <span className="accordion-icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} className="accordion-panel" data-open={isOpen ? 'true' : 'false'}>
              <Prose text={item.body} />
            </div>
          </div>
        )
      })}
    </div>
  )
}
