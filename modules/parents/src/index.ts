// The parents module: the parent's home screen (docs/api/parents.md, docs/product.md §4.9). It owns no data: its
// one use case composes the children, appointments, IEP and games modules' public interfaces, given as ports. It
// is a module of its own, not a part of children or accounts, because those are below appointments, IEP and games
// (each of them uses children), so composing them there would close a cycle; nothing depends on this one.
import type { ParentsDeps } from './parents.deps.ts'
import { createParentsRouter } from './parents.routes.ts'
import { createParentsService } from './parents.service.ts'

export * from './parents.schema.ts'
export type {
  AppointmentsForParents,
  ChildFacts,
  ChildrenForParents,
  GamesForParents,
  IepForParents,
  ParentsDeps,
} from './parents.deps.ts'
export type { ParentsService } from './parents.service.ts'

export function createParents(deps: ParentsDeps) {
  const service = createParentsService(deps)
  return { service, router: createParentsRouter(service) }
}

export type ParentsModule = ReturnType<typeof createParents>
