import { returnedRow } from '../../db/rows';
import { ROOMS } from '@club/shared/events';
import type { UseCaseContext } from '../../use-case';
import { formatRupees, fromPaise, toPaise } from '@club/shared/money';
import { PRIZE_MESSAGES } from '@club/shared/tournament-prizes';
import {
  type CreateTournamentRequest,
  TOURNAMENT_TRANSITIONS,
  type Tournament,
  type UpdateTournamentRequest,
} from '@club/shared/tournaments';
import { eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Db } from '../../db/client';
import { tournaments } from '../../db/schema';
import { writeAudit } from '../staff/audit.service';
import { latestDeal } from './prizes/deals.repo';
import { hasPrizes } from './prizes/prizes.repo';
import { pushCancelRefunds, refundCancelledTournament } from './entries/refunds.service';
import { pushPlayOver } from './entries/entries.service';
import { pushClockAfterCommit, stopClockIfPlayOver } from './clock/clock-end.service';
import { findStructure } from './structures/structures.repo';
import { entryFigures, lockTournament, toTournament } from './tournaments.repo';

async function insertTournament(db: Db, staffId: number, input: CreateTournamentRequest): Promise<Tournament> {
  return db.transaction(async (tx) => {
    const row = returnedRow(
      await tx
        .insert(tournaments)
        .values({
          name: input.name,
          gameType: input.game_type,
          tournamentType: input.tournament_type,
          buyInPaise: toPaise(input.buy_in),
          addedMoneyPaise: toPaise(input.prize_pool),
          maxPlayers: input.max_players,
          startTime: new Date(input.start_time),
        })
        .returning(),
    );
    const created = toTournament(row, { registered: 0, buyInsPaise: 0n });
    await writeAudit(tx, {
      staffId,
      action: 'tournament.create',
      entity: 'tournament',
      entityId: row.id,
      after: created,
    });
    return created;
  });
}

/**
 * Changes a tournament's details or status. Status moves only forwards (TOURNAMENT_TRANSITIONS), and
 * max_players cannot drop below the players already registered.
 */
async function changeTournament(
  db: Db,
  staff: { staffId: number; name: string },
  id: number,
  input: UpdateTournamentRequest,
): Promise<{
  tournament: Tournament;
  refunds: Awaited<ReturnType<typeof refundCancelledTournament>>;
  isPlayOver: boolean;
}> {
  const { staffId } = staff;
  return db.transaction(async (tx) => {
    const before = await lockTournament(tx, id);
    if (!before) throw notFound('Tournament');
    const from = before.status;
    if (input.status && input.status !== from && !TOURNAMENT_TRANSITIONS[from].includes(input.status)) {
      throw new AppError('INVALID_STATE', `A tournament cannot move from ${from} to ${input.status}`);
    }
    // Prizes paid (or waiting for approval) make the tournament's money final: no cancellation (decision 133).
    if (input.status === 'cancelled' && from !== 'cancelled' && (await hasPrizes(tx, id))) {
      throw new AppError('INVALID_STATE', PRIZE_MESSAGES.noCancelAfterPrizes);
    }
    // Finishing with players still in would strand the pool: busts, prizes and refunds all stop at a finished
    // tournament. It finishes once one player is left, or a confirmed deal with nothing left to play for ended it.
    if (input.status === 'finished' && from !== 'finished') {
      const { registered: stillIn } = await entryFigures(tx, id);
      const deal = await latestDeal(tx, id);
      const settled = deal?.status === 'confirmed' && deal.playedForPaise === 0n;
      if (stillIn > 1 && !settled) throw new AppError('INVALID_STATE', PRIZE_MESSAGES.playersStillIn);
    }
    // Once prizes are recorded the pool they were paid from is final (issue 38).
    const moneyChanges =
      (input.buy_in !== undefined && toPaise(input.buy_in) !== before.buyInPaise) ||
      (input.prize_pool !== undefined && toPaise(input.prize_pool) !== before.addedMoneyPaise);
    if (moneyChanges && (await hasPrizes(tx, id))) throw new AppError('INVALID_STATE', PRIZE_MESSAGES.moneyFrozen);
    // Cancelling gives every entry its money back, once, in this transaction (decision 130).
    const refunds =
      input.status === 'cancelled' && from !== 'cancelled'
        ? await refundCancelledTournament(tx, { tournamentId: id, staff, now: new Date() })
        : [];
    const figures = await entryFigures(tx, id);
    const { registered } = figures;
    if (input.max_players !== undefined && input.max_players < registered) {
      throw new AppError('INVALID_STATE', `${registered} players are already registered; max players cannot be lower`);
    }
    const bountyPaise = (await findStructure(tx, id))?.bountyPaise ?? 0n;
    if (input.buy_in !== undefined && toPaise(input.buy_in) < bountyPaise) {
      throw new AppError(
        'VALIDATION_FAILED',
        `The buy-in cannot be less than the structure's bounty (${formatRupees(fromPaise(bountyPaise))}), which is part of it`,
      );
    }
    const after = returnedRow(
      await tx
        .update(tournaments)
        .set({
          name: input.name,
          gameType: input.game_type,
          tournamentType: input.tournament_type,
          buyInPaise: input.buy_in === undefined ? undefined : toPaise(input.buy_in),
          addedMoneyPaise: input.prize_pool === undefined ? undefined : toPaise(input.prize_pool),
          maxPlayers: input.max_players,
          startTime: input.start_time === undefined ? undefined : new Date(input.start_time),
          status: input.status,
          registrationOpen: input.registration_open,
          updatedAt: sql`now()`,
        })
        .where(eq(tournaments.id, id))
        .returning(),
    );
    const updated = toTournament(after, figures);
    await writeAudit(tx, {
      staffId,
      action: auditAction(input, before),
      entity: 'tournament',
      entityId: id,
      before: toTournament(before, figures),
      after: updated,
    });
    // Closing registration with one player left ends play as the last bust would have: no entry can come now,
    // so the clock stops (issue 38 item 5), audited in this transaction.
    const isPlayOver =
      before.registrationOpen &&
      input.registration_open === false &&
      (await stopClockIfPlayOver(tx, { tournamentId: id, staffId, now: new Date() }));
    return { tournament: updated, refunds, isPlayOver };
  });
}

