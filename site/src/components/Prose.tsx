import { Fragment } from 'react'

/**
 * Plain text from the CMS as HTML: a blank line starts a paragraph, lines starting with "- " form a list.
 * Editors write text, not markup, so nothing they type can break the page.
 */
export function Prose({ text, className }: { text: string; className?: string }) {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  return (
    <div className={className ? `prose ${className}` : 'prose'}>
      {blocks.map((block, index) => {
        const lines = block.split('\n').map((line) => line.trim())
        const firstItem = lines.findIndex((line) => line.startsWith('- '))
        if (firstItem === -1) return <p key={index}>{lines.join(' ')}</p>
        const lead = lines.slice(0, firstItem).join(' ')
        const items = lines.slice(firstItem).filter((line) => line.startsWith('- '))
        return (
          <Fragment key={index}>
            {lead && <p>{lead}</p>}
            <ul>
              {items.map((item, i) => (
                <li key={i}>{item.slice(2)}</li>
              ))}
            </ul>
          </Fragment>
        )
      })}
    </div>
  )
}
