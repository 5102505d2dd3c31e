import { describe, expect, it } from 'vitest'
import { typeOfName, VIDEO_EXTENSIONS } from './files.kinds.ts'
import { rangeOf } from './files.service.ts'

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))))
const box = (type: string, brand: string) => bytes([0, 0, 0, 0x20], type, brand, [0, 0, 0, 0])

describe('file kinds are recognised by their first bytes', () => {
  const matches = (name: string, head: Uint8Array) => typeOfName(name, VIDEO_EXTENSIONS)?.matches(head) ?? false

  it('takes MP4, QuickTime and WebM videos whose content agrees with their name', () => {
    expect(matches('a.mp4', box('ftyp', 'isom'))).toBe(true)
    expect(matches('a.MP4', box('ftyp', 'mp42'))).toBe(true)
    expect(matches('a.mov', box('ftyp', 'qt  '))).toBe(true)
    expect(matches('a.mov', box('moov', '\0\0\0\0'))).toBe(true)
    expect(matches('a.webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe(true)
  })

  it('refuses a video name on other content, and other names', () => {
    expect(matches('a.mp4', bytes('%PDF-1.4 not a video'))).toBe(false)
    expect(matches('a.mp4', box('ftyp', 'qt  '))).toBe(false)
    expect(matches('a.webm', bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska'))).toBe(false)
    expect(matches('a.mov', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(false)
    expect(typeOfName('a.avi', VIDEO_EXTENSIONS)).toBeUndefined()
    expect(typeOfName('mp4', VIDEO_EXTENSIONS)).toBeUndefined()
  })
})

describe('HTTP ranges of a 1000-byte file', () => {
  it('reads one range, an open-ended one and the last bytes', () => {
    expect(rangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(rangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(rangeOf('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 })
    expect(rangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(rangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
  })

  it('answers "unsatisfiable" past the end, and the whole file for no, several or malformed ranges', () => {
    expect(rangeOf('bytes=1000-', 1000)).toBeNull()
    expect(rangeOf('bytes=-0', 1000)).toBeNull()
    expect(rangeOf(undefined, 1000)).toBeUndefined()
    expect(rangeOf('bytes=500-100', 1000)).toBeUndefined()
    expect(rangeOf('bytes=0-1,5-6', 1000)).toBeUndefined()
    expect(rangeOf('items=0-1', 1000)).toBeUndefined()
    expect(rangeOf('bytes=-', 1000)).toBeUndefined()
  })
})
