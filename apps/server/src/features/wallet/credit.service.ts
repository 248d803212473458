import { returnedRow } from '../../db/rows';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { fromPaise, toPaise } from '@club/shared/money';
import type { Balance, CreditRequest } from '@club/shared/wallet';
import { AppError, notFound } from '../../app-error';
import type { Db } from '../../db/client';
import type { UseCaseContext } from '../../use-case';
import { creditRequests, players, wallets } from '../../db/schema';
import { writeAudit } from '../staff/audit.service';
import { publishBalanceChange, publishCreditDecision, publishCreditRequest } from './wallet.events';
import { toBalance, toCreditRequest } from './wallet.mappers';
import { lockWallet, readWallet, updateWallet } from './wallet.repo';

// Math.max does not take bigint.
const largerOf = (a: bigint, b: bigint) => (a > b ? a : b);

/** A player asks the super admin for credit. One request waits at a time. */
export async function submitCreditRequest(
  ctx: UseCaseContext,
  input: { playerId: number; requestedAmount: string; requestNote: string | null },
): Promise<CreditRequest> {
  const created = await ctx.db.transaction(async (tx) => {
    await lockWallet(tx, input.playerId); // queues two simultaneous requests, so only one can be pending
    const [pending] = await tx
      .select({ id: creditRequests.id })
      .from(creditRequests)
      .where(and(eq(creditRequests.playerId, input.playerId), eq(creditRequests.status, 'pending')));
    if (pending) {
      throw new AppError('CONFLICT', 'You already have a credit request waiting for the Super Admin');
    }
    const created = returnedRow(
      await tx
        .insert(creditRequests)
        .values({
          playerId: input.playerId,
          requestedAmountPaise: toPaise(input.requestedAmount),
          requestNote: input.requestNote,
        })
        .returning(),
    );
    return toCreditRequest(created);
  });
  publishCreditRequest(ctx, created);
  return created;
}

export async function listCreditRequests(db: Db, playerId: number): Promise<CreditRequest[]> {
  await readWallet(db, playerId); // 404 for a player that does not exist
  const rows = await db
    .select()
    .from(creditRequests)
    .where(eq(creditRequests.playerId, playerId))
    .orderBy(desc(creditRequests.createdAt), desc(creditRequests.id));
  return rows.map(toCreditRequest);
}

/**
 * A super admin decides a pending credit request. Approval makes the player credit eligible and raises
 * the limit to the requested amount (never lowers it); issuing the credit is then the cashier's step.
 */
export async function decideCreditRequest(
  ctx: UseCaseContext,
  input: { requestId: number; decision: 'approved' | 'rejected'; note: string | null; staffId: number },
): Promise<{ request: CreditRequest; balance: Balance }> {
  const result = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(creditRequests)
      .where(eq(creditRequests.id, input.requestId))
      .for('update');
    if (!request) throw notFound('Credit request');
    if (request.status !== 'pending') {
      throw new AppError('INVALID_STATE', `This credit request was already ${request.status}`);
    }
    const before = await lockWallet(tx, request.playerId);
    const after =
      input.decision === 'approved'
        ? await updateWallet(tx, request.playerId, {
            creditApproved: true,
            creditLimitPaise: largerOf(request.requestedAmountPaise, before.creditLimitPaise),
          })
        : before;
    const decided = returnedRow(
      await tx
        .update(creditRequests)
        .set({ status: input.decision, decidedBy: input.staffId, decisionNote: input.note, decidedAt: sql`now()` })
        .where(eq(creditRequests.id, input.requestId))
        .returning(),
    );
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: request.playerId,
      action: `credit_request.${input.decision}`,
      entity: 'credit_request',
      entityId: request.id,
      before: {
        status: request.status,
        creditApproved: before.creditApproved,
        creditLimitPaise: before.creditLimitPaise,
      },
      after: { status: input.decision, creditApproved: after.creditApproved, creditLimitPaise: after.creditLimitPaise },
      note: input.note,
    });
    return { request: toCreditRequest(decided), balance: toBalance(request.playerId, after) };
  });
  publishCreditDecision(ctx, result.request, result.balance);
  return result;
}

/**
 * A super admin sets a player's credit limit. A limit above zero approves credit; zero withdraws the
 * facility. The limit never drops below the credit the player holds (the database refuses it too).
 */
export async function setCreditLimit(
  ctx: UseCaseContext,
  input: { playerId: number; creditLimit: string; staffId: number },
): Promise<Balance> {
  const limit = toPaise(input.creditLimit);
  const balance = await ctx.db.transaction(async (tx) => {
    const before = await lockWallet(tx, input.playerId);
    if (limit < before.creditPaise) {
      throw new AppError(
        'CREDIT_LIMIT_EXCEEDED',
        `The player holds ₹${fromPaise(before.creditPaise)} of credit: clear it before setting a lower limit`,
      );
    }
    const after = await updateWallet(tx, input.playerId, { creditLimitPaise: limit, creditApproved: limit > 0n });
    await writeAudit(tx, {
      staffId: input.staffId,
      playerId: input.playerId,
      action: 'wallet.credit_limit',
      entity: 'wallet',
      entityId: input.playerId,
      before: { creditLimitPaise: before.creditLimitPaise, creditApproved: before.creditApproved },
      after: { creditLimitPaise: after.creditLimitPaise, creditApproved: after.creditApproved },
    });
    return toBalance(input.playerId, after);
  });
  publishBalanceChange(ctx, balance, []);
  return balance;
}

/** The credit desk's queue: every pending request, oldest first, with the player's credit now. */
export async function listPendingCreditRequests(db: Db) {
  const rows = await db
    .select({ request: creditRequests, player: players, wallet: wallets })
    .from(creditRequests)
    .innerJoin(players, eq(players.id, creditRequests.playerId))
    .leftJoin(wallets, eq(wallets.playerId, creditRequests.playerId))
    .where(eq(creditRequests.status, 'pending'))
    .orderBy(asc(creditRequests.createdAt), asc(creditRequests.id));
  return rows.map(({ request, player, wallet }) => ({
    ...toCreditRequest(request),
    playerName: `${player.firstName} ${player.lastName}`,
    playerCode: player.playerCode,
    creditUsed: fromPaise(wallet?.creditPaise ?? 0n),
    creditLimit: fromPaise(wallet?.creditLimitPaise ?? 0n),
  }));
}

/** Players with credit in use, most first; the total is summed by the database from the same rows. */
export async function listCreditOutstanding(db: Db) {
  const rows = await db
    .select({ player: players, wallet: wallets })
    .from(wallets)
    .innerJoin(players, eq(players.id, wallets.playerId))
    .where(gt(wallets.creditPaise, 0n))
    .orderBy(desc(wallets.creditPaise), asc(players.id));
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${wallets.creditPaise}), 0)` })
    .from(wallets)
    .where(gt(wallets.creditPaise, 0n));
  return {
    players: rows.map(({ player, wallet }) => ({
      playerId: player.id,
      playerName: `${player.firstName} ${player.lastName}`,
      playerCode: player.playerCode,
      creditUsed: fromPaise(wallet.creditPaise),
      creditLimit: fromPaise(wallet.creditLimitPaise),
    })),
    total: fromPaise(BigInt(sum?.total ?? 0)),
  };
}
