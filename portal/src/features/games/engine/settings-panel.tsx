import {
  CELEBRATION_SETTINGS,
  MOTION_SETTINGS,
  SOUND_SETTINGS,
  TARGET_SIZES,
  type PlaySettings,
} from '@app/games/schema'
import { useEffect, useId, useRef } from 'react'
import { LanguageSwitcher } from '../../../components/layout/language-switcher'
import { useMessages } from '../../../i18n/messages'
import { keepLanguageOnAccount } from '../../../lib/account-language'
import { common } from '../../../lib/common-messages'
import { getSession } from '../../../lib/session'
import { cn } from '../../../lib/utils'
import { gamesMessages } from '../messages'
import { TargetButton } from './target-button'

type Choice<K extends keyof PlaySettings> = { key: K; values: readonly PlaySettings[K][] }

/** Sound, motion, celebration, target size and contrast, chosen with large radio tiles (keyboard: arrows). */
export function SettingsPanel({
  isOpen,
  onClose,
  settings,
  onChange,
  childName,
  notice = null,
}: {
  isOpen: boolean
  onClose: () => void
  settings: PlaySettings
  onChange: (change: Partial<PlaySettings>) => void
  childName: string | null
  /** Why a choice shown is not the one just made (another adult changed it meanwhile), read out when it appears. */
  notice?: string | null
}) {
  const t = useMessages(gamesMessages)
  const tCommon = useMessages(common)
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (isOpen && !dialog.open) dialog.showModal()
    if (!isOpen && dialog.open) dialog.close()
  }, [isOpen])

  const label = (key: keyof PlaySettings, value: string) => {
    switch (key) {
      case 'sound':
        return t('games.settings.soundValue', { value })
      case 'motion':
        return t('games.settings.motionValue', { value })
      case 'celebration':
        return t('games.settings.celebrationValue', { value })
      default:
        return value === 'extra-large'
          ? t('games.settings.targetSize.extraLarge')
          : t('games.settings.targetSize.large')
    }
  }
  const legend = {
    sound: t('games.settings.sound'),
    motion: t('games.settings.motion'),
    celebration: t('games.settings.celebration'),
    targetSize: t('games.settings.targetSize'),
  }

  const group = <K extends 'sound' | 'motion' | 'celebration' | 'targetSize'>({ key, values }: Choice<K>) => (
    <fieldset key={key} className="grid gap-2">
      <legend className="mb-1 text-base font-semibold">{legend[key]}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((value) => (
          <label
            key={String(value)}
            className={cn(
              'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 text-base',
              'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-teal-600',
              settings[key] === value ? 'border-teal-700 bg-teal-50 font-semibold' : 'border-slate-300 bg-white',
            )}
          >
            <input
              type="radio"
              name={key}
              value={String(value)}
              checked={settings[key] === value}
              onChange={() => onChange({ [key]: value } as Partial<PlaySettings>)}
              className="size-5 accent-teal-700"
            />
            {label(key, String(value))}
          </label>
        ))}
      </div>
    </fieldset>
  )

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      {isOpen ? (
        <div className="grid gap-5 p-6">
          <div className="grid gap-1">
            <h2 id={titleId} className="text-xl font-semibold">
              {t('games.settings.title')}
            </h2>
            <p className="text-slate-700">
              {childName ? t('games.settings.savedForChild', { name: childName }) : t('games.settings.savedOnDevice')}
            </p>
          </div>
          {notice ? (
            <p role="alert" className="rounded-xl border-2 border-amber-700 bg-amber-50 px-4 py-3 text-amber-950">
              {notice}
            </p>
          ) : null}
          {group({ key: 'sound', values: SOUND_SETTINGS })}
          {group({ key: 'motion', values: MOTION_SETTINGS })}
          {group({ key: 'celebration', values: CELEBRATION_SETTINGS })}
          {group({ key: 'targetSize', values: TARGET_SIZES })}
          <div className="grid gap-2">
            {/* The instructions, the spoken prompts (where the device has a voice) and every word of the game. */}
            <p className="text-base font-semibold" aria-hidden="true">
              {tCommon('common.language.label')}
            </p>
            <LanguageSwitcher
              className="[&_select]:min-h-14 [&_select]:w-full [&_select]:rounded-xl [&_select]:border-2 [&_select]:text-base"
              onChosen={getSession()?.role === 'parent' ? keepLanguageOnAccount : undefined}
            />
          </div>
          <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 px-4 text-base font-semibold has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-teal-600">
            <input
              type="checkbox"
              checked={settings.highContrast}
              onChange={(event) => onChange({ highContrast: event.target.checked })}
              className="size-5 accent-teal-700"
            />
            {t('games.settings.highContrast')}
          </label>
          <TargetButton settings={settings} variant="primary" onClick={onClose} className="justify-self-end">
            {t('games.settings.done')}
          </TargetButton>
        </div>
      ) : null}
    </dialog>
  )
}
