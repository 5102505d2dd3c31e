// /parentwrapper (public, no guard): a parent's home practice with the learning games.
import { HomePractice } from '../../features/game-reports/components/home-practice'

export function ParentWrapperPage() {
  return <HomePractice />
}
