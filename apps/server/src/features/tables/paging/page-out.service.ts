import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../../app-error';
import { serverSecret } from '../../../auth/server-secrets.service';
import type { DbOrTx } from '../../../db/client';
import { SmsSendError } from '../../../sms/sms-gateway';
import type { UseCaseContext } from '../../../use-case';
import type { PushMessage } from '@club/shared/push';
import { type PushOptions, playerHasPushSubscription, sendPushToPlayer } from '../../push/push.service';
import { getClubSettings } from '../../club/club.service';
import { pushFloorTables } from '../table-updates.service';
import { chooseChannels } from './page-channels';
import { claimDelivery, findPageTarget, reportDelivery, settleDelivery } from './page-delivery.repo';
import { pageLinkToken } from './page-link';

// A page reaches the player where they are (issue 31, decision 141): after the page commits, the entry's
// channels are chosen (page-channels.ts) and the text goes out once, through the club's gateway or its outbox.

/** The server secret the answer links are signed with (server_secrets, made on first use). */
const PAGE_LINK_SECRET = 'page-link';

export const pageLinkSecret = (db: DbOrTx) => serverSecret(db, PAGE_LINK_SECRET);

/** What a page sends by Web Push: its message and its options (urgency, the hold as its TTL). */
interface PagePush {
  message: PushMessage;
  options?: PushOptions;
}

/** Tries per text: the first, then a retry after each of these waits, on a 5xx or a network failure only. */
const RETRY_WAITS_MS = [300, 1200];

/**
 * What the page-out needs to know from outside the tables feature: whether a player has a device subscribed to
 * Web Push (a test may answer it itself).
 */
export interface PageOutReach {
  hasPush(db: DbOrTx, playerId: number): Promise<boolean>;
}

/** The push feature answers (decision 140): a player with a subscribed device is reached by Web Push instead. */
export const PAGE_OUT_REACH: PageOutReach = { hasPush: playerHasPushSubscription };

export interface PageOutInput {
  entryId: number;
  /** The page being sent (its paged_at): a later page or an answer since then sends nothing for this one. */
  pagedAt: Date;
  /** The web app's address for the answer link (PUBLIC_URL). */
  linkBase: string;
}

/** The text of a page: where, for how long, and the answer link. Short enough for one or two SMS parts. */
export function pageText(input: {
  clubName: string;
  tableName: string;
  seatNumber: number | null;
  holdMinutes: number;
  link: string;
}) {
  const seat = input.seatNumber === null ? '' : `, seat ${input.seatNumber}`;
  return `${input.clubName}: your seat is ready at ${input.tableName}${seat}, held ${input.holdMinutes} min. Answer here: ${input.link}`;
}

/**
 * Sends one page out: a text when chooseChannels says so, claimed before the gateway is called (a second trigger
 * of the same page sends nothing), retried on 5xx and network failures, its result stored on the row and pushed
 * to the floor after each change. Never throws for a delivery failure: the row says why.
 */
