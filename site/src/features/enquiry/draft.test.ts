import { describe, expect, it } from 'vitest'
import { DRAFT_KEY, emptyDraft, fieldErrorsOf, readDraft, writeDraft } from './draft.ts'

const memory = () => {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map }
}

describe('the enquiry draft on the device', () => {
  it('when answers are written and the page reloads, then the same answers come back', () => {
    const storage = memory()
    const draft = emptyDraft()
    draft.step = 3
    draft.values.childName = 'Ira'
    draft.values.checklist.q2 = { answer: 'Sometimes', comment: 'at home' }
    writeDraft(storage, draft)
    expect(readDraft(storage)).toEqual(draft)
  })

  it('when the stored draft is unreadable, then the form starts empty instead of failing', () => {
    const storage = memory()
    storage.map.set(DRAFT_KEY, '{not json')
    expect(readDraft(storage)).toEqual(emptyDraft())
    expect(readDraft(undefined)).toEqual(emptyDraft())
  })

  it("when fields are missing, then the server's messages are given per field and per unanswered question", () => {
    const errors = fieldErrorsOf(emptyDraft().values, [1, 2])
    expect(errors).toMatchObject({
      childName: "Child's name is required",
      parentEmail: 'Email is required',
      'checklist.q1': 'Please answer question 1',
      'checklist.q2': 'Please answer question 2',
      consent: 'Please read and accept the consent to continue',
    })
  })
})
