import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@club/shared/staff';
import type { FastifyInstance } from 'fastify';
import { createStaff, staffCookie } from './fixtures';

/** A staff member of `role` with a signed-in session cookie. */
export async function signedInStaff(app: FastifyInstance, role: StaffRole) {
  const member = await createStaff(app.database.db, role);
  return { ...member, cookie: await staffCookie(app.database.db, member.id) };
}

/** A staff money call (POST /api/staff/wallet/{playerId}/{operation}) with a fresh Idempotency-Key unless given. */
export function walletCall(
  app: FastifyInstance,
  cookie: string,
  playerId: number,
  operation: string,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/staff/wallet/${playerId}/${operation}`,
    headers: { cookie, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

/** Opens a shift for the signed-in staff member (a cashier handles money only in one); one already open is fine. */
export async function openShift(app: FastifyInstance, cookie: string, openingFloat = '0') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/cage/shifts',
    headers: { cookie },
    payload: { openingFloat },
  });
  if (res.statusCode !== 201 && res.statusCode !== 409)
    throw new Error(`opening a shift: ${res.statusCode} ${res.body}`);
}

/** A signed-in cashier with an open shift, ready to handle money. */
export async function signedInCashier(app: FastifyInstance) {
  const cashier = await signedInStaff(app, 'cashier');
  await openShift(app, cashier.cookie);
  return cashier;
}

/**
 * Puts `amount` rupees of cash on a player's balance through the cage (a cashier's cash in, in a shift), as
 * a player would before buying a tournament entry (decision 130). Below the four-eyes threshold.
 */
export async function fundPlayer(app: FastifyInstance, playerId: number, amount = '10000') {
  const cashier = await signedInCashier(app);
  const res = await walletCall(app, cashier.cookie, playerId, 'cash-in', { amount });
  if (res.statusCode !== 200) throw new Error(`funding player ${playerId}: ${res.statusCode} ${res.body}`);
}
