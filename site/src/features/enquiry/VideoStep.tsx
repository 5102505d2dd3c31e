import { VideoUpload } from './VideoPicker.tsx'

/** Starts the chosen file's upload, or lets the parent choose it (again, after a reload). */
export function VideoStep({
  file,
  enquiryId,
  uploadToken,
}: {
  file: File | null
  enquiryId: string
  uploadToken: string
}) {
  return (
    <VideoUpload
      enquiryId={enquiryId}
      uploadToken={uploadToken}
      initialFile={file}
      label={
        file
          ? 'Video of your child'
          : 'Choose the video of your child (again after a reload: it continues where it stopped)'
      }
    />
  )
}
