import { z } from 'zod';
import { liveSessionSchema, playerSeatListSchema } from './live-session';
import { pushNotificationListSchema } from './notifications';
import { seatRequestListSchema } from './waitlist';
import { balanceSchema } from './wallet';

/**
 * The player's own state that a tab shows and pushes keep current, read in one request and at one
 * moment (one read-only transaction) after its socket connects or the server asks it to resync
 * (decision 107). The lobby's tables and games, the same for every tab, are not in it: they are read
 * on their own. `asOf` is taken before the reads: a push stamped later is newer than anything here.
 */
export const tabSnapshotSchema = z.object({
  asOf: z.iso.datetime(),
  balance: balanceSchema,
  seatRequests: seatRequestListSchema,
  tableSeats: playerSeatListSchema,
  liveSession: liveSessionSchema,
  notifications: pushNotificationListSchema,
});
export type TabSnapshot = z.infer<typeof tabSnapshotSchema>;

/**
 * How a tab reconnects (the web app and the load test's tabs alike): the first try at a random moment
 * within 1 s of the drop (`randomizationFactor` 1 spreads each wait over 0 to twice its length), then
 * waits doubling up to 2 s, so a killed instance's tabs spread over the survivor instead of arriving
 * together, and none waits 5 s between tries.
 */
export const SOCKET_RECONNECTION = {
  reconnectionDelay: 500,
  reconnectionDelayMax: 2_000,
  randomizationFactor: 1,
} as const;

/** A `resync` asked by the server (Redis back) is read at a random moment within this, not by every tab at once. */
export const RESYNC_SPREAD_MS = 2_000;
