// A file behind an authorised route (prescription, report), downloaded with the token.
import { getSession } from '../../../lib/session'
import { fileNameFromDisposition } from '../appointment-view'

/**
 * Downloads a file behind an authorised route (prescription, report): a plain link cannot send the
 * Authorization header, so the file is fetched with the token and saved from a blob.
 */
export async function downloadAuthorisedFile(path: string, fallbackName: string): Promise<void> {
  const token = getSession()?.token
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`)
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName)
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
}
