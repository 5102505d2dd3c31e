import type { EnquiryFormContent } from '@app/content/types'
import type { DraftValues } from './draft.ts'

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
  return (
    <dl className="enquiry-review">
      <dt>Child</dt>
      <dd>
        {values.childName}, {values.childAge} years, {values.childGender}
      </dd>
      <dt>Parent</dt>
      <dd>
        {values.parentName}, {values.parentEmail}, {values.parentPhoneNo}
      </dd>
      <dt>Centre</dt>
      <dd>{centreName}</dd>
      <dt>Questionnaire</dt>
      <dd>
        {questions.filter((q) => values.checklist[`q${q.number}`]?.answer).length} of {questions.length} answered
      </dd>
      <dt>Video</dt>
      <dd>{values.withVideo ? (videoFile?.name ?? 'Choose it on the video step, or send it later') : 'None'}</dd>
    </dl>
  )
}
