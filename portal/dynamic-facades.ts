// Vite plugin: a screen the router loads lazily, when a chunk group (chunk-groups.ts) has taken its module in, gets a
// chunk of its own that only re-exports it from the group's chunk: `export{W as SignedInLayout}from"./signed-in-….js"`.
// The bundler keeps these facades for the dynamic import's sake, and each cost a request of a few dozen bytes: on a
// phone's HTTP/1.1 it waits for one of six connections like any other, and on the slow-phone profile the parent's
// home had two of them (decision 069). This plugin points each dynamic import of a facade at the chunk it re-exports
// from, naming the exports as the facade did, and drops the facade.
import type { Plugin, Rollup } from 'vite'

/** What a facade chunk re-exports: from which file (beside it), and each export's name there. */
export interface Facade {
  target: string
  exports: { exported: string; local: string }[]
}

const FACADE = /^export\s*\{([^}]*)\}\s*from\s*(["'`])\.\/([^"'`]+)\2;?\s*$/

/** The chunk's re-exports when its whole code is one `export { … } from './file'`; undefined otherwise. */
export function facadeOf(code: string): Facade | undefined {
  const match = FACADE.exec(code.trim())
  if (!match) return undefined
  const exports = match[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [local, exported = local] = part.split(/\s+as\s+/).map((name) => name.trim())
      return { exported, local }
    })
  return { target: match[3], exports }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `code` with every `import('./facade')` loading the facade's target and handing back the facade's names. */
export function pointDynamicImportsPast(code: string, facadeFile: string, facade: Facade): string {
  const names = facade.exports.map(({ exported, local }) => `${JSON.stringify(exported)}:m.${local}`).join(',')
  const dynamicImport = new RegExp(`import\\((["'\`])\\./${escape(facadeFile)}\\1\\)`, 'g')
  return code.replace(dynamicImport, (_match, quote: string) => {
    return `import(${quote}./${facade.target}${quote}).then(m=>({${names}}))`
  })
}

/**
 * A chunk this plugin drops: a lazily loaded module's facade, with what it re-exports and the file (beside it) it
 * re-exports from; undefined for any other chunk.
 */
export function droppableFacade(chunk: Rollup.OutputChunk): (Facade & { targetFile: string }) | undefined {
  if (chunk.isEntry || !chunk.isDynamicEntry) return undefined
  const facade = facadeOf(chunk.code)
  return facade && { ...facade, targetFile: chunk.fileName.replace(/[^/]+$/, facade.target) }
}

export function dynamicFacades(): Plugin {
  return {
    name: 'portal-dynamic-facades',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite has written each dynamic import's list of files to preload (__vite__mapDeps).
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
        for (const chunk of chunks) {
          const facade = droppableFacade(chunk)
          if (!facade || !(facade.targetFile in bundle)) continue
          const name = chunk.fileName.split('/').pop()!
          const target = facade.targetFile
          for (const other of chunks) {
            if (other === chunk) continue
            const pointed = pointDynamicImportsPast(other.code, name, facade)
            // The files Vite preloads for an import name the facade too: the target instead (it is among them already).
            other.code = pointed.replaceAll(JSON.stringify(chunk.fileName), JSON.stringify(target))
            other.dynamicImports = other.dynamicImports.map((file) => (file === chunk.fileName ? target : file))
          }
          const stillNamed = chunks.find((other) => other !== chunk && other.code.includes(name))
          if (stillNamed) throw new Error(`dynamic-facades: ${stillNamed.fileName} still names ${name}`)
          delete bundle[chunk.fileName]
        }
      },
    },
  }
}
