// What the IEP's use cases are given (docs/modules.md, "The use-case skeleton"): the repository, the ports to
// other modules, the clock, the mail outbox, the logger, Payload for transactions, and the portal's address.
import type { Language } from '@app/platform/format'
import type { Payload } from 'payload'
import type { CheckedFile, IncomingFile, OpenedFile, SignedLink, StoredFile } from '@app/files'
import type { ChildDto, ChildRecord } from '@app/children'
import type { Clock, Logger, Mailer, Page, TokenUser } from '@app/platform'
import type { IepRepository } from './iep.repository.ts'

/** A user as the IEP module needs to know them (from the accounts module). */
export interface PersonSummary {
  _id: string
  name: string | null
  email: string | null
  role: string
}
export interface PeopleLookup {
  summariesOf(ids: string[]): Promise<PersonSummary[]>
}

/** What the IEP module asks of the children module. */
export interface ChildrenForIep {
  findChild(id: string): Promise<ChildDto | null>
  listAssignedTo(
    caller: TokenUser,
    query: { search?: string; page?: Page },
  ): Promise<{ children: ChildRecord[]; total: number }>
}

/** The part of the files module's port the IEP module uses (docs/api/files.md). */
export interface FilesForIep {
  check(file: IncomingFile, accept: readonly string[]): CheckedFile
  store(checked: CheckedFile, options: { kind: string; attachedTo?: string | null }): Promise<StoredFile>
  find(id: string): Promise<StoredFile | null>
  remove(ids: string[]): Promise<void>
  stream(file: StoredFile, range?: string): Promise<OpenedFile | null>
  signedLinkFor(file: StoredFile, viewerId: string): SignedLink
}

export interface IepDeps {
  repository: IepRepository
  children: ChildrenForIep
  people: PeopleLookup
  files: FilesForIep
  /** The mail outbox of `@app/mail`: `send` stores the mail, a worker delivers it (decision 011). */
  mailer: Mailer
  clock: Clock
  log: Logger
  /** For `withTransaction(deps.payload, ...)` around a use case's writes (decision 012). */
  payload: Payload
  /** The portal's address, for the links in e-mails. */
  publicUrl: string
  /** The language a parent reads (their choice, kept by the messaging module); English when none is known. */
  languageOf: (parentId: string) => Promise<Language>
}
