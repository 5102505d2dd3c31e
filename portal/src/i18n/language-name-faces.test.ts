import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_NAME_FACES, LANGUAGE_NAMES_FAMILY } from './language-name-faces'

// The public site's stylesheet declares the same two faces: the portal's switcher must draw the names alike.
const css = readFileSync(path.join(import.meta.dirname, '../assets/fonts/language-name-fonts.css'), 'utf8')
const rules = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
  family: /font-family:\s*'([^']+)'/.exec(body)?.[1],
  localNames: [...body.matchAll(/local\('([^']+)'\)/g)].map((match) => match[1]),
  file: /url\('\.\/([^']+)'\)/.exec(body)?.[1],
  unicodeRange: /unicode-range:\s*([^;]+);/.exec(body)?.[1].trim(),
}))

describe('the language switcher’s faces', () => {
  it('are the stylesheet’s two faces: same family, same device fonts first, same ranges', () => {
    expect(rules).toHaveLength(LANGUAGE_NAME_FACES.length)
    for (const [index, face] of LANGUAGE_NAME_FACES.entries()) {
      expect(rules[index].family).toBe(LANGUAGE_NAMES_FAMILY)
      expect(rules[index].localNames).toEqual(face.localNames)
      expect(rules[index].unicodeRange).toBe(face.unicodeRange)
    }
  })

  it('carry the very font files the stylesheet names, written into the script', () => {
    for (const [index, face] of LANGUAGE_NAME_FACES.entries()) {
      const file = readFileSync(path.join(import.meta.dirname, '../assets/fonts', rules[index].file!))
      expect(face.file).toBe(`data:font/woff;base64,${file.toString('base64')}`)
    }
  })
})
