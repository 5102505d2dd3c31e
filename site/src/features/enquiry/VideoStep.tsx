import { VideoUpload } from './VideoPicker.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'

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
  const { t } = useI18n()
  return (
    <VideoUpload
      enquiryId={enquiryId}
      uploadToken={uploadToken}
      initialFile={file}
      label={file ? t('video.label') : t('video.chooseAgain')}
    />
  )
}
