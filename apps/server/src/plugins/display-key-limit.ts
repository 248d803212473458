import type { FastifyInstance } from 'fastify';
import { type DisplaySession, findDisplayKey } from '../auth/display-keys.service';
import type { DisplayKeyReason } from '@club/shared/display';
import { failureLimit } from './rate-limit';

/**
 * Wrong display keys (missing, unknown, revoked) per address in 15 minutes, over the board route and the
 * socket handshake together (issue 27, item 18). A board with its key never fails, so a room's TVs behind
 * one address never reach it; a key is 32 random bytes, and this keeps anyone from even trying.
 */
const DISPLAY_KEY_FAILURES_PER_ADDRESS = 30;

const displayKeyFailures = failureLimit({
  name: 'display-key-failures',
  max: DISPLAY_KEY_FAILURES_PER_ADDRESS,
  windowMs: 15 * 60_000,
  message: 'Too many wrong display keys from this network. Wait 15 minutes, then open the board’s address again.',
});

/**
 * The display session a key opens for a client at `address`, or why none (a failure counted against the
 * address); 429 RATE_LIMITED, before the key is looked up, once the address has failed too often.
 */
export async function openDisplayKey(
  app: FastifyInstance,
  address: string,
  key: string | undefined,
): Promise<{ session: DisplaySession } | { reason: DisplayKeyReason }> {
  await displayKeyFailures.refuseIfOver(app, address);
  const found = await findDisplayKey(app.database.db, key);
  if ('reason' in found) await displayKeyFailures.countFailure(app, address);
  return found;
}
