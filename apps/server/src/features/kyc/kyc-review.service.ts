import { eq, sql } from 'drizzle-orm';
import type { KycStatus } from '@club/shared/accounts';
import { AppError, notFound } from '../../app-error';
import type { Db } from '../../db/client';
import { players } from '../../db/schema';
import { promotePlayerSessions } from '../sessions/sessions.service';
import { writeAudit } from '../staff/audit';

export type KycDecision = 'approved' | 'rejected' | 'incomplete';

export interface KycDecisionResult {
  playerId: number;
  email: string;
  kycStatus: KycStatus;
  note: string | null;
}

/**
 * A staff decision on a player's KYC. Staff may approve a player whose documents they checked in
 * person at the desk before all are uploaded; the note records that. Approval promotes the player's
 * onboarding sessions to full ones. The caller publishes the result after this commits.
 */
export async function decidePlayerKyc(
  db: Db,
  input: { playerId: number; status: KycDecision; note: string | null; staffId: number | null },
): Promise<KycDecisionResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(players).where(eq(players.id, input.playerId)).for('update');
    if (!before) throw notFound('Player');
    if (input.status === 'rejected' && !input.note) {
      throw new AppError('VALIDATION_FAILED', 'Say why the KYC was rejected: the player sees this note');
    }
    const [after] = await tx
      .update(players)
      .set({ kycStatus: input.status, kycNote: input.note, kycDecidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(players.id, input.playerId))
      .returning();
    if (input.status === 'approved') await promotePlayerSessions(tx, input.playerId);
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: input.playerId,
      action: `kyc.${input.status}`,
      entity: 'player',
      entityId: input.playerId,
      before: { kycStatus: before.kycStatus },
      after: { kycStatus: after!.kycStatus },
      note: input.note,
    });
    return { playerId: after!.id, email: after!.email, kycStatus: after!.kycStatus as KycStatus, note: after!.kycNote };
  });
}

export async function approveKycByEmail(db: Db, email: string, note: string): Promise<KycDecisionResult> {
  const [player] = await db.select({ id: players.id }).from(players).where(eq(players.email, email.trim().toLowerCase()));
  if (!player) throw notFound(`Player ${email}`);
  return decidePlayerKyc(db, { playerId: player.id, status: 'approved', note, staffId: null });
}
