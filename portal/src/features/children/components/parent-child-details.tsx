import { valibotResolver } from '@hookform/resolvers/valibot'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CalendarPlus, ClipboardList, FileBarChart, Gamepad2, Loader2, Pencil, Save, X } from 'lucide-react'
import { useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { usePageTitle } from '../../../hooks/use-page-title'
import { toast } from '../../../hooks/use-toast'
import { serverFieldErrors } from '../../../lib/api-errors'
import {
  CHILDREN_MESSAGES,
  EditChildSchema,
  formatDay,
  GENDERS,
  SCHOOL_BOARDS,
  type ChildRecord,
  type EditChildInput,
  type EditChildValues,
} from '../api/children'
import { useEditChild } from '../api/edit-child'
import { useOwnChild } from '../api/get-own-child'
import { childLoadState } from '../api/load-state'
import { Detail, DetailSection } from './detail-list'
import { StatusBadge } from './status-badge'
import { LoadError } from '../../../components/layout/load-error'
import { useMessages } from '../../../i18n/messages'
import { common } from '../../../lib/common-messages'
import { childrenMessages } from '../messages'

const EDITABLE = new Set(['name', 'dob', 'gender', 'schoolName', 'schoolBoard'])

const formOf = (child: ChildRecord): EditChildInput => ({
  name: child.name,
  dob: child.dob?.slice(0, 10) ?? '',
  gender: child.gender,
  schoolName: child.schoolName ?? '',
  schoolBoard: (child.schoolBoard ?? '') as EditChildInput['schoolBoard'],
})

function EditChildForm({
  child,
  onSaved,
  onCancel,
}: {
  child: ChildRecord
  onSaved: (child: ChildRecord) => void
  onCancel: () => void
}) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<EditChildInput, unknown, EditChildValues>({
    resolver: valibotResolver(EditChildSchema),
    defaultValues: formOf(child),
    reValidateMode: 'onSubmit',
  })
  const field = (name: FieldPath<EditChildInput>) => register(name, { onChange: () => clearErrors(name) })
  const t = useMessages(childrenMessages)
  const tCommon = useMessages(common)

  const edit = useEditChild()

  async function onValid(values: EditChildValues) {
    try {
      const updated = await edit.mutateAsync({ childId: child._id, values })
      toast({ title: CHILDREN_MESSAGES.updated, variant: 'success' })
      onSaved(updated)
    } catch (error) {
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        if (EDITABLE.has(name)) setError(name as FieldPath<EditChildInput>, { type: 'server', message })
      }
      toast({ title: CHILDREN_MESSAGES.updateFailed, variant: 'error' })
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('children.edit.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit(onValid)}
          className="grid gap-5 sm:grid-cols-2"
          aria-busy={isSubmitting}
        >
          <FormField
            label={t('children.details.name')}
            error={errors.name?.message}
            isRequired
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} {...field('name')} />}
          </FormField>
          <FormField label={t('children.details.dob')} error={errors.dob?.message} isRequired>
            {(control) => <Input {...control} type="date" {...field('dob')} />}
          </FormField>
          <FormField label={t('children.details.gender')} error={errors.gender?.message} isRequired>
            {(control) => (
              <Select {...control} {...field('gender')}>
                <option value="">{t('children.edit.selectGender')}</option>
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {tCommon('common.gender', { gender })}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label={t('children.details.schoolName')} error={errors.schoolName?.message}>
            {(control) => <Input {...control} {...field('schoolName')} />}
          </FormField>
          <FormField label={t('children.details.schoolBoard')} error={errors.schoolBoard?.message}>
            {(control) => (
              <Select {...control} {...field('schoolBoard')}>
                <option value="">{t('children.edit.selectBoard')}</option>
                {SCHOOL_BOARDS.map((board) => (
                  <option key={board} value={board}>
                    {board}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={onCancel}>
              <X aria-hidden="true" />
              {t('children.edit.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              {t('children.edit.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

/** /parentdashboard/child/{childId}: view and edit the child; IEP, game reports, booking (docs/product.md §4.8). */
export function ParentChildDetails({ childId }: { childId: string }) {
  const t = useMessages(childrenMessages)
  const tCommon = useMessages(common)
  usePageTitle(t('children.details.pageTitle'))
  const query = useOwnChild(childId)
  const state = childLoadState(query)
  const [isEditing, setIsEditing] = useState(false)

  return (
    <section
      aria-labelledby="child-details-title"
      className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:py-10"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="child-details-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('children.details.heading')}
        </h1>
        <Button variant="outline" asChild>
          <Link to="/parentdashboard">
            <ArrowLeft aria-hidden="true" />
            {t('children.details.backToDashboard')}
          </Link>
        </Button>
      </div>

      {state.status === 'loading' ? (
        <p role="status" className="text-slate-600">
          {t('children.details.loadingOwn')}
        </p>
      ) : null}
      {state.status === 'not-found' ? (
        <p role="alert" className="rounded-xl bg-slate-100 p-4 font-medium text-slate-800">
          {CHILDREN_MESSAGES.notFound}
        </p>
      ) : null}
      {state.status === 'failed' ? <LoadError message={state.message} onRetry={() => void query.refetch()} /> : null}

      {state.status === 'loaded' ? (
        <>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" asChild>
              <Link to="/parentdashboard/iepreports/$childId" params={{ childId: state.child._id }}>
                <ClipboardList aria-hidden="true" />
                {t('children.details.iepReports')}
              </Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to="/parentdashboard/reports" search={{ childId: state.child._id }}>
                <FileBarChart aria-hidden="true" />
                {t('children.details.gameReports')}
              </Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to="/games" search={{ childId: state.child._id }}>
                <Gamepad2 aria-hidden="true" />
                {t('children.details.playGames', { name: state.child.name })}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/parentdashboard/bookappointment" search={{ childId: state.child._id }}>
                <CalendarPlus aria-hidden="true" />
                {t('children.details.bookAppointment')}
              </Link>
            </Button>
          </div>
          {isEditing ? (
            <EditChildForm
              child={state.child}
              onCancel={() => setIsEditing(false)}
              // The mutation puts the saved record in the cache, so the page shows it.
              onSaved={() => setIsEditing(false)}
            />
          ) : (
            <>
              <DetailSection title={t('children.details.personal')}>
                <Detail label={t('children.details.name')} value={state.child.name} />
                <Detail label={t('children.details.dob')} value={formatDay(state.child.dob)} />
                <Detail
                  label={t('children.details.gender')}
                  value={tCommon('common.gender', { gender: state.child.gender })}
                />
                <Detail label={t('children.details.centre')} value={state.child.centreId?.name} />
                <Detail label={t('children.details.status')} value={<StatusBadge status={state.child.admitStatus} />} />
              </DetailSection>
              <DetailSection title={t('children.details.school')}>
                <Detail label={t('children.details.schoolName')} value={state.child.schoolName} />
                <Detail label={t('children.details.schoolBoard')} value={state.child.schoolBoard} />
              </DetailSection>
              <div className="flex justify-end">
                <Button variant="outline" onClick={() => setIsEditing(true)}>
                  <Pencil aria-hidden="true" />
                  {t('children.details.editDetails')}
                </Button>
              </div>
            </>
          )}
        </>
      ) : null}
    </section>
  )
}
