// What the games use cases receive (docs/modules.md): the module's repository, the children module's lookup,
// the clock. Built once in games.service.ts.
import type { Clock } from '@app/platform'
import type { ChildDto } from '@app/children'
import type { GamesRepository } from './games.repository.ts'

/** What the games module asks of the children module. */
export interface ChildrenForGames {
  findChild(id: string): Promise<ChildDto | null>
}

export interface GamesDeps {
  repository: GamesRepository
  children: ChildrenForGames
  clock: Clock
}
