import type { EnquiryFormContent } from '@app/content/types'
import type { DraftValues } from './draft.ts'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { CHILD_GENDERS } from '@app/enquiries/schema'
import { GENDER_LABELS } from './ChildStep.tsx'

/** Step 8: the answers in short, before Submit. */
export function ReviewStep({
  values,
  centreName,
  questions,
  videoFile,
}: {
  values: DraftValues
  centreName: string
  questions: EnquiryFormContent['questions']
  videoFile: File | null
}) {
  const { t } = useI18n()
  const gender = CHILD_GENDERS.find((known) => known === values.childGender)
  const answered = questions.filter((q) => values.checklist[`q${q.number}`]?.answer).length
  return (
    <dl className="enquiry-review">
      <dt>{t('enquiry.review.child')}</dt>
      <dd>
        {t('enquiry.review.childValue', {
          name: values.childName,
          age: values.childAge,
          gender: gender ? t(GENDER_LABELS[gender]) : values.childGender,
        })}
      </dd>
      <dt>{t('enquiry.review.parent')}</dt>
      <dd>
        {values.parentName}, {values.parentEmail}, {values.parentPhoneNo}
      </dd>
      <dt>{t('enquiry.review.centre')}</dt>
      <dd>{centreName}</dd>
      <dt>{t('enquiry.review.questions')}</dt>
      <dd>{t('enquiry.review.answered', { answered, total: questions.length })}</dd>
      <dt>{t('enquiry.review.video')}</dt>
      <dd>{values.withVideo ? (videoFile?.name ?? t('enquiry.review.videoLater')) : t('enquiry.review.noVideo')}</dd>
    </dl>
  )
}
