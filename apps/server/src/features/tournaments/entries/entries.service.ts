import type { EntryAnswer, EntryKind, EntryPayment, MyTournamentEntry } from '@club/shared/tournament-entries';
import { ENTRY_KIND_LABELS } from '@club/shared/tournament-entries';
import { PRIZE_MESSAGES } from '@club/shared/tournament-prizes';
import type { Balance, Transaction } from '@club/shared/wallet';
import type { StaffRole } from '@club/shared/staff';
import { AppError, notFound } from '../../../app-error';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import type { UseCaseContext } from '../../../use-case';
import { writeAudit } from '../../staff/audit.service';
import { OPEN_SHIFT_FIRST, shiftForMoney } from '../../wallet/cage-shifts.service';
import { runIdempotent } from '../../wallet/idempotency.service';
import { publishBalanceChange } from '../../wallet/wallet.events';
import { applyTournamentMoney } from '../../wallet/wallet.service';
import { readClock } from '../clock/clock';
import { publishTournamentClock } from '../clock/clock.events';
import { findClock } from '../clock/clock.repo';
import { readTournamentClock } from '../clock/clock-view.service';
import { hasPrizes } from '../prizes/prizes.repo';
import { mySeatAndPlace } from '../seating/my-seat.service';
import { rePlaceBusts } from '../seating/places.service';
import { seatLateEntry } from '../seating/seating.service';
import { findStructure } from '../structures/structures.repo';
import { entryFigures, findTournamentRow, lockTournament, type TournamentRow, toTournament } from '../tournaments.repo';
import { latestDeal, remainingPlayers } from '../prizes/deals.repo';
import { decideEntry, type EntryDecision, type EntryRules } from './entry-rules';
import { readMyFinish } from './my-finish.service';
import { publishEntriesChange, publishMyEntry } from './entries.events';
import { toMyEntry, toReceipts } from './entries.mappers';
import {
  addToCountedChips,
  countSeatsTaken,
  findLiveEntriesOf,
  findPlayerForEntry,
  findReceiptRows,
  insertEntry,
} from './entries.repo';

/** The answer, and the ledger rows it wrote (pushed to the player's and the cage's screens). */
interface EntryOutcome {
  answer: EntryAnswer;
  transactions: Transaction[];
  /** The players whose bust moved a place down (their phones are told). */
  moved?: number[];
}

export interface EntryStaff {
  staffId: number;
  name: string;
  role: StaffRole;
}

export interface EnterInput {
  tournamentId: number;
  playerId: number;
  kind: EntryKind;
  payment: EntryPayment;
  /** The desk's staff member; null when the player enters from the phone (always from the balance). */
  staff: EntryStaff | null;
  /** Null only for the spec's register call, which has none: its unique index still enters once. */
  idempotencyKey: string | null;
  now?: Date;
}

/** The structure's entry rules in paise, or null when the tournament has none yet. */
export async function readRules(db: DbOrTx, tournamentId: number): Promise<EntryRules | null> {
  const row = await findStructure(db, tournamentId);
  if (!row) return null;
  return {
    startingStack: row.startingStack,
    rows: row.levels.map((item) =>
      item.kind === 'break'
        ? { kind: 'break' as const, minutes: item.minutes, colorUp: item.colorUp ?? null }
        : { ...item, anteKind: item.anteKind as 'none' },
    ),
    lateRegistrationLevels: row.lateRegistrationLevels,
    maxReentries: row.maxReentries,
    reentryUntilLevel: row.reentryUntilLevel,
    rebuy:
      row.rebuyPricePaise === null
        ? null
        : {
            pricePaise: row.rebuyPricePaise,
            chips: row.rebuyChips ?? 0,
            untilLevel: row.rebuyUntilLevel ?? 1,
            atOrBelowStack: row.rebuyAtOrBelowStack,
          },
    addOn:
      row.addOnPricePaise === null
        ? null
        : { pricePaise: row.addOnPricePaise, chips: row.addOnChips ?? 0, atLevel: row.addOnAtLevel ?? 1 },
    feePaise: row.feePaise,
    bountyPaise: row.bountyPaise,
  };
}

async function readPlayerForEntry(tx: Tx, playerId: number) {
  const player = await findPlayerForEntry(tx, playerId);
  if (!player) throw notFound('Player');
  if (player.isBarred) throw new AppError('PLAYER_BARRED', 'This player is barred and cannot enter tournaments');
  if (player.kycStatus !== 'approved' && player.kycStatus !== 'verified') {
    throw new AppError(
      'KYC_VERIFICATION_REQUIRED',
      'This player’s KYC is not approved: entries need an approved player',
    );
  }
  return player;
}

/**
 * The shift the desk's money belongs to (issue 17): a cashier's open shift, none refused; a super admin
 * may sell from a balance without one, but cash always goes into an open shift's drawer.
 */
async function shiftForEntry(tx: Tx, input: EnterInput): Promise<number | null> {
  if (!input.staff) return null;
  const shiftId = await shiftForMoney(tx, input.staff);
  if (input.payment === 'cash' && shiftId === null) throw new AppError('INVALID_STATE', OPEN_SHIFT_FIRST);
  return shiftId;
}

