import { afterEach, describe, expect, it, vi } from 'vitest'
import { deviceDrawsLanguageNames } from './language-name-devices'

/** A browser whose device has these fonts: a FontFace of `local()` sources loads when one of them is among them. */
function deviceWith(fonts: string[]) {
  const asked: string[] = []
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(
        _family: string,
        private readonly source: string,
      ) {}
      load() {
        asked.push(this.source)
        return fonts.some((font) => this.source.includes(`local('${font}')`))
          ? Promise.resolve(this)
          : Promise.reject(new Error('A network error occurred.'))
      }
    },
  )
  return asked
}

describe('whether the device draws the switcher’s language names with its own fonts', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('does on a phone with Noto Sans Telugu and Noto Sans Devanagari, asking by both names of each', async () => {
    const asked = deviceWith(['NotoSansTelugu-Regular', 'Noto Sans Devanagari'])
    await expect(deviceDrawsLanguageNames()).resolves.toBe(true)
    expect(asked).toEqual([
      "local('Noto Sans Telugu'),local('NotoSansTelugu-Regular')",
      "local('Noto Sans Devanagari'),local('NotoSansDevanagari-Regular')",
    ])
  })

  it('does not when either script has no font of the device’s', async () => {
    deviceWith(['Noto Sans Telugu'])
    await expect(deviceDrawsLanguageNames()).resolves.toBe(false)
    deviceWith([])
    await expect(deviceDrawsLanguageNames()).resolves.toBe(false)
  })

  it('does not where the browser cannot be asked', async () => {
    vi.stubGlobal('FontFace', undefined)
    await expect(deviceDrawsLanguageNames()).resolves.toBe(false)
  })
})
