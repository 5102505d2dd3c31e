import type { BranchSummary } from '@app/content/types'
import { EnquiryField } from './EnquiryField.tsx'
import type { StepProps } from './step-props.ts'
import { useI18n } from '../../i18n/I18nProvider.tsx'

/** Step 3: the centre the family would like to visit. */
export function CentreStep({ values, errors, set, branches }: StepProps & { branches: BranchSummary[] }) {
  const { t } = useI18n()
  return (
    <EnquiryField name="preferredCenter" label={t('enquiry.centre')} errors={errors}>
      <select
        id="enquiry-preferredCenter"
        name="preferredCenter"
        value={values.preferredCenter}
        aria-invalid={errors.preferredCenter ? true : undefined}
        onChange={(event) => set('preferredCenter', event.target.value)}
      >
        <option value="">{t('enquiry.chooseCentre')}</option>
        {branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </EnquiryField>
  )
}
