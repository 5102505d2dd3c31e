import { useEffect, useRef, useState } from 'react'
import type { TrialViewProps } from '../engine/contract'
import { useRovingFocus } from '../engine/use-roving-focus'
import { useStudyReplay } from '../engine/use-study-replay'
import { cn } from '../../../lib/utils'
import { useMessages } from '../../../i18n/messages'
import { whoCameFirstMessages } from './messages'
import {
  ANIMAL_PICTURES,
  animalPhrase,
  sentenceText,
  type Animal,
  type AnimalId,
  type ColourId,
  type WhoCameFirstItem,
  type WhoCameFirstResponse,
} from './who-came-first.rules'

type Props = TrialViewProps<WhoCameFirstItem, WhoCameFirstResponse>

// The disc behind each animal; the colour is also written on the card, so no child depends on seeing it.
const DISC: Record<ColourId, string> = {
  red: '#dc2626',
  blue: '#2563eb',
  green: '#16a34a',
  yellow: '#facc15',
  purple: '#9333ea',
  orange: '#f97316',
}

/** One trial of Who Came First?: the sentence is shown and spoken, then the child orders or picks the animals. */
export function WhoCameFirstTrial(props: Props) {
  // A new item starts afresh (the engine may keep this component mounted from one trial to the next).
  return <Trial key={JSON.stringify(props.item)} {...props} />
}

