import english from '../locales/en/validation.json'
import { registerMessages, type MessageValues } from './messages'

/**
 * The validation messages of the schemas the server shares with the portal (modules/<name>/src/<name>.schema.ts).
 * The server keeps answering in English; the portal shows those sentences through this catalogue, whose English
 * text is exactly the server's, so a translation only has to add the same ids (docs/decisions/018).
 */
const validation = registerMessages(english)

type Id = Parameters<typeof validation.t>[0]

/** A catalogue entry, as written ("Must be at most {max} characters") or as compiled at build time. */
type Entry = string | readonly (string | readonly unknown[])[]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Turns an English entry into a pattern that recognises the server's sentence and captures its values. */
function patternOf(entry: Entry): { pattern: RegExp; names: string[] } {
  const parts: (string | { name: string })[] =
    typeof entry === 'string'
      ? entry.split(/\{(\w+)\}/).map((part, index) => (index % 2 ? { name: part } : part))
      : entry.map((token) => (typeof token === 'string' ? token : { name: String(token[0]) }))
  const names: string[] = []
  const source = parts
    .map((part) => {
      if (typeof part === 'string') return escapeRegExp(part)
      names.push(part.name)
      return '(.+?)'
    })
    .join('')
  return { pattern: new RegExp(`^${source}$`), names }
}

const patterns = Object.entries(english as Record<Id, Entry>).map(([id, entry]) => ({
  id: id as Id,
  ...patternOf(entry),
}))

/**
 * The server's (or a shared schema's) English message in the active language; a sentence the catalogue does not
 * know is shown as the server wrote it.
 */
export function localizeServerMessage(message: string): string
export function localizeServerMessage(message: string | undefined): string | undefined
export function localizeServerMessage(message: string | undefined): string | undefined {
  if (!message) return message
  for (const { id, pattern, names } of patterns) {
    const match = pattern.exec(message)
    if (!match) continue
    const values: MessageValues = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]))
    return validation.t(id, values)
  }
  return message
}
