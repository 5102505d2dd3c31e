import type { EnquiryFormContent } from '@app/content/types'
import { ANSWER_OPTIONS, type AnswerOption } from '@app/enquiries/schema'
import type { DraftValues } from './draft.ts'
import type { Errors } from './step-props.ts'

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
  return (
    <ol className="enquiry-questions">
      {questions.map((q) => {
        const key = `q${q.number}`
        const answer = values.checklist[key]
        return (
          <li key={key}>
            <fieldset className="field choice-group">
              <legend>{q.question}</legend>
              {q.example && <p className="question-example">For example: {q.example}</p>}
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
                    {option}
                  </label>
                ))}
              </div>
              <label className="comment-label" htmlFor={`enquiry-${key}-comment`}>
                Comment (optional)
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
