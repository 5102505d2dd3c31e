import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { dynamicFacades, facadeOf, pointDynamicImportsPast } from './dynamic-facades'

describe('facadeOf', () => {
  it('reads the names a chunk that only re-exports another hands on, as the bundler writes it', () => {
    expect(facadeOf('export{r as ParentChildrenPage,i as ParentLayout}from"./signed-in-Bq4K4rfb.js";\n')).toEqual({
      target: 'signed-in-Bq4K4rfb.js',
      exports: [
        { exported: 'ParentChildrenPage', local: 'r' },
        { exported: 'ParentLayout', local: 'i' },
      ],
    })
  })

  it('reads a default re-export too (a language’s catalogue, kept in that language’s chunk)', () => {
    expect(facadeOf('export{n as default}from"./messages-te-C.js";')).toEqual({
      target: 'messages-te-C.js',
      exports: [{ exported: 'default', local: 'n' }],
    })
  })

  it('leaves a chunk with code of its own or a namespace re-export alone', () => {
    expect(facadeOf('import{t as e}from"./a.js";var n=e();export{n as X};')).toBeUndefined()
    expect(facadeOf('export*from"./a.js";')).toBeUndefined()
  })
})

describe('pointDynamicImportsPast', () => {
  it('loads the chunk the facade re-exports from and hands back the facade’s names', async () => {
    const code = 'L(()=>z(()=>import(`./frame-X.js`),d([7])),`ParentLayout`);import(`./frame-XY.js`)'
    const pointed = pointDynamicImportsPast(code, 'frame-X.js', {
      target: 'signed-in-Y.js',
      exports: [{ exported: 'ParentLayout', local: 'i' }],
    })
    // Only that file: a name that merely starts the same is another chunk.
    expect(pointed).toBe(
      'L(()=>z(()=>import(`./signed-in-Y.js`).then(m=>({"ParentLayout":m.i})),d([7])),`ParentLayout`);import(`./frame-XY.js`)',
    )
    // What the rewritten import hands back, with the target's module standing in for the real one.
    const handBack = new Function('m', `return (${/\.then\((m=>\(\{[^)]*\}\))\)/.exec(pointed)![1]})(m)`)
    expect(handBack({ i: 'the layout', r: 'another' })).toEqual({ ParentLayout: 'the layout' })
  })
})

const chunk = (fileName: string, code: string, extra: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    code,
    isEntry: false,
    isDynamicEntry: false,
    dynamicImports: [],
    ...extra,
  }) as Rollup.OutputChunk

function runPlugin(bundle: Rollup.OutputBundle) {
  const hook = dynamicFacades().generateBundle as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void }
  hook.handler({}, bundle)
  return bundle
}

describe('dynamicFacades', () => {
  it('drops a lazily loaded facade and points its importers and their preload lists at its target', () => {
    const bundle = runPlugin({
      'assets/app-A.js': chunk(
        'assets/app-A.js',
        'const f=["assets/frame-F.js","assets/signed-in-S.js"];L(()=>import(`./frame-F.js`))',
        { isEntry: true, dynamicImports: ['assets/frame-F.js'] },
      ),
      'assets/frame-F.js': chunk('assets/frame-F.js', 'export{i as ParentLayout}from"./signed-in-S.js";', {
        isDynamicEntry: true,
      }),
      'assets/signed-in-S.js': chunk('assets/signed-in-S.js', 'function i(){}export{i};'),
    })
    expect(Object.keys(bundle)).toEqual(['assets/app-A.js', 'assets/signed-in-S.js'])
    const app = bundle['assets/app-A.js'] as Rollup.OutputChunk
    expect(app.code).toBe(
      'const f=["assets/signed-in-S.js","assets/signed-in-S.js"];L(()=>import(`./signed-in-S.js`).then(m=>({"ParentLayout":m.i})))',
    )
    expect(app.dynamicImports).toEqual(['assets/signed-in-S.js'])
  })

  it('keeps an entry, a chunk with code of its own and a facade whose target is not in the build', () => {
    const files = {
      'assets/index-I.js': chunk('assets/index-I.js', 'export{t as X}from"./app-A.js";', { isEntry: true }),
      'assets/own-O.js': chunk('assets/own-O.js', 'export const X=1;', { isDynamicEntry: true }),
      'assets/lost-L.js': chunk('assets/lost-L.js', 'export{t as X}from"./gone-G.js";', { isDynamicEntry: true }),
      'assets/app-A.js': chunk('assets/app-A.js', 'const t=1;export{t};import(`./own-O.js`);import(`./lost-L.js`)'),
    }
    expect(Object.keys(runPlugin({ ...files }))).toEqual(Object.keys(files))
  })

  it('fails the build when a facade is still named elsewhere (a static import the rewrite does not cover)', () => {
    expect(() =>
      runPlugin({
        'assets/app-A.js': chunk('assets/app-A.js', 'import{X}from"./frame-F.js";', { isEntry: true }),
        'assets/frame-F.js': chunk('assets/frame-F.js', 'export{i as X}from"./signed-in-S.js";', {
          isDynamicEntry: true,
        }),
        'assets/signed-in-S.js': chunk('assets/signed-in-S.js', 'function i(){}export{i};'),
      }),
    ).toThrow(/app-A\.js still names frame-F\.js/)
  })
})
