import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubDeviceFonts } from '../test/helpers'
import { deviceDrawsLanguageNames } from './language-name-devices'

/** A device with these fonts: a FontFace of `local()` sources loads when one of them is among them. */
const deviceWith = (fonts: string[]) =>
  stubDeviceFonts((source) => fonts.some((font) => source.includes(`local('${font}')`)))

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
