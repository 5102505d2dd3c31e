import type { CentresRepository } from './centres.repository.ts'
import type { Branch, CentreSummary } from './centres.schema.ts'
import { BRANCH_SEED } from './centres.seed.ts'

export function createCentresService(repository: CentresRepository) {
  return {
    /** Every centre, in the order the office set, for pickers in the portal. */
    async listCentres(): Promise<CentreSummary[]> {
      const branches = await repository.listAll()
      return branches.map(({ _id, name }) => ({ _id, name }))
    },
    /** Every branch with its public details, for the website. */
    listBranches: (): Promise<Branch[]> => repository.listAll(),
    /** Creates the ten branches on an empty database; never touches branches that exist. */
    async seedBranches(): Promise<number> {
      if ((await repository.count()) > 0) return 0
      for (const branch of BRANCH_SEED) await repository.create(branch)
      return BRANCH_SEED.length
    },
  }
}

export type CentresService = ReturnType<typeof createCentresService>
