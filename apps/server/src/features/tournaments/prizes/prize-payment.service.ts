import { staffRoomsOf } from '@club/shared/events';
import { formatRupees, fromPaise, toPaise } from '@club/shared/money';
import type { StaffRole } from '@club/shared/staff';
import {
  bountyMessage,
  ordinal,
  PRIZE_MESSAGES,
  type PayPrizesAnswer,
  type PrizeReceipt,
  prizeMessage,
  type PrizeKind,
  prizeOperationText,
} from '@club/shared/tournament-prizes';
import type { Balance, Transaction } from '@club/shared/wallet';
import { AppError, notFound } from '../../../app-error';
import type { Tx } from '../../../db/client';
import type { UseCaseContext } from '../../../use-case';
import { cageSettings } from '../../club/club.service';
import { sendNotification } from '../../notifications/notifications.service';
import { writeAudit } from '../../staff/audit.service';
import { shiftForMoney } from '../../wallet/cage-shifts.service';
import { runIdempotent } from '../../wallet/idempotency.service';
import { publishBalanceChange } from '../../wallet/wallet.events';
import { payTournamentPrizeMoney } from '../../wallet/wallet.service';
import { readTournamentClock } from '../clock/clock-view.service';
import { pushMyEntry } from '../entries/entries.service';
import { lockTournament } from '../tournaments.repo';
import { paymentProblem, prizesToRecord } from './prize-places';
import { findBountyEntries, findPrizes, insertPrize, markPrizePaid, type PrizeRow } from './prizes.repo';
import { readFinishes, readTournamentPrizes } from './prizes.service';

export interface PrizeStaff {
  staffId: number;
  name: string;
  role: StaffRole;
}

interface PaidPrize {
  receipt: PrizeReceipt;
  transactions: Transaction[];
  balance: Balance;
}

