import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../app-error';
import type { StaffSession } from '../../../auth/sessions.service';
import {
  currentStaff,
  hasPermission,
  loadPlayerSession,
  loadStaffSession,
  refuseTemporaryPassword,
} from '../../../plugins/auth';

/**
 * preHandler for what anyone in the club room may see (the lobby, a table's seats and pot): a player
 * with KYC passed, or a staff member who may read players (every role but the kitchen's, which reads
 * food orders and nothing else: decision 105). Signed-out visitors see nothing.
 */
export async function requireClubMember(request: FastifyRequest): Promise<void> {
  const player = await loadPlayerSession(request);
  if (player?.scope === 'full') return;
  const staff = await loadStaffSession(request);
  if (staff) {
    refuseTemporaryPassword(staff);
    if (!hasPermission(staff, 'playersRead')) throw new AppError('FORBIDDEN', 'Your role does not allow this action');
    return;
  }
  if (player) throw new AppError('KYC_VERIFICATION_REQUIRED', 'Complete KYC verification to use this feature');
  throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
}

/** The viewing player's id on a club-member route (null for staff). */
export const viewerPlayerId = (request: FastifyRequest): number | null =>
  request.playerSession?.scope === 'full' ? request.playerSession.playerId : null;

/** Who acts on the floor: the audit names them, the player's notification comes from them. */
export type FloorStaff = Pick<StaffSession, 'staffId' | 'name' | 'role'>;

/** The signed-in staff member as the floor's use cases take them (after a requireStaff guard). */
export function floorStaff(request: FastifyRequest): FloorStaff {
  const { staffId, name, role } = currentStaff(request);
  return { staffId, name, role };
}
