import { FormField } from './ui/form-field'
import { Input } from './ui/input'

/**
 * The day an appointment moves to, in the parent's and the admin's move dialogs: required, never before `min`
 * (today in India). Choosing a day reports it through `onChange`; the caller then clears the chosen time, since the
 * slots offered belong to that day.
 */
export function NewDayField({
  label,
  min,
  value,
  onChange,
}: {
  label: string
  min: string
  value: string
  onChange: (day: string) => void
}) {
  return (
    <FormField label={label} isRequired>
      {(props) => (
        <Input {...props} type="date" min={min} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  )
}