const placesText = (places: number[]) => {
  const names = places.map(ordinal);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** One prize (or a player's bounties) to the player's wallet: the ledger row, marked paid, audited, a receipt. */
async function payOne(
  tx: Tx,
  input: { tournament: { id: number; name: string }; prize: PrizeRow; staff: PrizeStaff; shiftId: number | null },
): Promise<PaidPrize> {
  const { tournament, prize, staff } = input;
  const money = await payTournamentPrizeMoney(tx, {
    playerId: prize.playerId,
    staff,
    shiftId: input.shiftId,
    amountPaise: prize.amountPaise,
    description: prizeOperationText({ ...prize, tournamentName: tournament.name }),
  });
  const [row] = money.transactions;
  if (!row) throw new Error('The prize’s ledger row is missing right after it was written');
  const paidAt = new Date(row.created_at);
  await markPrizePaid(tx, prize.id, { paidBy: staff.staffId, transactionId: row.id, paidAt });
  await writeAudit(tx, {
    staffId: staff.staffId,
    playerId: prize.playerId,
    action: prize.kind === 'bounty' ? 'tournament.bounty' : 'tournament.prize',
    entity: 'tournament',
    entityId: tournament.id,
    after: {
      tournamentName: tournament.name,
      place: prize.place,
      bounties: prize.bounties,
      amountPaise: prize.amountPaise,
      requestedBy: prize.requestedBy,
      transactionId: row.id,
    },
  });
  return {
    receipt: {
      transactionId: row.id,
      kind: prize.kind,
      tournamentName: tournament.name,
      playerId: prize.playerId,
      player: '',
      place: prize.place,
      bounties: prize.bounties,
      amount: fromPaise(prize.amountPaise),
      balance: money.balance,
      cashier: staff.name,
      at: row.created_at,
    },
    transactions: money.transactions,
    balance: money.balance,
  };
}

/**
 * The pay call's transaction, under the tournament's lock (two pays of one tournament queue here, and the
 * second finds the prizes recorded). The first call records every prize at its amount then: paid at once at
 * or below the cage's large-operation threshold, pending above it. A later call pays the pending ones when
 * its staff member is a super admin who did not ask (four-eyes as the entries' refunds, decision 130).
 */
async function payInTransaction(tx: Tx, input: { tournamentId: number; staff: PrizeStaff }): Promise<PaidPrize[]> {
  const tournament = await lockTournament(tx, input.tournamentId);
  if (!tournament) throw notFound('Tournament');
  if (tournament.status === 'cancelled') throw new AppError('INVALID_STATE', PRIZE_MESSAGES.cancelled);
  const shiftId = await shiftForMoney(tx, input.staff);
  const { largeOperationThresholdPaise: threshold } = await cageSettings(tx);
  const stored = await findPrizes(tx, tournament.id, true);
  const paid: PaidPrize[] = [];
  const pay = async (prize: PrizeRow) =>
    paid.push(await payOne(tx, { tournament, prize, staff: input.staff, shiftId }));

  if (stored.length === 0) {
    const finishes = await readFinishes(tx, tournament.id);
    if (finishes.placesStillPlaying.length > 0) {
      const places = finishes.placesStillPlaying;
      throw new AppError(
        'INVALID_STATE',
        `Not every paid place is known: ${placesText(places)} ${places.length === 1 ? 'is' : 'are'} still playing`,
      );
    }
    // One prize per player: a player who re-entered is paid all her paid places in one (decision 135).
    const winners = prizesToRecord(finishes.finishes);
    const bountyEntries = await findBountyEntries(tx, tournament.id);
    if (!finishes.over && winners.length === 0 && bountyEntries.length > 0) {
      throw new AppError('INVALID_STATE', PRIZE_MESSAGES.bountiesWhenOver);
    }
    if (winners.length === 0 && finishes.bounties.length === 0) {
      throw new AppError('INVALID_STATE', PRIZE_MESSAGES.nothingToPay);
    }
    // Another entry would move the places and grow the pool: nothing is paid while one can still come (issue 38).
    const clock = await readTournamentClock(tx, tournament.id, new Date());
    if (clock.lateRegistrationOpen && tournament.registrationOpen) {
      throw new AppError('INVALID_STATE', PRIZE_MESSAGES.lateRegistrationOpen);
    }
    if (finishes.unnamedBounties.length > 0) throw new AppError('INVALID_STATE', PRIZE_MESSAGES.unnamedBounties);
    // The payment checks itself before anything is written: every place once, the pool and the bounties exactly.
    const problem = paymentProblem({
      entries: finishes.payouts.entries,
      finishes: finishes.finishes,
      prizes: winners,
      poolPaise: toPaise(finishes.payouts.prizePool),
      bounties: finishes.bounties,
      bountiesPaise: bountyEntries.reduce((sum, entry) => sum + entry.bountyPaise, 0n),
    });
    if (problem) throw new AppError('INVALID_STATE', `${PRIZE_MESSAGES.paymentDoesNotAddUp}: ${problem}`);
    const record = async (values: {
      kind: PrizeKind;
      playerId: number;
      place: number;
      bounties: number | null;
      amountPaise: bigint;
    }) => {
      const held = values.amountPaise > threshold;
      const prize = await insertPrize(tx, {
        tournamentId: tournament.id,
        ...values,
        status: 'pending',
        requestedBy: held ? input.staff.staffId : null,
      });
      if (!held) return pay(prize);
      await writeAudit(tx, {
        staffId: input.staff.staffId,
        playerId: values.playerId,
        action: values.kind === 'bounty' ? 'tournament.bounty_request' : 'tournament.prize_request',
        entity: 'tournament',
        entityId: tournament.id,
        after: {
          tournamentName: tournament.name,
          place: values.place,
          bounties: values.bounties,
          amountPaise: values.amountPaise,
        },
      });
    };
    for (const finish of winners) {
      const { playerId, place, amountPaise } = finish;
      await record({ kind: 'prize', playerId, place, bounties: null, amountPaise });
    }
    for (const award of finishes.bounties) {
      const { playerId, place, count, amountPaise } = award;
      await record({ kind: 'bounty', playerId, place, bounties: count, amountPaise });
    }
  } else {
    const pending = stored.filter((s) => s.prize.status === 'pending').map((s) => s.prize);
    const approver = input.staff.role === 'super_admin';
    for (const prize of pending) {
      if (approver && prize.requestedBy !== input.staff.staffId) await pay(prize);
    }
  }
  return paid;
}

/**
 * POST /api/staff/tournaments/{id}/prizes/pay under the caller's Idempotency-Key (a retry answers the first
 * result). After the commit: each player's balance and a notification ('You finished 3rd: …'), and the
 * consoles that show the prizes.
 */
export async function payTournamentPrizes(
  ctx: UseCaseContext,
  input: { tournamentId: number; staff: PrizeStaff; idempotencyKey: string },
): Promise<PayPrizesAnswer> {
  const { result, isReplay } = await runIdempotent(
    ctx.db,
    {
      staffId: input.staff.staffId,
      key: input.idempotencyKey,
      route: `tournament-prizes:${input.tournamentId}`,
      body: {},
    },
    (tx) => payInTransaction(tx, input),
  );
  const prizes = await readTournamentPrizes(ctx.db, input.tournamentId);
  const nameOf = (playerId: number) => prizes.prizes.find((p) => p.playerId === playerId)?.name ?? '';
  const receipts = result.map((p) => ({ ...p.receipt, player: nameOf(p.receipt.playerId) }));
  if (!isReplay) {
    for (const paid of result) publishBalanceChange(ctx, paid.balance, paid.transactions);
    ctx.afterCommit(async () => {
      ctx.publish(staffRoomsOf('tournament_prizes_changed'), 'tournament_prizes_changed', { id: input.tournamentId });
      for (const { receipt } of result) {
        await sendNotification(
          ctx,
          {
            title: receipt.tournamentName,
            message:
              receipt.kind === 'bounty'
                ? bountyMessage(receipt.bounties ?? 0, formatRupees(receipt.amount))
                : prizeMessage(ordinal(receipt.place), formatRupees(receipt.amount)),
            messageType: 'general',
            priority: 'normal',
            mediaUrl: null,
            target: { playerId: receipt.playerId },
          },
          input.staff,
        );
      }
      // Each paid player's phone shows the finish as paid (issue 38 item 5).
      for (const playerId of new Set(prizes.prizes.map((prize) => prize.playerId))) {
        await pushMyEntry(ctx, input.tournamentId, playerId);
      }
    });
  }
  return { receipts, prizes };
}