/** The entry rules' answer for this player and kind now (the caller holds the tournament's lock to act on it). */
async function decideFor(
  db: DbOrTx,
  input: { tournament: TournamentRow; playerId: number; kind: EntryKind; now: Date },
): Promise<EntryDecision> {
  const { tournament } = input;
  const rules = await readRules(db, tournament.id);
  const { clock } = await findClock(db, tournament.id);
  const reading = readClock(clock, rules?.rows ?? [], input.now);
  const mine = await findLiveEntriesOf(db, tournament.id, input.playerId);
  return decideEntry({
    kind: input.kind,
    tournament,
    rules,
    // A tournament staff moved to running without the clock has begun all the same.
    clock: {
      started: reading.state !== 'not_started' || tournament.status === 'running',
      levelIndex: reading.levelIndex,
    },
    mine: mine.map((e) => ({ kind: e.kind, status: e.status === 'busted' ? 'busted' : 'active' })),
    countedChips:
      mine.find((e) => (e.kind === 'entry' || e.kind === 'reentry') && e.status === 'active')?.countedChips ?? null,
    seatsTaken: await countSeatsTaken(db, tournament.id),
  });
}

/**
 * One entry, re-entry, rebuy or add-on in one transaction (issue 29): the tournament row is locked first,
 * so entries of one tournament run one after another and the seats each one counts are true (N players
 * racing for the last seat: exactly one gets it); then the rules, the ledger rows (buy-in and fee apart)
 * and the entry, and for the desk the audit row. Anything refused writes nothing.
 */
async function writeEntry(tx: Tx, input: EnterInput): Promise<EntryOutcome> {
  const now = input.now ?? new Date();
  const tournament = await lockTournament(tx, input.tournamentId);
  if (!tournament) throw notFound('Tournament');
  const player = await readPlayerForEntry(tx, input.playerId);
  const shiftId = await shiftForEntry(tx, input);
  const decision = await decideFor(tx, { tournament, playerId: player.id, kind: input.kind, now });
  if (!decision.ok) throw new AppError(decision.code, decision.reason);
  // Paid prizes close the tournament's money: no more buy-ins into a pool already paid out (issue 38).
  if (await hasPrizes(tx, tournament.id)) throw new AppError('INVALID_STATE', PRIZE_MESSAGES.noEntriesAfterPrizes);
  // A confirmed deal shared out the pool among the players then left: a new buy-in would belong to nobody's
  // share (confirming takes this lock too, so an entry and a confirmation cannot cross).
  if ((await latestDeal(tx, tournament.id))?.status === 'confirmed') {
    throw new AppError('INVALID_STATE', PRIZE_MESSAGES.noEntriesAfterDeal);
  }
  const price = decision.buyInPaise + decision.feePaise;
  const money = await applyTournamentMoney(tx, {
    playerId: player.id,
    staff: input.staff,
    shiftId,
    cashTakenPaise: input.payment === 'cash' ? price : 0n,
    buyInPaise: decision.buyInPaise,
    feePaise: decision.feePaise,
    description: `${tournament.name} (${ENTRY_KIND_LABELS[input.kind].toLowerCase()})`,
  });
  const entry = await insertEntry(tx, {
    tournamentId: tournament.id,
    playerId: player.id,
    kind: input.kind,
    buyInPaise: decision.buyInPaise,
    feePaise: decision.feePaise,
    bountyPaise: decision.bountyPaise,
    chips: decision.chips,
    payment: input.payment,
    shiftId: input.payment === 'cash' ? shiftId : null,
    cashInTransactionId: money.cashInTransactionId,
    buyInTransactionId: money.buyInTransactionId,
    feeTransactionId: money.feeTransactionId,
    createdBy: input.staff?.staffId ?? null,
  });
  // A new life moves every bust recorded before it one place down: places run over all entries (decision 135).
  const moved = input.kind === 'entry' || input.kind === 'reentry' ? await rePlaceBusts(tx, tournament.id) : [];
  // A stack the floor counted grows by the chips a rebuy or an add-on brings, so the count stays true.
  if ((input.kind === 'rebuy' || input.kind === 'addon') && decision.chips) {
    await addToCountedChips(tx, tournament.id, player.id, decision.chips);
  }
  if (input.staff) {
    await writeAudit(tx, {
      staffId: input.staff.staffId,
      playerId: player.id,
      action: 'tournament.entry',
      entity: 'tournament_entry',
      entityId: entry.id,
      after: {
        tournamentId: tournament.id,
        tournamentName: tournament.name,
        kind: entry.kind,
        buyInPaise: entry.buyInPaise,
        feePaise: entry.feePaise,
        bountyPaise: entry.bountyPaise,
        payment: entry.payment,
        shiftId,
        transactionIds: money.wallet.transactions.map((t) => t.id),
      },
    });
  }
  const [receipt] = toReceipts(await findReceiptRows(tx, { entryIds: [entry.id] }));
  if (!receipt) throw new Error('The entry is missing right after it was written');
  return { answer: { receipt, balance: money.wallet.balance }, transactions: money.wallet.transactions, moved };
}

