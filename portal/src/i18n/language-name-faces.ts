// The two faces the language switcher writes "తెలుగు" and "हिन्दी" with (assets/fonts/language-name-fonts.css, the
// public site's copy of the same rules). In the portal's stylesheet they were 5.6 of its 16 KB compressed: the
// stylesheet blocks the first paint, and without them it arrives in a phone's first round trip (on the slow-phone
// profile the parent's home became usable 160 ms sooner, decision 069). They are added here once the page is drawn:
// until then a closed switcher shows the current language only, in the page's own font. A device with its own fonts
// for both scripts never loads them (language-name-devices.ts).
import devanagari from '../assets/fonts/language-name-devanagari.woff?inline'
import telugu from '../assets/fonts/language-name-telugu.woff?inline'
import { LANGUAGE_NAME_LOCAL_NAMES } from './language-name-devices'

export const LANGUAGE_NAMES_FAMILY = 'Language Names'

/** Each face as language-name-fonts.css declares it: a device's own Noto first, else the few-KB subset. */
export const LANGUAGE_NAME_FACES = [
  {
    localNames: LANGUAGE_NAME_LOCAL_NAMES.telugu,
    file: telugu,
    unicodeRange: 'U+0C00-0C7F, U+200C-200D, U+25CC',
  },
  {
    localNames: LANGUAGE_NAME_LOCAL_NAMES.devanagari,
    file: devanagari,
    unicodeRange: 'U+0900-097F, U+200C-200D, U+25CC',
  },
] as const

let added = false

/** Adds both faces to the document (once) and loads them: each is a data URL of a few KB, no request of its own. */
export function addLanguageNameFaces(): void {
  if (added || typeof FontFace === 'undefined') return
  added = true
  for (const face of LANGUAGE_NAME_FACES) {
    const source = [...face.localNames.map((name) => `local('${name}')`), `url(${face.file}) format('woff')`].join(', ')
    const fontFace = new FontFace(LANGUAGE_NAMES_FAMILY, source, {
      style: 'normal',
      weight: '400',
      display: 'swap',
      unicodeRange: face.unicodeRange,
    })
    document.fonts.add(fontFace)
    // A face that cannot load leaves the names in the device's fonts: nothing to tell the person.
    fontFace.load().catch(() => undefined)
  }
}
