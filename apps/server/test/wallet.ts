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
