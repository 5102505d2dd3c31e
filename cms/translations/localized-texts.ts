import type { Block, Field } from 'payload'

type Doc = Record<string, unknown>

/** One localised text field of a document, seen in English and in one other language. */
export interface LocalizedText {
  /** Where it is in the document, e.g. `sections.2.items.0.body` (Payload's field path). */
  path: string
  /** Its labels from the top, e.g. ["Sections", "Items", "Body"], for editors. */
  labels: string[]
  english: string
  /** The value in the other language; '' when it has none (the page shows the English). */
  value: string
  /** Writes a value into the other language's document (the object read from Payload). */
  set(value: string): void
}

const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)
const asText = (value: unknown) => (typeof value === 'string' ? value : '')
const labelOf = (field: { name?: string; label?: unknown }) =>
  typeof field.label === 'string'
    ? field.label
    : (field.name ?? '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase())

/**
 * Every localised text or textarea field of a document (groups, array rows and blocks included), pairing its
 * English value with the same field of the same document read in another language. Array rows and blocks are
 * shared by the languages (only their words are localised), so row n in English is row n in Telugu.
 */
export function localizedTexts(fields: Field[], english: Doc, other: Doc, blocks: Block[] = []): LocalizedText[] {
  const found: LocalizedText[] = []
  const walk = (fields: Field[], en: Doc, target: Doc, path: string[], labels: string[]) => {
    for (const field of fields) {
      if (!('name' in field)) {
        if ('fields' in field) walk(field.fields, en, target, path, labels)
        if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields, en, target, path, labels)
        continue
      }
      const here = [...path, field.name]
      const labelled = [...labels, labelOf(field)]
      switch (field.type) {
        case 'text':
        case 'textarea':
          if (field.localized)
            found.push({
              path: here.join('.'),
              labels: labelled,
              english: asText(en[field.name]),
              value: asText(target[field.name]),
              set: (value) => {
                target[field.name] = value
              },
            })
          break
        case 'group':
          if (isDoc(en[field.name])) {
            if (!isDoc(target[field.name])) target[field.name] = {}
            walk(field.fields, en[field.name] as Doc, target[field.name] as Doc, here, labelled)
          }
          break
        case 'array':
        case 'blocks': {
          const enRows = Array.isArray(en[field.name]) ? (en[field.name] as Doc[]) : []
          const targetRows = Array.isArray(target[field.name]) ? (target[field.name] as Doc[]) : []
          enRows.forEach((row, index) => {
            const targetRow = targetRows[index]
            if (!isDoc(row) || !isDoc(targetRow) || targetRow.id !== row.id) return
            const rowFields =
              field.type === 'array'
                ? field.fields
                : ([...(field.blocks ?? []), ...blocks].find((block) => block.slug === row.blockType)?.fields ?? [])
            walk(rowFields, row, targetRow, [...here, String(index)], [...labelled, String(index + 1)])
          })
          break
        }
        default:
          break
      }
    }
  }
  walk(fields, english, other, [], [])
  return found
}

/** Whether any field (in groups, arrays, blocks and tabs too) is localised: which collections and globals to read. */
export const hasLocalizedField = (fields: Field[]): boolean =>
  fields.some((field) => {
    if ('localized' in field && field.localized) return true
    if (field.type === 'blocks') return (field.blocks ?? []).some((block) => hasLocalizedField(block.fields))
    if (field.type === 'tabs') return field.tabs.some((tab) => hasLocalizedField(tab.fields))
    return 'fields' in field && hasLocalizedField(field.fields)
  })
