import { describe, expect, it } from 'vitest'
import { cleanFileName } from './files.service.ts'

describe('cleanFileName', () => {
  it('keeps every script and drops C0, DEL and C1 controls, quotes and the path', () => {
    expect(cleanFileName('సాన్వి-Müller रिपोर्ट.pdf')).toBe('సాన్వి-Müller रिपोर्ट.pdf')
    expect(cleanFileName('Re\u0000port\u001b[2J\u007f\u0085\u009f.pdf')).toBe('Report[2J.pdf')
    expect(cleanFileName('C:\\Users\\ravi\\"scan".pdf')).toBe('scan.pdf')
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
  })

  it('cuts at 255 UTF-16 units without leaving half a surrogate pair', () => {
    const name = `${'a'.repeat(254)}😀.pdf`
    expect(cleanFileName(name)).toBe('a'.repeat(254))
    expect(cleanFileName('b'.repeat(300))).toHaveLength(255)
  })
})
