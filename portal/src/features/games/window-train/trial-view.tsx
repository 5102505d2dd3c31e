// One Window Train trial: the windows light one at a time and close, then the child picks from the tray in
// order. Taps alone (tap a tile, it goes to the next place; no dragging) or keyboard alone (arrow keys move along
// the tray, Enter or Space picks; Tab reaches Take back and Done).
import { Undo2, Eye } from 'lucide-react'
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { useMessages } from '../../../i18n/messages'
import { cn } from '../../../lib/utils'
import type { TrialViewProps } from '../engine/contract'
import { useRovingFocus } from '../engine/use-roving-focus'
import { targetClasses, TargetButton } from '../engine/target-button'
import { ItemPicture } from './item-picture'
import { itemName, windowTrainMessages } from './messages'
import type { WindowTrainItem, WindowTrainResponse } from './rules'

/** Before the first window lights (the instruction is read first), each window's light, and the dark between. */
const LEAD_MS = 900
const SHOW_MS = 1300
const GAP_MS = 350

export function WindowTrainView({
  item,
  settings,
  onAnswer,
  onReplay,
}: TrialViewProps<WindowTrainItem, WindowTrainResponse>) {
  const t = useMessages(windowTrainMessages)
  const [lit, setLit] = useState(-1)
  const [isShowing, setIsShowing] = useState(true)
  const [showCount, setShowCount] = useState(0)
  const [picks, setPicks] = useState<string[]>([])
  const [focusIndex, setFocusIndex] = useState(0)
  const tiles = useRef<(HTMLButtonElement | null)[]>([])
  const doneButton = useRef<HTMLButtonElement>(null)
  const span = item.sequence.length
  const contrast = settings.highContrast
  const isFull = picks.length === span

  // The show: one window at a time, then all closed and the tray appears. Runs again on "Show me again".
  useEffect(() => {
    const timers: number[] = []
    item.sequence.forEach((_, index) => {
      const start = LEAD_MS + index * (SHOW_MS + GAP_MS)
      timers.push(window.setTimeout(() => setLit(index), start))
      timers.push(window.setTimeout(() => setLit(-1), start + SHOW_MS))
    })
    const end = () => {
      setFocusIndex(0)
      setIsShowing(false)
    }
    timers.push(window.setTimeout(end, LEAD_MS + span * (SHOW_MS + GAP_MS)))
    return () => timers.forEach((timer) => window.clearTimeout(timer))
  }, [item, span, showCount])

  // The tray takes the focus when it appears, so a keyboard user starts picking at once.
  useEffect(() => {
    if (!isShowing) tiles.current[0]?.focus()
  }, [isShowing])

  useEffect(() => {
    if (isFull) doneButton.current?.focus()
  }, [isFull])

  const pick = (id: string) => {
    if (isShowing || picks.includes(id) || isFull) return
    setPicks([...picks, id])
  }

  // Arrow keys move round the tray, Home and End to its ends; the tile with the focus is the tray's one Tab stop.
  const onTrayKey = useRovingFocus({ hasHomeEnd: true })

  const showAgain = () => {
    onReplay()
    setPicks([])
    setLit(-1)
    setIsShowing(true)
    setShowCount((count) => count + 1)
  }

  const tileSize = settings.targetSize === 'extra-large' ? 'size-24 sm:size-28' : 'size-20 sm:size-24'
  const litItem = lit >= 0 ? item.sequence[lit] : null

  return (
    <div className="grid gap-5">
      <figure aria-label={t('windowTrain.train')} className="mx-auto flex max-w-full items-end justify-center">
        <Locomotive highContrast={contrast} />
        <div
          className={cn(
            'min-w-0 rounded-2xl px-2 pt-3 pb-1 sm:rounded-3xl sm:px-4 sm:pt-4',
            contrast ? 'border-4 border-black bg-white' : 'bg-sky-800',
          )}
        >
          <div
            className="grid justify-center gap-1.5 sm:gap-3"
            style={{ gridTemplateColumns: `repeat(${span}, minmax(0, 6rem))` }}
          >
            {item.sequence.map((tile, index) => (
              <div
                key={`${tile.id}-${index}`}
                role="img"
                aria-label={
                  lit === index
                    ? t('windowTrain.windowShows', { number: index + 1, item: itemName(tile) })
                    : t('windowTrain.window', { number: index + 1 })
                }
                className={cn(
                  'flex aspect-square w-[min(6rem,calc((100vw-10rem)/var(--span)))] items-center justify-center rounded-xl border-4 p-1 sm:p-2',
                  settings.motion === 'full' && 'transition-colors duration-300',
                  lit === index
                    ? contrast
                      ? 'border-black bg-white text-black'
                      : 'border-amber-200 bg-amber-50 text-slate-900'
                    : contrast
                      ? 'border-black bg-black'
                      : 'border-sky-950 bg-sky-950',
                )}
                style={{ '--span': span } as CSSProperties}
              >
                {lit === index ? <ItemPicture item={tile} highContrast={contrast} /> : null}
              </div>
            ))}
          </div>
          <div className="mt-1.5 flex justify-around gap-4" aria-hidden="true">
            {[0, 1, 2].map((wheel) => (
              <span
                key={wheel}
                className={cn('size-4 rounded-full sm:size-6', contrast ? 'bg-black' : 'bg-slate-700')}
              />
            ))}
          </div>
        </div>
      </figure>

      <p aria-live="polite" className="text-center text-lg">
        {isShowing
          ? litItem
            ? t('windowTrain.windowShows', { number: lit + 1, item: itemName(litItem) })
            : t('windowTrain.watch')
          : t('windowTrain.yourTurn')}
      </p>

      {isShowing ? null : (
        <>
          <ol aria-label={t('windowTrain.answer')} className="flex flex-wrap justify-center gap-2">
            {Array.from({ length: span }, (_, index) => {
              const picked = item.tray.find((tile) => tile.id === picks[index])
              return (
                <li
                  key={index}
                  aria-label={
                    picked
                      ? t('windowTrain.slotFilled', { number: index + 1, item: itemName(picked) })
                      : t('windowTrain.slot', { number: index + 1 })
                  }
                  className={cn(
                    'flex size-14 items-center justify-center rounded-xl border-2 border-dashed p-1 sm:size-16',
                    picked
                      ? contrast
                        ? 'border-solid border-black'
                        : 'border-solid border-teal-700 bg-white'
                      : contrast
                        ? 'border-black'
                        : 'border-slate-400',
                  )}
                >
                  {picked ? <ItemPicture item={picked} highContrast={contrast} /> : null}
                </li>
              )
            })}
          </ol>

          <div
            role="group"
            aria-label={t('windowTrain.tray')}
            onKeyDown={onTrayKey}
            className="mx-auto flex max-w-2xl flex-wrap justify-center gap-3"
          >
            {item.tray.map((tile, index) => {
              const isPicked = picks.includes(tile.id)
              return (
                <button
                  key={tile.id}
                  ref={(element) => {
                    tiles.current[index] = element
                  }}
                  type="button"
                  tabIndex={index === focusIndex ? 0 : -1}
                  aria-disabled={isPicked || isFull}
                  aria-label={tile.kind === 'letter' ? undefined : itemName(tile)}
                  onFocus={() => setFocusIndex(index)}
                  onClick={() => pick(tile.id)}
                  className={cn(targetClasses(settings), tileSize, 'p-2', isPicked && 'opacity-35')}
                >
                  <ItemPicture item={tile} highContrast={contrast} />
                </button>
              )
            })}
          </div>

          <div className="flex flex-wrap justify-center gap-3">
            <TargetButton settings={settings} onClick={showAgain}>
              <Eye aria-hidden="true" className="size-6" />
              {t('windowTrain.showAgain')}
            </TargetButton>
            <TargetButton
              settings={settings}
              onClick={() => setPicks(picks.slice(0, -1))}
              disabled={picks.length === 0}
            >
              <Undo2 aria-hidden="true" className="size-6" />
              {t('windowTrain.takeBack')}
            </TargetButton>
            <TargetButton
              ref={doneButton}
              settings={settings}
              variant="primary"
              disabled={!isFull}
              onClick={() => onAnswer(picks)}
              className="min-w-32"
            >
              {t('windowTrain.done')}
            </TargetButton>
          </div>
        </>
      )}
    </div>
  )
}

/** The train's engine: drawn, decorative. */
function Locomotive({ highContrast }: { highContrast: boolean }) {
  const body = highContrast ? '#000' : '#0f766e'
  return (
    <svg viewBox="0 0 64 80" aria-hidden="true" focusable="false" className="-me-1 w-12 shrink-0 sm:w-20">
      <rect x="10" y="6" width="12" height="22" rx="3" fill={body} />
      <rect x="4" y="26" width="60" height="40" rx="8" fill={body} />
      <rect x="30" y="10" width="34" height="24" rx="4" fill={body} />
      <rect x="36" y="15" width="22" height="14" rx="3" fill={highContrast ? '#fff' : '#ccfbf1'} />
      <circle cx="18" cy="70" r="8" fill={highContrast ? '#000' : '#334155'} />
      <circle cx="46" cy="70" r="8" fill={highContrast ? '#000' : '#334155'} />
    </svg>
  )
}
