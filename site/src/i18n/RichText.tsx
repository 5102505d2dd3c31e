import { Fragment, type ReactNode } from 'react'

/** What each `<tag>…</tag>` of a message becomes: a link, a <strong>, … */
export type RichTags = Record<string, (children: string) => ReactNode>

/**
 * A translated sentence with elements inside it ("Still have a question? <link>Contact us</link> …"): the words
 * around an element stay in the translator's order, which differs between languages.
 */
export function RichText({ text, tags }: { text: string; tags: RichTags }) {
  const parts = text.split(/<(\w+)>(.*?)<\/\1>/)
  const nodes: ReactNode[] = []
  for (let index = 0; index < parts.length; index += 3) {
    if (parts[index]) nodes.push(parts[index])
    const tag = parts[index + 1]
    if (tag !== undefined) nodes.push(tags[tag] ? tags[tag](parts[index + 2]) : parts[index + 2])
  }
  return (
    <>
      {nodes.map((node, index) => (
        <Fragment key={index}>{node}</Fragment>
      ))}
    </>
  )
}
