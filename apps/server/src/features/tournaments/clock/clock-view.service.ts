import { fromPaise } from '@club/shared/money';
import type { TournamentClock } from '@club/shared/tournament-clock';
import { levelNumbers, type StructureItem } from '@club/shared/tournament-structure';
import { notFound } from '../../../app-error';
import type { DbOrTx } from '../../../db/client';
import { handForHandSeconds } from '../../club/club.service';
import { latestDeal } from '../prizes/deals.repo';
import { clubPayoutTable, payoutsFor } from '../prizes/paid-places';
import { handForHandProgress } from '../seating/seating.repo';
import { findStructure, toStructure } from '../structures/structures.repo';
import { entryFigures, findTournamentRow } from '../tournaments.repo';
import { msToNextBreak, projectSchedule, readClock } from './clock';
import { findClock } from './clock.repo';
import { isPlayOver } from './play-over';

const ENDED_STATUSES: readonly string[] = ['finished', 'cancelled'];

/** The big blind that sets the average's depth: the current level's, or on a break the next level's. */
function depthBigBlind(rows: readonly StructureItem[], index: number): number | null {
  const from = [...rows.slice(index), ...rows.slice(0, index).reverse()];
  const level = from.find((row) => row.kind === 'level');
  return level?.kind === 'level' ? level.bigBlind : null;
}

/**
 * What every clock screen reads (the public GET and the `tournament_clock` push): computed from the stored
 * state at `now`, never written (decision 110). Entries, chips and the pool come from the paid entries
 * (decision 130): the pool is their buy-ins plus the added money, the fees apart.
 */
export async function readTournamentClock(db: DbOrTx, tournamentId: number, now: Date): Promise<TournamentClock> {
  const tournament = await findTournamentRow(db, tournamentId);
  if (!tournament) throw notFound('Tournament');
  const [structureRow, { clock, version }, figures, payoutTable, deal] = await Promise.all([
    findStructure(db, tournamentId),
    findClock(db, tournamentId),
    entryFigures(db, tournamentId),
    clubPayoutTable(db),
    tournament.status === 'running' ? latestDeal(db, tournamentId) : null,
  ]);
  const { entries } = figures;
  const structure = structureRow ? toStructure(structureRow) : null;
  const rows = structure?.levels ?? [];
  const reading = readClock(clock, rows, now);
  const index = reading.levelIndex;
  const playersLeft = figures.registered;
  // Registration stays open through the end of play level N (the row after it ends it).
  const lateLevels = structure?.lateRegistrationLevels ?? 0;
  const lateIndex = lateLevels > 0 ? levelNumbers(rows).indexOf(lateLevels) : -1;
  const lateWindow = lateIndex >= 0 && (reading.state === 'not_started' || index <= lateIndex);
  // Play over (the last bust once no entry can come, or a deal that settled every place: issue 38 item 5)
  // reads as finished too.
  const ended =
    ENDED_STATUSES.includes(tournament.status) ||
    isPlayOver({
      playersLeft,
      entrants: figures.entrants,
      started: tournament.status === 'running',
      entriesClosed: !(lateWindow && tournament.registrationOpen),
      deal,
    });
  const averageStack = playersLeft > 0 && figures.chips > 0 ? Math.round(figures.chips / playersLeft) : null;
  const bigBlind = depthBigBlind(rows, index);
  const toNextBreak = msToNextBreak(reading, rows);

  const lateOpen = !ended && lateWindow;
  const schedule = projectSchedule(clock, rows, now, tournament.startTime);
  const lateEndsAt = lateOpen ? (schedule.starts[lateIndex + 1] ?? schedule.end) : null;
  const poolPaise = tournament.addedMoneyPaise + figures.buyInsPaise;
  const payouts = payoutsFor(payoutTable, poolPaise, entries, playersLeft);

  return {
    tournamentId,
    version,
    state: ended ? 'finished' : reading.state,
    levelIndex: index,
    levelNumber: levelNumbers(rows)[index] ?? null,
    level: rows[index] ?? null,
    nextLevel: rows[index + 1] ?? null,
    levelSeconds: (rows[index]?.minutes ?? 0) * 60,
    secondsLeft: reading.remainingMs / 1000,
    levelEndsAt: !ended && reading.levelEndsAt ? reading.levelEndsAt.toISOString() : null,
    secondsToNextBreak: toNextBreak === null ? null : toNextBreak / 1000,
    serverTime: now.toISOString(),
    handForHand: reading.handForHand,
    handForHandTables:
      reading.handForHand && !ended
        ? { ...(await handForHandProgress(db, tournamentId)), secondsOff: await handForHandSeconds(db) }
        : null,
    playersLeft,
    entries,
    chipsInPlay: figures.chips,
    averageStack,
    averageStackBigBlinds: averageStack !== null && bigBlind ? Math.round((averageStack / bigBlind) * 10) / 10 : null,
    prizePool: fromPaise(poolPaise),
    fees: fromPaise(figures.feesPaise),
    bounty: fromPaise(structureRow?.bountyPaise ?? 0n),
    lateRegistrationEndsAt: lateEndsAt ? lateEndsAt.toISOString() : null,
    lateRegistrationOpen: lateOpen,
    paidPlaces: payouts.places,
    moreToTheMoney: payouts.moreToTheMoney,
  };
}
