import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

const CATALOGUE = /[\\/]src[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/

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
      if (!CATALOGUE.test(id.split('?')[0])) return null
      const source = JSON.parse(code) as Record<string, string>
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
      )
      return { code: JSON.stringify(compiled), map: null }
    },
  }
}
