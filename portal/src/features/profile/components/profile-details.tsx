import { valibotResolver } from '@hookform/resolvers/valibot'
import { KeyRound, Loader2, Pencil, Save, X } from 'lucide-react'
import { useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { EmailInput, MobileNumberInput } from '../../../components/ui/contact-inputs'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../hooks/use-toast'
import { serverFieldErrors } from '../../../lib/api-errors'
import { roleLabel } from '../../../lib/session'
import {
  PROFILE_MESSAGES,
  profileSchema,
  type Profile,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../api/profile'
import { useUpdateProfile } from '../api/update-profile'

const EDITABLE = new Set(['name', 'email', 'mobilenumber', 'address'])

function formOf(profile: Profile): ProfileFormInput {
  return {
    name: profile.name ?? '',
    email: profile.email ?? '',
    mobilenumber: profile.mobilenumber ?? '',
    address: profile.address ?? '',
    role: profile.role,
  }
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{value?.trim() ? value : '—'}</dd>
    </div>
  )
}

/** The profile card: view mode for everyone; parents switch to edit mode for their four fields. */
export function ProfileDetails({ profile, onChangePassword }: { profile: Profile; onChangePassword: () => void }) {
  const [isEditing, setIsEditing] = useState(false)
  // Saving puts the new record in the cache: this card and the header's name show it.
  const update = useUpdateProfile()
  const canEdit = profile.role === 'parent'
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: valibotResolver(profileSchema),
    defaultValues: formOf(profile),
    // Every rule runs on every submit, cross-field ones included (e.g. "Passwords do not match"), as on the server.
    criteriaMode: 'all',
    reValidateMode: 'onSubmit',
  })
  const field = (name: FieldPath<ProfileFormInput>) => register(name, { onChange: () => clearErrors(name) })

  async function onValid(values: ProfileFormValues) {
    try {
      const updated = await update.mutateAsync({ profile, values })
      const next: Profile = updated ?? { ...profile, ...values, role: profile.role }
      toast({ title: PROFILE_MESSAGES.updated, variant: 'success' })
      reset(formOf(next))
      setIsEditing(false)
    } catch (error) {
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        if (EDITABLE.has(name)) setError(name as FieldPath<ProfileFormInput>, { type: 'server', message })
      }
      toast({ title: PROFILE_MESSAGES.updateFailed, variant: 'error' })
    }
  }

  if (isEditing) {
    return (
      <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5 sm:grid-cols-2" aria-busy={isSubmitting}>
        <FormField label="Name" error={errors.name?.message} isRequired className="sm:col-span-2">
          {(control) => <Input {...control} autoComplete="name" {...field('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message} isRequired>
          {(control) => <EmailInput {...control} {...field('email')} />}
        </FormField>
        <FormField label="Phone number" error={errors.mobilenumber?.message} isRequired>
          {(control) => <MobileNumberInput {...control} {...field('mobilenumber')} />}
        </FormField>
        <FormField label="Address" error={errors.address?.message} isRequired className="sm:col-span-2">
          {(control) => <Textarea {...control} rows={3} autoComplete="street-address" {...field('address')} />}
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={isSubmitting}
            onClick={() => {
              reset(formOf(profile))
              setIsEditing(false)
            }}
          >
            <X aria-hidden="true" />
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            Save Changes
          </Button>
        </div>
      </form>
    )
  }

  return (
    <div className="grid gap-6">
      <dl className="grid gap-5 sm:grid-cols-2">
        <Detail label="Name" value={profile.name} />
        <Detail label="Username" value={profile.username} />
        <Detail label="Email" value={profile.email} />
        <Detail label="Phone number" value={profile.mobilenumber} />
        <Detail label="Role" value={roleLabel(profile.role)} />
        {profile.role === 'parent' || profile.address ? <Detail label="Address" value={profile.address} /> : null}
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {canEdit ? (
          <Button
            variant="outline"
            onClick={() => {
              reset(formOf(profile))
              setIsEditing(true)
            }}
          >
            <Pencil aria-hidden="true" />
            Edit Profile
          </Button>
        ) : null}
        <Button onClick={onChangePassword}>
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      </div>
    </div>
  )
}
