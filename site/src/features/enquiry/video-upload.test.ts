import { MAX_VIDEO_BYTES } from '@app/files/kinds'
import { describe, expect, it } from 'vitest'
import { videoRefusal as portalRefusal } from '../../../../portal/src/lib/resumable-upload.ts'
import { videoRefusal } from './video-upload.ts'

describe("the enquiry form's video check", () => {
  it('takes a video the server takes (up to 50 MB less a byte) and refuses one byte more, as the portal does', () => {
    for (const size of [1, MAX_VIDEO_BYTES - 1, MAX_VIDEO_BYTES, MAX_VIDEO_BYTES + 1, 50 * 1024 * 1024]) {
      const file = { name: 'visit.mp4', size } as File
      expect(videoRefusal(file)).toBe(portalRefusal(file))
    }
    expect(videoRefusal({ name: 'visit.mp4', size: MAX_VIDEO_BYTES } as File)).toBeNull()
    expect(videoRefusal({ name: 'visit.mp4', size: MAX_VIDEO_BYTES + 1 } as File)).toBe(
      'Video size should be less than 50MB',
    )
    expect(videoRefusal({ name: 'visit.pdf', size: 1 } as File)).toBe('Please upload a video file')
  })
})
