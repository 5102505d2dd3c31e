import type { EnquiryFormContent } from '@app/content/types'
import { ANSWER_OPTIONS, type AnswerOption } from '@app/enquiries/schema'
import type { DraftValues } from './draft.ts'
import type { Errors } from './step-props.ts'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import type { MessageId } from '../../i18n/en.ts'

/** The answers the server stores (in English), each in the page's language. */
const ANSWER_LABELS: Record<AnswerOption, MessageId> = {
  Yes: 'enquiry.answer.yes',
  Sometimes: 'enquiry.answer.sometimes',
  No: 'enquiry.answer.no',
}

/** Step 4: the questionnaire, an answer and an optional comment per question. */
export function QuestionsStep({
  questions,
  values,
  errors,
  setAnswer,
}: {
  questions: EnquiryFormContent['questions']
  values: DraftValues
  errors: Errors
  setAnswer: (key: string, change: Partial<{ answer: AnswerOption; comment: string }>) => void
}) {
  const { t } = useI18n()
  return (
    <ol className="enquiry-questions">
      {questions.map((q) => {
        const key = `q${q.number}`
        const answer = values.checklist[key]
        return (
          <li key={key}>
            <fieldset className="field choice-group">
              <legend>{q.question}</legend>
              {q.example && <p className="question-example">{t('enquiry.example', { example: q.example })}</p>}
              <div className="choices">
                {ANSWER_OPTIONS.map((option) => (
                  <label key={option} className="choice">
                    <input
                      type="radio"
                      name={key}
                      value={option}
                      checked={answer?.answer === option}
                      onChange={() => setAnswer(key, { answer: option })}
                    />
                    {t(ANSWER_LABELS[option])}
                  </label>
                ))}
              </div>
              <label className="comment-label" htmlFor={`enquiry-${key}-comment`}>
                {t('enquiry.comment')}
              </label>
              <input
                id={`enquiry-${key}-comment`}
                type="text"
                maxLength={500}
                value={answer?.comment ?? ''}
                onChange={(event) => setAnswer(key, { comment: event.target.value })}
              />
              {errors[`checklist.${key}`] && <p className="field-error">{errors[`checklist.${key}`]}</p>}
            </fieldset>
          </li>
        )
      })}
    </ol>
  )
}
