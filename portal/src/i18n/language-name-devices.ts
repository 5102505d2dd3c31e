// Whether the device draws the language switcher's names ("తెలుగు", "हिन्दी") with its own fonts. An Android phone
// does (Noto Sans Telugu and Noto Sans Devanagari are its system fonts), and so does a desktop with Noto; a page there
// needs none of language-name-faces.ts. Kept apart from those faces: this is the few bytes every page loads, they
// are the 6-7 KB chunk only a device without the fonts fetches (decision 073).

/** Each face's `local()` names, as language-name-fonts.css lists them (language-name-faces.test.ts holds them). */
export const LANGUAGE_NAME_LOCAL_NAMES = {
  telugu: ['Noto Sans Telugu', 'NotoSansTelugu-Regular'],
  devanagari: ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular'],
} as const

/**
 * True when the device has a font for each of the names' scripts. The browser's own check: a FontFace of only
 * `local()` sources loads or fails at once, without a request. Where FontFace is missing, false: the faces are added.
 */
export async function deviceDrawsLanguageNames(): Promise<boolean> {
  if (typeof FontFace === 'undefined') return false
  const has = (names: readonly string[]) =>
    new FontFace('device-language-name-probe', names.map((name) => `local('${name}')`).join(',')).load().then(
      () => true,
      () => false,
    )
  const found = await Promise.all(Object.values(LANGUAGE_NAME_LOCAL_NAMES).map(has))
  return found.every(Boolean)
}
