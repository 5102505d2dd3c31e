import { CHILD_GENDERS } from '@app/enquiries/schema'
import { EnquiryTextField } from './EnquiryTextField.tsx'
import type { StepProps } from './step-props.ts'

/** Step 1: the child's name, age and gender. */
export function ChildStep(props: StepProps) {
  const { values, errors, set } = props
  return (
    <>
      <EnquiryTextField {...props} name="childName" label="Child's name" autoComplete="off" />
      <EnquiryTextField {...props} name="childAge" label="Child's age (years)" inputMode="numeric" maxLength={2} />
      <fieldset className="field choice-group">
        <legend>Gender</legend>
        {CHILD_GENDERS.map((g) => (
          <label key={g} className="choice">
            <input
              type="radio"
              name="childGender"
              value={g}
              checked={values.childGender === g}
              onChange={() => set('childGender', g)}
            />
            {g}
          </label>
        ))}
        {errors.childGender && <p className="field-error">{errors.childGender}</p>}
      </fieldset>
    </>
  )
}
