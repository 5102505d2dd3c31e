// One trial of Picture–Sentence Match: either a picture with sentences to choose from, or a text with pictures to
// choose from. One tap (or Enter/Space) on an option answers; arrow keys move between options. Nothing moves or
// flashes, and there is no timer: the engine paces the trials.
import { Volume2 } from 'lucide-react'
import { useRef } from 'react'
import type { TrialViewProps } from '../engine/contract'
import { useRovingFocus } from '../engine/use-roving-focus'
import { cn } from '../../../lib/utils'
import { useMessages } from '../../../i18n/messages'
import { pictureSentenceMatchMessages } from './messages'
import { sentenceText } from './picture-sentence-match.definition'
import { pictureName, pictureOptionName } from './describe'
import type { PictureSentenceItem, PictureSentenceResponse } from './picture-sentence-match.rules'
import { ScenePicture } from './scene-picture'

type Props = TrialViewProps<PictureSentenceItem, PictureSentenceResponse>

export function PictureSentenceMatchTrial({ item, settings, onAnswer, speak }: Props) {
  // Arrow keys move focus among the options of a group (Tab still works; Enter/Space choose).
  const moveFocusWithArrows = useRovingFocus({ selector: '[data-option]' })
  const t = useMessages(pictureSentenceMatchMessages)
  const answeredItem = useRef<PictureSentenceItem | null>(null)
  const extraLarge = settings.targetSize === 'extra-large'
  const contrast = settings.highContrast
  const canHear = settings.sound !== 'off'

  const choose = (choice: number) => {
    // One answer per trial: a second tap before the engine moves on is not a second answer.
    if (answeredItem.current === item) return
    answeredItem.current = item
    onAnswer({ choice })
  }

  const focusRing = contrast
    ? 'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-black'
    : 'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-teal-700'
  const optionFrame = cn(
    'rounded-xl border-2 bg-white text-start',
    contrast ? 'border-black text-black hover:bg-yellow-100' : 'border-slate-300 text-slate-900 hover:bg-sky-50',
    focusRing,
  )
  const hearButton = cn(
    'inline-flex shrink-0 items-center justify-center rounded-xl border-2',
    extraLarge ? 'size-[72px] [&_svg]:size-8' : 'size-14 [&_svg]:size-6',
    contrast ? 'border-black bg-white text-black' : 'border-slate-300 bg-slate-50 text-slate-800 hover:bg-slate-100',
    focusRing,
  )
  const sentenceSize = extraLarge ? 'text-2xl' : 'text-xl'

  if (item.kind === 'sentences') {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
        <div
          role="img"
          aria-label={pictureName(item.scene)}
          className={cn(
            'mx-auto w-full max-w-md overflow-hidden rounded-2xl border-2',
            contrast ? 'border-black' : 'border-slate-300',
          )}
        >
          <ScenePicture scene={item.scene} className="block h-auto w-full" />
        </div>
        <ul
          aria-label={t('pictureSentenceMatch.sentenceGroup')}
          className="flex flex-col gap-3"
          onKeyDown={moveFocusWithArrows}
        >
          {item.options.map((option, index) => {
            const text = sentenceText(option.sentence)
            return (
              <li key={index} className="flex items-stretch gap-2">
                <button
                  type="button"
                  data-option
                  onClick={() => choose(index)}
                  className={cn(
                    optionFrame,
                    'flex-1 px-4 py-3 leading-snug font-medium',
                    sentenceSize,
                    extraLarge ? 'min-h-[72px]' : 'min-h-14',
                  )}
                >
                  {text}
                </button>
                {canHear && (
                  <button
                    type="button"
                    className={hearButton}
                    aria-label={t('pictureSentenceMatch.hearSentence', { number: index + 1 })}
                    onClick={() => void speak(text)}
                  >
                    <Volume2 aria-hidden="true" />
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    )
  }

  const lines = item.text.map(sentenceText)
  const count = item.options.length
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <div
        className={cn(
          'flex items-start gap-3 rounded-2xl border-2 px-4 py-3',
          contrast ? 'border-black bg-white text-black' : 'border-sky-200 bg-sky-50 text-slate-900',
        )}
      >
        <div className={cn('flex-1 leading-snug font-medium', sentenceSize)}>
          {lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>
        {canHear && (
          <button
            type="button"
            className={hearButton}
            aria-label={lines.length > 1 ? t('pictureSentenceMatch.hearText') : t('pictureSentenceMatch.hear')}
            onClick={() => void speak(lines.join(' '))}
          >
            <Volume2 aria-hidden="true" />
          </button>
        )}
      </div>
      <ul
        aria-label={t('pictureSentenceMatch.pictureGroup')}
        className={cn('grid grid-cols-2 gap-3', count === 3 && 'sm:grid-cols-3', count === 4 && 'lg:grid-cols-4')}
        onKeyDown={moveFocusWithArrows}
      >
        {item.options.map((option, index) => (
          <li key={index} className="flex">
            <button
              type="button"
              data-option
              onClick={() => choose(index)}
              aria-label={pictureOptionName(option.scene, index, count)}
              className={cn(optionFrame, 'w-full overflow-hidden', extraLarge ? 'p-2' : 'p-1')}
            >
              <ScenePicture scene={option.scene} className="block h-auto w-full rounded-lg" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
