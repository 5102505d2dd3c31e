import type { Payload } from 'payload'
import type { TokenSigner } from '@app/platform'
import { createAccountsRepository } from './accounts.repository.ts'
import { createAccountsRouter } from './accounts.routes.ts'
import { createAccountsService } from './accounts.service.ts'

export { accountsCollections, USERS_SLUG } from './accounts.collections.ts'
export { DEMO_ACCOUNTS, type DemoAccount } from './accounts.seed.ts'
export { LoginSchema, type LoginInput, type UserDto } from './accounts.schema.ts'
export { INVALID_LOGIN_MESSAGE, LOCKED_MESSAGE, type AccountsService } from './accounts.service.ts'

/** The accounts module: sign-in, sessions and user profiles. */
export function createAccounts({
  payload,
  signer,
  tokenTtlSeconds,
}: {
  payload: Payload
  signer: TokenSigner
  tokenTtlSeconds: number
}) {
  const service = createAccountsService({ repository: createAccountsRepository(payload), signer, tokenTtlSeconds })
  return { service, router: createAccountsRouter(service) }
}

export type AccountsModule = ReturnType<typeof createAccounts>