/** A status move names its status; closing or reopening registration alone is its own action. */
function auditAction(input: UpdateTournamentRequest, before: { status: string; registrationOpen: boolean }): string {
  if (input.status && input.status !== before.status) return `tournament.status.${input.status}`;
  const keys = Object.keys(input);
  if (keys.length === 1 && keys[0] === 'registration_open' && input.registration_open !== before.registrationOpen) {
    return input.registration_open ? 'tournament.registration.reopen' : 'tournament.registration.close';
  }
  return 'tournament.update';
}

/** Removes a tournament and its registrations and interests (cancelling keeps them; staff choose). */
async function removeTournament(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockTournament(tx, id);
    if (!before) throw notFound('Tournament');
    const figures = await entryFigures(tx, id);
    // Paid entries keep their ledger rows: removing the tournament would leave the money nowhere
    // (decision 130). Cancelling refunds them; a tournament nobody paid for may go.
    if (figures.buyInsPaise + figures.bountiesPaise + figures.feesPaise > 0n) {
      throw new AppError('INVALID_STATE', 'Players have paid entries: cancel the tournament to refund them instead');
    }
    await tx.delete(tournaments).where(eq(tournaments.id, id));
    await writeAudit(tx, {
      staffId,
      action: 'tournament.delete',
      entity: 'tournament',
      entityId: id,
      before: toTournament(before, figures),
    });
  });
}

/** Every lobby shows the tournament as staff left it. */
export async function createTournament(ctx: UseCaseContext, staffId: number, input: CreateTournamentRequest) {
  const tournament = await insertTournament(ctx.db, staffId, input);
  ctx.publish(ROOMS.lobby, 'tournament_updated', tournament);
  return tournament;
}

export async function updateTournament(ctx: UseCaseContext, ...args: Tail<Parameters<typeof changeTournament>>) {
  const { tournament, refunds, isPlayOver } = await changeTournament(ctx.db, ...args);
  ctx.publish(ROOMS.lobby, 'tournament_updated', tournament);
  pushCancelRefunds(ctx, tournament.id, refunds);
  if (isPlayOver) {
    pushClockAfterCommit(ctx, tournament.id);
    pushPlayOver(ctx, tournament.id);
  }
  return tournament;
}

export async function deleteTournament(ctx: UseCaseContext, staffId: number, id: number): Promise<void> {
  await removeTournament(ctx.db, staffId, id);
  ctx.publish(ROOMS.lobby, 'tournament_removed', { id });
}

type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