export async function sendPageOut(ctx: UseCaseContext, input: PageOutInput, reach: PageOutReach): Promise<void> {
  const target = await findPageTarget(ctx.db, input.entryId);
  const { entry } = target ?? {};
  if (!target || !entry || entry.status !== 'waiting' || entry.pagedAt?.getTime() !== input.pagedAt.getTime()) return;
  const isGuest = entry.playerId === null;
  const channels = chooseChannels({
    isGuest,
    prefersSms: target.prefersSms ?? false,
    hasPush: entry.playerId === null ? false : await reach.hasPush(ctx.db, entry.playerId),
  });
  if (!channels.sms) return;
  const phone = isGuest ? target.guestPhone : target.playerPhone;
  const tableIds = [entry.tableId, entry.pagedTableId];
  const now = () => new Date();
  // Players' and guests' numbers are required columns: the left joins alone make this nullable.
  if (!phone) return;
  const token = pageLinkToken(await pageLinkSecret(ctx.db), { entryId: entry.id, pagedAt: input.pagedAt });
  const { clubName } = await getClubSettings(ctx.db);
  const holdMinutes = entry.pageExpiresAt
    ? Math.round((entry.pageExpiresAt.getTime() - input.pagedAt.getTime()) / 60_000)
    : 0;
  const body = pageText({
    clubName,
    tableName: target.tableName ?? 'your table',
    seatNumber: entry.pagedSeat,
    holdMinutes,
    link: `${input.linkBase}/p/${token}`,
  });
  const gateway = ctx.sms;
  const claimed = await claimDelivery(ctx.db, {
    entryId: entry.id,
    pagedAt: input.pagedAt,
    channel: 'sms',
    state: gateway === null || gateway.kind === 'outbox' ? 'outbox' : 'sending',
    toPhone: phone,
    body,
    now: now(),
  });
  if (!claimed) return;
  if (gateway === null || gateway.kind === 'outbox') {
    await gateway?.send(phone, body);
    return pushFloorTables(ctx, tableIds);
  }
  await pushFloorTables(ctx, tableIds);
  let attempts = 0;
  for (;;) {
    attempts++;
    try {
      const receipt = await gateway.send(phone, body);
      const state = receipt.status === 'delivered' ? 'delivered' : 'sent';
      await settleDelivery(ctx.db, claimed.id, { state, providerId: receipt.providerId, attempts, now: now() });
      break;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryable = error instanceof SmsSendError ? error.retryable : false;
      const wait = RETRY_WAITS_MS[attempts - 1];
      if (retryable && wait !== undefined) {
        await sleep(wait);
        continue;
      }
      const tries = attempts > 1 ? ` (${attempts} tries)` : '';
      await settleDelivery(ctx.db, claimed.id, { state: 'failed', reason: `${reason}${tries}`, attempts, now: now() });
      break;
    }
  }
  await pushFloorTables(ctx, tableIds);
}

/**
 * A page by Web Push (decision 140) to every subscribed device of the player, after the page's commit, and how
 * it went on the floor's entry: 'pushed' when a push service took it for at least one device, 'failed' with the
 * services' answers otherwise; nothing when the player has no device (or is a guest).
 */
export async function sendPagePush(
  ctx: UseCaseContext,
  input: { entryId: number; playerId: number | null; pagedAt: Date; tableIds: Array<number | null>; push: PagePush },
): Promise<void> {
  if (input.playerId === null) return;
  const summary = await sendPushToPlayer(ctx, input.playerId, input.push.message, input.push.options);
  if (summary.sent + summary.failed === 0) return;
  const reasons = summary.reasons.join('; ');
  const claimed = await claimDelivery(ctx.db, {
    entryId: input.entryId,
    pagedAt: input.pagedAt,
    channel: 'push',
    state: summary.sent > 0 ? 'sent' : 'failed',
    now: new Date(),
  });
  if (!claimed) return;
  if (reasons) {
    await settleDelivery(ctx.db, claimed.id, {
      state: summary.sent > 0 ? 'sent' : 'failed',
      reason: summary.sent > 0 ? `${summary.failed} of ${summary.sent + summary.failed} devices failed` : reasons,
      attempts: 1,
      now: new Date(),
    });
  }
  await pushFloorTables(ctx, input.tableIds);
}

/** Twilio's statuses that end a text: delivered, or not (with its error code as the reason). */
const REPORTED: Record<string, 'delivered' | 'failed'> = {
  delivered: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
};

/**
 * POST /api/sms/status: the provider's delivery report, checked against its signature (403 otherwise), stored on
 * the text's row and pushed to the floor. Intermediate statuses (queued, sending, sent) change nothing.
 */
export async function recordSmsReport(
  ctx: UseCaseContext,
  input: { url: string; fields: Record<string, string>; signature: string; now: Date },
): Promise<boolean> {
  if (!ctx.sms?.isSignedReport(input.url, input.fields, input.signature)) {
    throw new AppError('FORBIDDEN', 'This delivery report is not signed by the club’s SMS gateway');
  }
  const state = REPORTED[input.fields.MessageStatus ?? ''];
  const providerId = input.fields.MessageSid;
  if (!state || !providerId) return false;
  const code = input.fields.ErrorCode;
  const reason =
    state === 'failed' ? `not delivered (${input.fields.MessageStatus}${code ? `, error ${code}` : ''})` : null;
  const entry = await reportDelivery(ctx.db, { providerId, state, reason, now: input.now });
  if (!entry) return false;
  ctx.afterCommit(() => pushFloorTables(ctx, [entry.tableId, entry.pagedTableId]));
  return true;
}