function Trial({ item, settings, onAnswer, setReplay, playTone, speak }: Props) {
  const t = useMessages(whoCameFirstMessages)
  const [phase, setPhase] = useState<'study' | 'answer'>('study')
  const [picks, setPicks] = useState<AnimalId[]>([])
  const [isAnswered, setAnswered] = useState(false)
  const readyRef = useRef<HTMLButtonElement>(null)
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([])
  const moveFocus = useRovingFocus({ items: () => cardRefs.current.slice(0, item.choices.length) })
  const sentence = sentenceText(item)
  const isOrdering = item.question === 'order'
  const isExtraLarge = settings.targetSize === 'extra-large'
  const { highContrast } = settings
  const animalOf = (id: AnimalId) => item.mentioned.find((animal) => animal.id === id) as Animal

  const hasSpoken = useRef(false)
  useEffect(() => {
    if (hasSpoken.current) return
    hasSpoken.current = true
    void speak(sentence)
  }, [speak, sentence])

  // Keyboard users land where the next action is: the first card when the answer opens, "I'm ready" on a replay.
  const hasMovedFocus = useRef(false)
  useEffect(() => {
    if (!hasMovedFocus.current) {
      hasMovedFocus.current = true
      return
    }
    if (phase === 'answer') cardRefs.current.find(Boolean)?.focus()
    else readyRef.current?.focus()
  }, [phase])

  // The engine's one "again" button: says the sentence again while it shows, brings it back while the cards show.
  useStudyReplay({
    setReplay,
    speak,
    text: sentence,
    isStudying: phase === 'study',
    isAnswered,
    backToStudy: () => setPhase('study'),
    backLabel: t('whoCameFirst.answer.showAgain'),
  })

  function answer(final: AnimalId[]) {
    setAnswered(true)
    onAnswer({
      sentenceType: item.sentenceType,
      question: item.question,
      orderDiffers: item.orderDiffers,
      picks: final,
    })
  }

  function choose(id: AnimalId) {
    if (isAnswered || picks.includes(id)) return
    if (!isOrdering) return answer([id])
    const next = [...picks, id]
    setPicks(next)
    playTone(440 + next.length * 55, 120)
    if (next.length === item.choices.length) answer(next)
  }

  function takeBack(place: number) {
    if (isAnswered || place >= picks.length) return
    setPicks(picks.filter((_, index) => index !== place))
  }

  const textButton = cn(
    'inline-flex items-center justify-center rounded-xl border-2 px-5 text-lg font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-offset-2',
    isExtraLarge ? 'min-h-16 min-w-40 text-xl' : 'min-h-12 min-w-32',
    highContrast
      ? 'border-black bg-white text-black focus-visible:ring-black'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:ring-teal-600',
  )
  const primaryButton = cn(
    textButton,
    highContrast ? 'bg-black text-white' : 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800',
  )
  const ink = highContrast ? 'text-black' : 'text-slate-800'

  if (phase === 'study') {
    return (
      <div className="flex flex-col items-center gap-6 py-4">
        <p
          className={cn(
            'max-w-xl rounded-2xl border-2 px-5 py-4 text-center font-semibold leading-snug',
            isExtraLarge ? 'text-3xl' : 'text-2xl',
            highContrast ? 'border-black bg-white text-black' : 'border-sky-200 bg-sky-50 text-slate-900',
          )}
        >
          {sentence}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button ref={readyRef} type="button" className={primaryButton} onClick={() => setPhase('answer')}>
            {t('whoCameFirst.study.ready')}
          </button>
        </div>
      </div>
    )
  }

  const card = (animal: Animal, isPlaced: boolean) => (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'flex items-center justify-center rounded-full',
          isExtraLarge ? 'size-20 text-5xl' : 'size-16 text-4xl',
          highContrast && 'ring-2 ring-black',
          isPlaced && !highContrast && 'opacity-40',
        )}
        style={{ backgroundColor: DISC[animal.colour] }}
      >
        {ANIMAL_PICTURES[animal.id]}
      </span>
      <span className={cn('text-lg font-semibold', isPlaced && !highContrast ? 'text-slate-500' : ink)}>
        {animalPhrase(animal)}
      </span>
    </>
  )

  return (
    <div className="flex flex-col items-center gap-5 py-2">
      {isOrdering && (
        <ol aria-label={t('whoCameFirst.answer.slots')} className="flex flex-wrap justify-center gap-2">
          {item.choices.map((_, place) => {
            const id = picks[place]
            const animal = id ? animalOf(id) : undefined
            return (
              <li key={place}>
                <button
                  type="button"
                  aria-disabled={!animal || isAnswered}
                  aria-label={
                    animal
                      ? t('whoCameFirst.answer.placed', { place: place + 1, name: animalPhrase(animal) })
                      : t('whoCameFirst.answer.emptySlot', { place: place + 1 })
                  }
                  onClick={() => takeBack(place)}
                  className={cn(
                    'flex h-full flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed p-2 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-offset-2',
                    isExtraLarge ? 'min-h-28 w-28' : 'min-h-24 w-24',
                    highContrast
                      ? 'border-black bg-white focus-visible:ring-black'
                      : 'border-slate-300 bg-slate-50 focus-visible:ring-teal-600',
                    animal && (highContrast ? 'border-solid' : 'border-solid border-teal-700 bg-white'),
                  )}
                >
                  <span aria-hidden="true" className={cn('text-sm font-bold', ink)}>
                    {t('whoCameFirst.answer.slot', { place: place + 1 })}
                  </span>{' '}
                  {animal && (
                    <>
                      <span
                        aria-hidden="true"
                        className={cn(
                          'flex items-center justify-center rounded-full',
                          isExtraLarge ? 'size-16 text-4xl' : 'size-12 text-3xl',
                          highContrast && 'ring-2 ring-black',
                        )}
                        style={{ backgroundColor: DISC[animal.colour] }}
                      >
                        {ANIMAL_PICTURES[animal.id]}
                      </span>
                      <span aria-hidden="true" className={cn('text-sm font-semibold', ink)}>
                        {animalPhrase(animal)}
                      </span>
                    </>
                  )}
                </button>
              </li>
            )
          })}
        </ol>
      )}
      <p aria-live="polite" className={cn('text-base font-medium', ink)}>
        {isOrdering
          ? picks.length < item.choices.length && t('whoCameFirst.answer.pickNext', { place: picks.length + 1 })
          : t('whoCameFirst.answer.pick')}
      </p>
      <ul aria-label={t('whoCameFirst.answer.choices')} className="flex flex-wrap justify-center gap-3">
        {item.choices.map((id, index) => {
          const animal = animalOf(id)
          const isPlaced = picks.includes(id)
          return (
            <li key={id}>
              <button
                ref={(element) => {
                  cardRefs.current[index] = element
                }}
                type="button"
                aria-label={
                  isPlaced
                    ? t('whoCameFirst.answer.cardPlaced', { name: animalPhrase(animal), place: picks.indexOf(id) + 1 })
                    : animalPhrase(animal)
                }
                aria-disabled={isPlaced || isAnswered}
                onClick={() => choose(id)}
                onKeyDown={moveFocus}
                className={cn(
                  'relative flex h-full flex-col items-center justify-center gap-2 rounded-2xl border-2 p-3 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-offset-2',
                  isExtraLarge ? 'min-h-40 w-40' : 'min-h-32 w-32',
                  highContrast
                    ? 'border-black bg-white focus-visible:ring-black'
                    : 'border-slate-300 bg-white hover:bg-slate-50 focus-visible:ring-teal-600',
                  isPlaced && !highContrast && 'border-dashed bg-slate-50',
                  isPlaced && highContrast && 'border-dashed',
                )}
              >
                {card(animal, isPlaced)}
                {isPlaced && (
                  // The number is drawn by CSS, so the card's visible text stays the animal's name.
                  <span
                    aria-hidden="true"
                    data-place={picks.indexOf(id) + 1}
                    className={cn(
                      'absolute -end-2 -top-2 flex size-7 items-center justify-center rounded-full text-sm font-bold before:content-[attr(data-place)]',
                      highContrast ? 'bg-black text-white' : 'bg-teal-700 text-white',
                    )}
                  />
                )}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