/** The player's own entries in one tournament: 404 for a tournament that does not exist. */
export async function getMyEntry(db: Db, tournamentId: number, playerId: number): Promise<MyTournamentEntry> {
  const tournament = await findTournamentRow(db, tournamentId);
  if (!tournament) throw notFound('Tournament');
  const mine = toMyEntry(tournamentId, toReceipts(await findReceiptRows(db, { tournamentId, playerId })));
  if (mine.status === 'none') return { ...mine, ...(await mySeatAndPlace(db, tournamentId, playerId)) };
  const seat = await mySeatAndPlace(db, tournamentId, playerId);
  const finish = await readMyFinish(db, tournament, playerId, seat.place);
  // A busted player sees whether the rules let them back in now (issue 38 item 9), and why not; the
  // re-entry itself decides again under the tournament's lock.
  const reentry =
    mine.status === 'busted' ? await decideFor(db, { tournament, playerId, kind: 'reentry', now: new Date() }) : null;
  return {
    ...mine,
    ...seat,
    ...finish,
    reentry: reentry && { open: reentry.ok, reason: reentry.ok ? null : reentry.reason },
  };
}

/** The player's own entry, pushed to the player's phone (also when the desk or a cancellation changed it). */
export async function pushMyEntry(ctx: UseCaseContext, tournamentId: number, playerId: number) {
  publishMyEntry(ctx, playerId, await getMyEntry(ctx.db, tournamentId, playerId));
}

/** After the commit that ended play (the last bust, a settling deal): each player still in sees the finish. */
export function pushPlayOver(ctx: UseCaseContext, tournamentId: number) {
  ctx.afterCommit(async () => {
    for (const player of await remainingPlayers(ctx.db, tournamentId)) {
      await pushMyEntry(ctx, tournamentId, player.playerId);
    }
  });
}

/** After the commit of a change that moved other busts' places (decision 135): those players' phones, once each. */
export function pushPlacesMoved(
  ctx: UseCaseContext,
  tournamentId: number,
  playerIds: readonly number[],
  except?: number,
) {
  const others = [...new Set(playerIds)].filter((id) => id !== except);
  if (others.length === 0) return;
  ctx.afterCommit(async () => {
    for (const playerId of others) await pushMyEntry(ctx, tournamentId, playerId);
  });
}

/** After an entry's commit: the player's balance and entry, the lobby's card, the consoles and every clock. */
export function pushEntryChange(
  ctx: UseCaseContext,
  input: { tournamentId: number; playerId: number },
  wallet: { balance: Balance; transactions: Transaction[] } | null,
) {
  if (wallet && wallet.transactions.length > 0) publishBalanceChange(ctx, wallet.balance, wallet.transactions);
  ctx.afterCommit(async () => {
    const row = await findTournamentRow(ctx.db, input.tournamentId);
    if (!row) return;
    const tournament = toTournament(row, await entryFigures(ctx.db, input.tournamentId));
    publishEntriesChange(ctx, tournament);
    await pushMyEntry(ctx, input.tournamentId, input.playerId);
    publishTournamentClock(ctx, await readTournamentClock(ctx.db, input.tournamentId, new Date()));
  });
}

/**
 * POST /api/tournaments/{id}/entries, POST /api/staff/tournaments/{id}/entries and the spec's register:
 * under the caller's Idempotency-Key (a retry or a double tap enters once and charges once, answering the
 * first receipt), then the pushes after the commit.
 */
export async function enterTournament(ctx: UseCaseContext, input: EnterInput) {
  const work = (tx: Tx) => writeEntry(tx, input);
  const answer = input.idempotencyKey
    ? await runIdempotent(
        ctx.db,
        {
          ...(input.staff ? { staffId: input.staff.staffId } : { playerId: input.playerId }),
          key: input.idempotencyKey,
          route: `tournament-entry:${input.tournamentId}:${input.playerId}`,
          body: { kind: input.kind, payment: input.payment },
        },
        work,
      )
    : { result: await ctx.db.transaction(work), isReplay: false };
  // A replay moved nothing: the first attempt already told everyone.
  if (!answer.isReplay) {
    // Once tables run, an entry or re-entry draws its seat from the same pool (TDA 8-A, decision 132).
    if (input.kind === 'entry' || input.kind === 'reentry') await seatLateEntry(ctx, input);
    pushEntryChange(ctx, input, { balance: answer.result.answer.balance, transactions: answer.result.transactions });
    pushPlacesMoved(ctx, input.tournamentId, answer.result.moved ?? [], input.playerId);
  }
  // The receipt as it stands now: with the table and seat the late draw just gave (or gave since, on a replay).
  const [receipt] = toReceipts(await findReceiptRows(ctx.db, { entryIds: [answer.result.answer.receipt.entryId] }));
  return {
    answer: { ...answer.result.answer, receipt: receipt ?? answer.result.answer.receipt },
    isReplay: answer.isReplay,
  };
}
