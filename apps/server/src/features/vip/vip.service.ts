import type { UseCaseContext } from '../../use-case';
import { publishRedemption } from './vip.events';
import { type Redemption, VIP_MESSAGES, VIP_REWARDS, type VipPoints, type VipRewardType } from '@club/shared/vip';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { vipRedemptions } from '../../db/schema';
import { writeAudit } from '../staff/audit.service';
import { computePointsEarned } from './vip-points';
import {
  decideRedemptionRow,
  findPlayerName,
  findRedemption,
  insertRedemption,
  listPlayerRedemptions,
  listRedemptionsWithPlayers,
  loadPlayHistory,
  lockPlayerForVip,
  lockRedemption,
  toRedemption,
} from './vip.repo';

const REDEMPTIONS_SHOWN = 20;

/**
 * The player's VIP points from real play, less what was spent (approved) and what is held by the pending
 * request. Available never shows below zero, even if a floor correction later shortened a session.
 */
export async function calculateVipPoints(db: DbOrTx, playerId: number, now = new Date()): Promise<VipPoints> {
  const earned = computePointsEarned(await loadPlayHistory(db, playerId), now);
  const redemptions = (await listPlayerRedemptions(db, playerId)).map(toRedemption);
  const pointsSpent = sum(redemptions.filter((r) => r.status === 'approved'));
  const pending = redemptions.find((r) => r.status === 'pending') ?? null;
  const pointsPending = pending?.pointsCost ?? 0;
  return {
    playerId,
    ...earned,
    pointsSpent,
    pointsPending,
    availablePoints: Math.max(0, earned.totalVipPoints - pointsSpent - pointsPending),
    pendingRedemption: pending,
    redemptions: redemptions.slice(0, REDEMPTIONS_SHOWN),
    calculatedAt: now.toISOString(),
  };
}

const sum = (list: Redemption[]) => list.reduce((total, r) => total + r.pointsCost, 0);

/**
 * The player asks for a reward at the catalogue's cost. The player's row is locked, a pending request
 * refuses a second one (and the one-pending unique index backs that up under any race), and the cost
 * must fit the available points, pending included: points can never be spent twice.
 */
async function requestReward(
  db: Db,
  input: { playerId: number; rewardType: VipRewardType },
): Promise<{ redemption: Redemption; points: VipPoints }> {
  const cost = VIP_REWARDS[input.rewardType].pointsCost;
  try {
    const row = await db.transaction(async (tx) => {
      if (!(await lockPlayerForVip(tx, input.playerId))) throw notFound('Player');
      const points = await calculateVipPoints(tx, input.playerId);
      if (points.pendingRedemption) throw new AppError('REDEMPTION_PENDING', VIP_MESSAGES.pending);
      if (points.availablePoints < cost) {
        throw new AppError('INSUFFICIENT_POINTS', VIP_MESSAGES.insufficient, {
          details: { availablePoints: points.availablePoints, pointsCost: cost },
        });
      }
      return insertRedemption(tx, input.playerId, input.rewardType);
    });
    return { redemption: toRedemption(row), points: await calculateVipPoints(db, input.playerId) };
  } catch (error) {
    if (uniqueViolation(error) === 'vip_redemptions_one_pending') {
      throw new AppError('REDEMPTION_PENDING', VIP_MESSAGES.pending);
    }
    throw error;
  }
}

/**
 * Staff approve (the points are spent) or reject (they return). Locks the player first, then the
 * request, in the same order as a redemption, so the two never deadlock. An approval re-checks the
 * points: earned points can shrink (a corrected session), and spent points must never exceed them.
 */
async function recordDecision(
  db: Db,
  input: { redemptionId: number; staffId: number; decision: 'approved' | 'rejected'; note: string | null },
): Promise<{ redemption: Redemption; points: VipPoints }> {
  const found = await findRedemption(db, input.redemptionId);
  if (!found) throw notFound('Redemption');
  const row = await db.transaction(async (tx) => {
    await lockPlayerForVip(tx, found.playerId);
    const before = await lockRedemption(tx, input.redemptionId);
    if (!before) throw notFound('Redemption');
    if (before.status !== 'pending') {
      throw new AppError('INVALID_STATE', `This redemption was already ${before.status}`);
    }
    if (input.decision === 'approved') {
      const points = await calculateVipPoints(tx, before.playerId);
      // Available already holds this request back; what must hold is earned − spent ≥ its cost.
      if (points.totalVipPoints - points.pointsSpent < before.pointsCost) {
        throw new AppError('INSUFFICIENT_POINTS', 'The player no longer has enough points for this reward');
      }
    }
    const after = await decideRedemptionRow(tx, before.id, {
      status: input.decision,
      decidedBy: input.staffId,
      note: input.note,
    });
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: before.playerId,
      action: `vip_redemption.${input.decision === 'approved' ? 'approve' : 'reject'}`,
      entity: 'vip_redemption',
      entityId: before.id,
      before: { status: before.status, pointsCost: before.pointsCost },
      after: { status: after.status },
      note: input.note,
    });
    return after;
  });
  return { redemption: toRedemption(row), points: await calculateVipPoints(db, row.playerId) };
}

export async function listStaffRedemptions(db: Db, status: 'all' | Redemption['status']) {
  const rows = await listRedemptionsWithPlayers(db, status === 'all' ? undefined : eq(vipRedemptions.status, status));
  return rows.map(({ redemption, firstName, lastName }) => ({
    ...toRedemption(redemption),
    playerName: `${firstName} ${lastName}`.trim(),
  }));
}

/** After commit: the staff's list names the player, read here and handed to the events. */
async function announceRedemption(ctx: UseCaseContext, result: { redemption: Redemption; points: VipPoints }) {
  const playerName = await findPlayerName(ctx.db, result.redemption.playerId);
  publishRedemption(ctx, { ...result, playerName });
}

/** A player asks for a reward: their points go down at once, and redemption staff see the request. */
export async function redeemReward(ctx: UseCaseContext, input: Parameters<typeof requestReward>[1]) {
  const result = await requestReward(ctx.db, input);
  await announceRedemption(ctx, result);
  return result;
}

/** Staff decide: the player's points and the request follow on every open screen. */
export async function decideRedemption(ctx: UseCaseContext, input: Parameters<typeof recordDecision>[1]) {
  const result = await recordDecision(ctx.db, input);
  await announceRedemption(ctx, result);
  return result;
}
