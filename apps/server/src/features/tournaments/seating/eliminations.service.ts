import { PRIZE_MESSAGES } from '@club/shared/tournament-prizes';
import type { SeatingChange } from '@club/shared/tournament-seating';
import { AppError, notFound } from '../../../app-error';
import type { UseCaseContext } from '../../../use-case';
import { writeAudit } from '../../staff/audit.service';
import { findClock } from '../clock/clock.repo';
import { hasPrizes } from '../prizes/prizes.repo';
import { stopClockIfPlayOver } from '../clock/clock-end.service';
import { pushEntryChange, pushPlacesMoved, pushPlayOver } from '../entries/entries.service';
import { drawLateSeat } from './draw';
import {
  findEntryById,
  findStandingEliminations,
  insertElimination,
  setEntryBusted,
  updateElimination,
} from './eliminations.repo';
import { sharedPlacesFrom } from './places';
import { rePlaceBusts } from './places.service';
import { newSeed } from './seeded-random';
import { runningTables } from './seating-state';
import { freeSeat } from './seating.repo';
import { lockSeating, refuseFinished, runChange, writeChanges } from './seating.service';

const LAST_PLAYER_IN = 'The last player in cannot bust: one player must be left';

/**
 * POST /api/staff/tournaments/{id}/eliminations (issue 29, RP-8, decisions 132 and 135): the places are derived
 * from the order of the busts over every entry (`rePlaceBusts`): this bust takes the place above the busts
 * before it; with `sameHand` while hand-for-hand is on, the bust joins the bust called just before and they
 * share the best of their places. The entry becomes busted (so the re-entry
 * rules see it) and its seat frees; the clock's players left follow.
 */
export async function eliminate(
  ctx: UseCaseContext,
  input: { tournamentId: number; staffId: number; playerId: number; eliminatorId?: number; sameHand?: boolean },
) {
  let place = 0;
  let isPlayOver = false;
  let moved: number[] = [];
  const change = await runChange(ctx, input.tournamentId, async (tx) => {
    const { tournament, loaded } = await lockSeating(tx, input.tournamentId);
    refuseFinished(tournament.status);
    const entry = loaded.entries.find((e) => e.playerId === input.playerId);
    if (!entry) throw notFound('Player still in this tournament');
    if (input.eliminatorId !== undefined) {
      if (input.eliminatorId === input.playerId) {
        throw new AppError('VALIDATION_FAILED', 'A player cannot eliminate themselves');
      }
      if (!loaded.entries.some((e) => e.playerId === input.eliminatorId)) {
        throw new AppError('VALIDATION_FAILED', 'The eliminator is not a player still in this tournament');
      }
    }
    // A knockout's bounty goes to whoever busted the player (decision 134): the floor must say who.
    if (input.eliminatorId === undefined && ((await findEntryById(tx, entry.entryId))?.bountyPaise ?? 0n) > 0n) {
      throw new AppError('VALIDATION_FAILED', PRIZE_MESSAGES.eliminatorNeeded);
    }
    const standing = await findStandingEliminations(tx, tournament.id);
    const playersLeft = loaded.entries.length;
    if (playersLeft < 2) throw new AppError('INVALID_STATE', LAST_PLAYER_IN);
    let group: { id: number; members: typeof standing } | null = null;
    if (input.sameHand) {
      const { clock } = await findClock(tx, tournament.id);
      if (!clock.handForHand) {
        throw new AppError('INVALID_STATE', 'Busts share a place only in hand-for-hand: turn hand-for-hand on first');
      }
      const previous = standing[0];
      if (!previous) throw new AppError('INVALID_STATE', 'There is no bust in this hand yet to share a place with');
      const id = previous.handGroup ?? previous.id;
      const members = standing.filter((e) => e.id === id || e.handGroup === id);
      group = { id, members };
    }
    if (group) {
      for (const member of group.members) await updateElimination(tx, member.id, { handGroup: group.id });
    }
    // Written at the live count, then every place derived again from the order of the busts (decision 135).
    const inserted = await insertElimination(tx, {
      tournamentId: tournament.id,
      entryId: entry.entryId,
      playerId: entry.playerId,
      eliminatorId: input.eliminatorId ?? null,
      place: playersLeft,
      playersLeft,
      handGroup: group?.id ?? null,
      tableNumber: entry.table,
      seat: entry.seat,
      staffId: input.staffId,
    });
    moved = await rePlaceBusts(tx, tournament.id);
    const placed = (await findStandingEliminations(tx, tournament.id)).find((e) => e.id === inserted.id);
    if (!placed) throw new Error('The bust is missing right after it was written');
    place = placed.place;
    const result = { place, sharedPlaces: sharedPlacesFrom(place, (group?.members.length ?? 0) + 1) };
    await setEntryBusted(tx, entry.entryId, true);
    await freeSeat(tx, entry.entryId);
    // The last bust ends play: the clock stops (issue 38 item 5).
    isPlayOver = await stopClockIfPlayOver(tx, {
      tournamentId: tournament.id,
      staffId: input.staffId,
      now: new Date(),
    });
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: entry.playerId,
      action: 'tournament.elimination',
      entity: 'tournament_entry',
      entityId: entry.entryId,
      after: {
        tournamentId: tournament.id,
        tournamentName: tournament.name,
        place: result.place,
        sharedPlaces: result.sharedPlaces,
        eliminatorId: input.eliminatorId ?? null,
        table: entry.table,
        seat: entry.seat,
      },
    });
    return { tournamentName: tournament.name, kind: 'move', seed: null, changes: [] };
  });
  pushEntryChange(ctx, { tournamentId: input.tournamentId, playerId: input.playerId }, null);
  if (isPlayOver) pushPlayOver(ctx, input.tournamentId);
  pushPlacesMoved(ctx, input.tournamentId, moved, input.playerId);
  const elimination = change.seating.eliminations.find((e) => e.playerId === input.playerId);
  if (!elimination || elimination.place !== place) throw new Error('The bust is missing right after it was written');
  return { elimination, seating: change.seating };
}

