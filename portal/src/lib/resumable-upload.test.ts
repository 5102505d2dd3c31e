import { describe, expect, it } from 'vitest'
import { percentOf, uploadErrorMessage, videoRefusal } from './resumable-upload'

describe('resumable video uploads in the portal', () => {
  it('refuses what is not a video, or is 50 MB or more, before sending a byte', () => {
    expect(videoRefusal({ name: 'session.MP4', size: 1000 })).toBeNull()
    expect(videoRefusal({ name: 'session.webm', size: 50 * 1024 * 1024 - 1 })).toBeNull()
    expect(videoRefusal({ name: 'clip.mov', size: 1 })).toBeNull()
    expect(videoRefusal({ name: 'notes.pdf', size: 1000 })).toBe('Please upload a video file')
    expect(videoRefusal({ name: 'session', size: 1000 })).toBe('Please upload a video file')
    expect(videoRefusal({ name: 'session.mp4', size: 50 * 1024 * 1024 })).toBe('Video size should be less than 50MB')
  })

  it('shows whole percents and reaches 100 only with the last byte', () => {
    expect(percentOf(0, 0)).toBe(0)
    expect(percentOf(600, 1000)).toBe(60)
    expect(percentOf(999_999, 1_000_000)).toBe(99)
    expect(percentOf(1000, 1000)).toBe(100)
  })

  it("shows the server's message when the upload is refused", () => {
    const refused = { originalResponse: { getBody: () => JSON.stringify({ message: 'Please upload a video file' }) } }
    expect(uploadErrorMessage(refused)).toBe('Please upload a video file')
    expect(uploadErrorMessage({ originalResponse: { getBody: () => 'Not found\n' } })).toMatch(/could not be finished/)
    expect(uploadErrorMessage(new Error('network'))).toMatch(/could not be finished/)
  })
})
