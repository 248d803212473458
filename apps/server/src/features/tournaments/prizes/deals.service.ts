import { ROOMS, staffRoomsOf } from '@club/shared/events';
import { formatRupees, fromPaise, toPaise } from '@club/shared/money';
import { DEAL_MESSAGES, type DealProposal, type StaffDeal, type TournamentDeal } from '@club/shared/tournament-deals';
import { AppError, notFound } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import type { UseCaseContext } from '../../../use-case';
import { tournamentDealPush } from '../../push/push.mappers';
import { sendPushToEach } from '../../push/push.service';
import { writeAudit } from '../../staff/audit.service';
import { pushClockAfterCommit, stopClockIfPlayOver } from '../clock/clock-end.service';
import { readTournamentClock } from '../clock/clock-view.service';
import { pushPlayOver } from '../entries/entries.service';
import { findTournamentRow, lockTournament } from '../tournaments.repo';
import { proposeDeal } from './deals';
import {
  acceptShare,
  lockShare,
  type DealRow,
  dealShares,
  insertDeal,
  latestDeal,
  lockOpenDeal,
  remainingPlayers,
  setDealStatus,
} from './deals.repo';

async function toDeal(db: DbOrTx, row: DealRow): Promise<TournamentDeal> {
  const shares = await dealShares(db, row.id);
  return {
    id: row.id,
    tournamentId: row.tournamentId,
    method: row.method,
    status: row.status,
    dealt: fromPaise(row.dealtPaise),
    amountLeftToPlayFor: fromPaise(row.playedForPaise),
    shares: shares.map((share) => ({
      playerId: share.playerId,
      name: `${share.firstName} ${share.lastName}`,
      chips: share.chips,
      amount: fromPaise(share.amountPaise),
      acceptedAt: share.acceptedAt?.toISOString() ?? null,
    })),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** After commit: the players in the deal (their own rooms) and the consoles that run tournaments. */
function publishDeal(ctx: UseCaseContext, dealId: number, tournamentId: number) {
  ctx.afterCommit(async () => {
    const row = await latestDeal(ctx.db, tournamentId);
    if (!row || row.id !== dealId) return;
    const deal = await toDeal(ctx.db, row);
    const rooms = [...deal.shares.map((share) => ROOMS.player(share.playerId)), ...staffRoomsOf('tournament_deal')];
    ctx.publish(rooms, 'tournament_deal', deal);
  });
}

async function newestDeal(db: DbOrTx, tournamentId: number): Promise<TournamentDeal | null> {
  const row = await latestDeal(db, tournamentId);
  return row ? toDeal(db, row) : null;
}

/** The tournament's newest deal for the console (null before any), and the players a proposal is among. */
export async function readDeal(db: DbOrTx, tournamentId: number): Promise<StaffDeal> {
  const [deal, remaining] = await Promise.all([newestDeal(db, tournamentId), remainingPlayers(db, tournamentId)]);
  return {
    deal,
    remaining: remaining.map((player) => ({
      playerId: player.playerId,
      name: `${player.firstName} ${player.lastName}`,
      countedChips: player.countedChips,
    })),
  };
}

/** The newest deal for a player in it; a player outside it reads none (another table's business). */
export async function readDealForPlayer(db: DbOrTx, tournamentId: number, playerId: number) {
  const deal = await newestDeal(db, tournamentId);
  if (!deal?.shares.some((share) => share.playerId === playerId)) return { deal: null };
  return { deal };
}

/**
 * The director's proposal (issue 30): the chips of every remaining player, and the remaining places'
 * prizes from the payout table shared by the method, exactly (decision 123). A proposal still waiting for
 * answers is withdrawn by the new one; a confirmed deal stays.
 */
export async function proposeTournamentDeal(
  ctx: UseCaseContext,
  input: { staffId: number; tournamentId: number; proposal: DealProposal },
): Promise<TournamentDeal> {
  const { proposal, tournamentId } = input;
  const deal = await ctx.db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    if (!tournament) throw notFound('Tournament');
    if (tournament.status !== 'running') throw new AppError('INVALID_STATE', DEAL_MESSAGES.notRunning);
    const remaining = await remainingPlayers(tx, tournamentId);
    const given = [...proposal.stacks].sort((a, b) => a.playerId - b.playerId);
    if (
      given.length !== remaining.length ||
      given.some((stack, index) => stack.playerId !== remaining[index]?.playerId)
    ) {
      throw new AppError('VALIDATION_FAILED', DEAL_MESSAGES.stacksMustMatch);
    }
    const clock = await readTournamentClock(tx, tournamentId, new Date());
    // The remaining places are the best ones, one per remaining player.
    const prizes = clock.paidPlaces.filter((p) => p.place <= remaining.length).map((p) => toPaise(p.amount));
    const playedFor = toPaise(proposal.amountLeftToPlayFor ?? '0');
    const outcome = proposeDeal({
      method: proposal.method,
      stacks: given.map((stack) => BigInt(stack.chips)),
      prizes,
      playedFor,
    });
    if (!outcome.ok) throw new AppError('VALIDATION_FAILED', outcome.reason);

    const open = await lockOpenDeal(tx, tournamentId);
    if (open?.status === 'confirmed') throw new AppError('INVALID_STATE', DEAL_MESSAGES.alreadyConfirmed);
    if (open) await setDealStatus(tx, open.id, { status: 'withdrawn' });
    const row = await insertDeal(
      tx,
      {
        tournamentId,
        method: proposal.method,
        dealtPaise: outcome.shares.reduce((a, b) => a + b, 0n),
        playedForPaise: playedFor,
        proposedBy: input.staffId,
      },
      given.map((stack, index) => ({
        playerId: stack.playerId,
        chips: stack.chips,
        amountPaise: outcome.shares[index] ?? 0n,
      })),
    );
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'tournament.deal.propose',
      entity: 'tournament',
      entityId: tournamentId,
      before: open ? { dealId: open.id, status: open.status } : null,
      after: {
        dealId: row.id,
        method: proposal.method,
        playedFor: fromPaise(playedFor),
        shares: given.map((stack, index) => ({ ...stack, amount: fromPaise(outcome.shares[index] ?? 0n) })),
      },
    });
    return row;
  });
  publishDeal(ctx, deal.id, tournamentId);
  const proposed = await toDeal(ctx.db, deal);
  // Off the tournament's page, or with the app closed: each player in it hears of the offer (issue 38 item 9).
  const tournamentName = (await findTournamentRow(ctx.db, tournamentId))?.name ?? 'Tournament';
  ctx.afterCommit(() =>
    sendPushToEach(
      ctx,
      proposed.shares.map((share) => ({
        playerId: share.playerId,
        ...tournamentDealPush({ tournamentId, tournamentName, dealId: proposed.id, share: formatRupees(share.amount) }),
      })),
    ),
  );
  return proposed;
}