/**
 * DELETE /api/staff/tournaments/{id}/eliminations/{playerId}: the bust is undone with a reason (audited),
 * the entry is active again and draws a seat from the pool when tables run; every place is derived again
 * without it (decision 135): the busts after it move up one, busts that shared its hand share one fewer.
 */
export async function undoElimination(
  ctx: UseCaseContext,
  input: { tournamentId: number; staffId: number; playerId: number; reason: string },
): Promise<SeatingChange> {
  let moved: number[] = [];
  const change = await runChange(ctx, input.tournamentId, async (tx) => {
    const { tournament, loaded } = await lockSeating(tx, input.tournamentId);
    refuseFinished(tournament.status);
    const standing = await findStandingEliminations(tx, tournament.id);
    const bust = standing.find((e) => e.playerId === input.playerId);
    if (!bust) throw notFound('Bust of this player');
    // Paid places are final: the money is in the wallets (decision 133).
    if (await hasPrizes(tx, tournament.id)) throw new AppError('INVALID_STATE', PRIZE_MESSAGES.paidNoUndo);
    if (loaded.entries.some((e) => e.playerId === input.playerId)) {
      throw new AppError('INVALID_STATE', 'This player has re-entered since the bust: it cannot be undone');
    }
    const entry = await findEntryById(tx, bust.entryId);
    if (entry?.status !== 'busted') throw new AppError('INVALID_STATE', 'This entry is no longer busted');
    await updateElimination(tx, bust.id, { undoneAt: new Date(), undoneBy: input.staffId, undoReason: input.reason });
    await setEntryBusted(tx, bust.entryId, false);
    // Every bust after it moves up one place, and busts that shared its hand share one place fewer.
    moved = await rePlaceBusts(tx, tournament.id);
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: input.playerId,
      action: 'tournament.elimination.undo',
      entity: 'tournament_entry',
      entityId: bust.entryId,
      before: { place: bust.place },
      after: { tournamentId: tournament.id, tournamentName: tournament.name },
      note: input.reason,
    });
    // Back in: a seat from the pool of the running tables (TDA 8-A), or unseated for the console's draw.
    const back = {
      ...loaded,
      entries: [
        ...loaded.entries,
        {
          entryId: bust.entryId,
          playerId: input.playerId,
          name: '',
          playerCode: '',
          chipsIn: 0,
          countedChips: null,
          countedAt: null,
          table: null,
          seat: null,
        },
      ],
    };
    if (runningTables(loaded.state).length > 0) {
      const seed = newSeed();
      const card = drawLateSeat(loaded.state, seed);
      if (card.ok) {
        const changes = [{ playerId: input.playerId, from: null, to: { table: card.table, seat: card.seat } }];
        await writeChanges(tx, tournament.id, back, changes, { kind: 'late', seed, staffId: input.staffId });
        return { tournamentName: tournament.name, kind: 'late', seed, changes };
      }
    }
    return { tournamentName: tournament.name, kind: 'move', seed: null, changes: [] };
  });
  pushEntryChange(ctx, { tournamentId: input.tournamentId, playerId: input.playerId }, null);
  pushPlacesMoved(ctx, input.tournamentId, moved, input.playerId);
  return change;
}
