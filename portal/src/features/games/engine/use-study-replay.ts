import { useEffect, useRef } from 'react'
import type { TrialViewProps } from './contract'

interface StudyReplay {
  setReplay: TrialViewProps<unknown, unknown>['setReplay']
  speak: TrialViewProps<unknown, unknown>['speak']
  /** What the child studies, as spoken (the path, the sentence). */
  text: string
  isStudying: boolean
  isAnswered: boolean
  /** Brings the study back (the trial's own phase change). */
  backToStudy: () => void
  /** The button's words while the child answers, e.g. "Show the path again". */
  backLabel: string
}

/**
 * Fills the engine's one "again" button for a trial that is studied first and answered after (Join the Path's
 * path, Who Came First?'s sentence): while it is studied, "Say it again" says it again; while the child answers,
 * the button brings it back and says it; once answered, the button says the instruction again.
 */
export function useStudyReplay({
  setReplay,
  speak,
  text,
  isStudying,
  isAnswered,
  backToStudy,
  backLabel,
}: StudyReplay): void {
  const back = useRef(backToStudy)
  useEffect(() => {
    back.current = backToStudy
  })
  useEffect(() => {
    if (isAnswered) return setReplay(null)
    const sayAgain = () => void speak(text)
    setReplay(
      isStudying
        ? { run: sayAgain }
        : {
            label: backLabel,
            run: () => {
              back.current()
              sayAgain()
            },
          },
    )
  }, [isStudying, isAnswered, text, speak, setReplay, backLabel])
  useEffect(() => () => setReplay(null), [setReplay])
}
