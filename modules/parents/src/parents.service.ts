// The parents module's public interface: its use cases with the deps bound. Only wiring.
import type { TokenUser } from '@app/platform'
import type { ParentsDeps } from './parents.deps.ts'
import { readOverview } from './use-cases/read-overview.ts'

export function createParentsService(deps: ParentsDeps) {
  return {
    readOverview: (actor: TokenUser | null) => readOverview(deps, actor),
  }
}

export type ParentsService = ReturnType<typeof createParentsService>
