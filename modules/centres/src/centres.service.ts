import type { Language } from '@app/platform/format'
import type { CentreNames } from './centre-names.ts'
import type { CentresRepository } from './centres.repository.ts'
import type { Branch, CentreSummary } from './centres.schema.ts'
import { BRANCH_SEED } from './centres.seed.ts'

export function createCentresService(repository: CentresRepository, names: CentreNames) {
  return {
    /** Every centre, in the order the office set, for pickers in the portal. */
    async listCentres(): Promise<CentreSummary[]> {
      const branches = await repository.listAll()
      return branches.map(({ _id, name }) => ({ _id, name }))
    },
    /** Ids and names of the given centres (kept in memory; centre-names.ts), for records that name their centre. */
    namesOf: (ids: string[]) => names.namesOf(ids),
    /** The branch's own e-mail address (null without one), where replies to its appointment mails go. */
    emailOf: (id: string): Promise<string | null> => repository.emailOf(id),
    /** Every branch with its public details, for the website; the picture's alt text in `locale` (else English). */
    listBranches: (locale?: Language): Promise<Branch[]> => repository.listAll(locale),
    /**
     * Creates the ten branches on an empty database; never touches branches that exist.
     * `imageFor` (the CMS seed) supplies each new branch's picture: a media id, by position 1 to 10.
     */
    async seedBranches({
      imageFor,
    }: { imageFor?: (position: number) => Promise<string | null> } = {}): Promise<number> {
      if ((await repository.count()) > 0) return 0
      for (const branch of BRANCH_SEED) {
        await repository.create({ ...branch, imageId: (await imageFor?.(branch.sortOrder)) ?? null })
      }
      return BRANCH_SEED.length
    },
  }
}

export type CentresService = ReturnType<typeof createCentresService>
