// A month's session video, for anyone who may read its plan: streamed with Range, or as a short-lived signed link
// the `<video>` element streams (docs/decisions/029). Anything else is 404 `Video not found`.
import type { SignedLink, StoredFile } from '@app/files'
import { notFound, type TokenUser } from '@app/platform'
import type { IepDeps } from '../iep.deps.ts'
import { planOfAttached } from '../iep.dto.ts'
import { SESSION_VIDEO_TARGET, VIDEO_NOT_FOUND_MESSAGE } from '../iep.schema.ts'
import { mayReadPlan } from './plan-access.ts'

/** The session video with this file id, when the actor may read its plan. */
async function sessionVideoOf(deps: IepDeps, actor: TokenUser | null, fileId: string): Promise<StoredFile> {
  // load
  const file = await deps.files.find(fileId)
  const iepId = planOfAttached(file?.attachedTo)
  // access
  if (!actor || !file || !iepId || file.kind !== SESSION_VIDEO_TARGET || !(await mayReadPlan(deps, actor, { iepId }))) {
    throw notFound(VIDEO_NOT_FOUND_MESSAGE)
  }
  return file
}

/** The video's bytes (a Range when asked). */
export async function openSessionVideo(
  deps: IepDeps,
  actor: TokenUser | null,
  input: { fileId: string; range: string | undefined },
) {
  const file = await sessionVideoOf(deps, actor, input.fileId)
  // load
  const opened = await deps.files.stream(file, input.range)
  if (!opened) throw notFound(VIDEO_NOT_FOUND_MESSAGE)
  return opened
}

/** A short-lived link to the video, signed for this viewer. */
export async function sessionVideoLink(
  deps: IepDeps,
  actor: TokenUser | null,
  input: { fileId: string },
): Promise<SignedLink> {
  if (!actor) throw notFound(VIDEO_NOT_FOUND_MESSAGE)
  const file = await sessionVideoOf(deps, actor, input.fileId)
  return deps.files.signedLinkFor(file, actor._id)
}
