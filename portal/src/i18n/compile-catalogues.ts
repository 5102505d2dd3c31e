import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

const CATALOGUE = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/

/** The language and namespace of a catalogue's module id (src/locales/te/booking.json), or undefined for any other. */
export function catalogueFile(id: string): { language: string; namespace: string } | undefined {
  const match = CATALOGUE.exec(id.split('?')[0])
  return match ? { language: match[1], namespace: match[2] } : undefined
}

/** A catalogue's ICU messages compiled, ready to format (as the build writes them for the browser). */
export function compileCatalogue(source: Record<string, string>): Record<string, ReturnType<typeof compileMessage>> {
  return Object.fromEntries(Object.entries(source).map(([key, message]) => [key, compileMessage(message)]))
}

/**
 * Compiles the ICU catalogues (src/locales/<code>/<namespace>.json) while building, so the browser gets
 * ready-to-format messages and never downloads an ICU parser. Vite's JSON plugin then turns the result
 * into a module as usual, so code imports a catalogue like any JSON file (and TypeScript knows its ids).
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'portal:compile-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!catalogueFile(id)) return null
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, string>)), map: null }
    },
  }
}