/**
 * A player in the deal answers from the phone: accepting marks their figure; declining puts the deal off
 * for everyone (the director may propose another).
 */
export async function answerTournamentDeal(
  ctx: UseCaseContext,
  input: { playerId: number; tournamentId: number; answer: 'accept' | 'decline' },
): Promise<TournamentDeal> {
  const row = await ctx.db.transaction(async (tx) => {
    const open = await lockOpenDeal(tx, input.tournamentId);
    if (open?.status !== 'proposed') throw new AppError('INVALID_STATE', DEAL_MESSAGES.noOpenDeal);
    const share = await lockShare(tx, open.id, input.playerId);
    if (!share) throw new AppError('FORBIDDEN', DEAL_MESSAGES.notInDeal);
    if (share.acceptedAt) throw new AppError('INVALID_STATE', DEAL_MESSAGES.alreadyAnswered);
    if (input.answer === 'accept') await acceptShare(tx, open.id, input.playerId);
    else await setDealStatus(tx, open.id, { status: 'declined' });
    return open;
  });
  publishDeal(ctx, row.id, input.tournamentId);
  return toDeal(ctx.db, (await latestDeal(ctx.db, input.tournamentId)) ?? row);
}

/**
 * The director confirms a deal every player in it has accepted: its amounts become the remaining places'
 * prizes (the amount left to play for stays on top for the winner). Audited with every acceptance.
 */
export async function confirmTournamentDeal(
  ctx: UseCaseContext,
  input: { staffId: number; tournamentId: number },
): Promise<TournamentDeal> {
  const row = await ctx.db.transaction(async (tx) => {
    // Under the tournament's lock, as busts and entries are: the players left cannot change while it is confirmed.
    if (!(await lockTournament(tx, input.tournamentId))) throw notFound('Tournament');
    const open = await lockOpenDeal(tx, input.tournamentId);
    if (!open) throw new AppError('INVALID_STATE', DEAL_MESSAGES.noOpenDeal);
    if (open.status === 'confirmed') throw new AppError('INVALID_STATE', DEAL_MESSAGES.alreadyConfirmed);
    const shares = await dealShares(tx, open.id);
    const waiting = shares.filter((share) => !share.acceptedAt);
    if (waiting.length > 0) {
      const names = waiting.map((share) => `${share.firstName} ${share.lastName}`).join(', ');
      throw new AppError('INVALID_STATE', `Waiting for ${names} to accept`);
    }
    // A deal is among the live entries of the players left when it was proposed (issue 38): a bust, an entry
    // or an undone bust since then makes it another deal.
    const left = (await remainingPlayers(tx, input.tournamentId)).map((player) => player.playerId);
    const inDeal = shares.map((share) => share.playerId).sort((a, b) => a - b);
    if (left.length !== inDeal.length || left.some((playerId, index) => playerId !== inDeal[index])) {
      throw new AppError('INVALID_STATE', DEAL_MESSAGES.playersChanged);
    }
    await setDealStatus(tx, open.id, { status: 'confirmed', confirmedBy: input.staffId });
    // Nothing left to play for: the deal ends play and the clock stops (issue 38 item 5).
    const isPlayOver = await stopClockIfPlayOver(tx, {
      tournamentId: input.tournamentId,
      staffId: input.staffId,
      now: new Date(),
    });
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'tournament.deal.confirm',
      entity: 'tournament',
      entityId: input.tournamentId,
      after: {
        dealId: open.id,
        method: open.method,
        shares: shares.map((share) => ({
          playerId: share.playerId,
          amount: fromPaise(share.amountPaise),
          acceptedAt: share.acceptedAt?.toISOString() ?? null,
        })),
      },
    });
    return { open, isPlayOver };
  });
  publishDeal(ctx, row.open.id, input.tournamentId);
  if (row.isPlayOver) {
    pushClockAfterCommit(ctx, input.tournamentId);
    pushPlayOver(ctx, input.tournamentId);
  }
  return toDeal(ctx.db, (await latestDeal(ctx.db, input.tournamentId)) ?? row.open);
}
