import { Navigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ForbiddenPage } from '../../../components/layout/forbidden-page'
import { useSession } from '../../../hooks/use-session'
import { guardDecision } from '../../../lib/access'
import type { PortalRole } from '../../../lib/session'

/** Renders children only for the given roles; others see 403, the signed-out go to /login. */
export function RoleGate({ roles, children }: { roles: readonly PortalRole[]; children: ReactNode }) {
  const decision = guardDecision(useSession(), roles)
  if (decision === 'login') return <Navigate to="/login" replace />
  if (decision === 'forbidden') return <ForbiddenPage />
  return children
}
