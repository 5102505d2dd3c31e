// What the parents module's use cases receive (docs/modules.md): one small port per module whose data the
// parent's home screen shows, each satisfied by that module's service in the composition root
// (modules/server/src/app.ts). The module owns no data of its own: it composes the others' public interfaces.
import type { NextVisitDto } from '@app/appointments/schema'
import type { ChildRecord } from '@app/children/schema'
import type { HomePracticeDto } from '@app/games/schema'
import type { CurrentGoalsDto } from '@app/iep/schema'
import type { TokenUser } from '@app/platform'

/** The facts each module's access table reads of a child (its centre and its people), by id. */
export interface ChildFacts {
  _id: string
  centreId: string
  parentId: string
  doctorId: string | null
  therapistId: string | null
}

export interface ChildrenForParents {
  listForParent(parentId: string): Promise<ChildRecord[]>
}
export interface AppointmentsForParents {
  readNextVisits(actor: TokenUser, input: { parentId: string }): Promise<NextVisitDto[]>
}
export interface IepForParents {
  readCurrentGoals(actor: TokenUser, input: { children: ChildFacts[] }): Promise<CurrentGoalsDto[]>
}
export interface GamesForParents {
  readHomePractice(actor: TokenUser, input: { children: ChildFacts[] }): Promise<HomePracticeDto[]>
}

export interface ParentsDeps {
  children: ChildrenForParents
  appointments: AppointmentsForParents
  iep: IepForParents
  games: GamesForParents
}
