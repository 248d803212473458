import { PAGE_LINK_MESSAGES, type PageLinkView } from '@club/shared/page-links';
import type { PageResponse } from '@club/shared/paging';
import { AppError } from '../../../app-error';
import type { UseCaseContext } from '../../../use-case';
import { waitlistSettings } from '../../club/club.service';
import { pushFloorTables } from '../table-updates.service';
import { claimDelivery, findPageTarget } from './page-delivery.repo';
import { readPageLinkToken } from './page-link';
import { pageLinkSecret } from './page-out.service';
import { answerPage, LINK_REFUSED } from './paging.service';

// The answer link of a text (issue 31, decision 141): /p/{token} reads and answers the page it names without a
// session, through the same rule as the app's answer (answerPage).

const EXPIRED = 'The hold has run out: the floor will page you again when a seat is free';

type Target = NonNullable<Awaited<ReturnType<typeof findPageTarget>>>;

/** The page a token names, still the entry's current page; else the reason, as a 4xx. */
async function pageOfToken(ctx: UseCaseContext, token: string) {
  const claim = readPageLinkToken(await pageLinkSecret(ctx.db), token);
  if (!claim) throw new AppError('INVALID_TOKEN', PAGE_LINK_MESSAGES.invalid);
  const target = await findPageTarget(ctx.db, claim.entryId);
  if (!target) throw new AppError('NOT_FOUND', PAGE_LINK_MESSAGES.gone);
  return { claim, target };
}

function refuseUnlessRunning(target: Target, pagedAt: Date, now: Date) {
  const { entry } = target;
  if (entry.status !== 'waiting') throw new AppError('INVALID_STATE', PAGE_LINK_MESSAGES.gone);
  if (entry.pagedAt?.getTime() !== pagedAt.getTime()) throw new AppError('INVALID_STATE', LINK_REFUSED.replaced);
  if (!entry.pageExpiresAt || entry.pageExpiresAt.getTime() <= now.getTime()) {
    throw new AppError('INVALID_STATE', EXPIRED);
  }
  return { ...entry, pageExpiresAt: entry.pageExpiresAt };
}

async function viewOf(ctx: UseCaseContext, target: Target, entry: Target['entry']): Promise<PageLinkView> {
  const { pageExtensionMinutes } = await waitlistSettings(ctx.db);
  const fullName = target.guestName ?? target.firstName ?? '';
  return {
    name: fullName.split(/\s+/)[0] ?? '',
    tableName: target.tableName ?? '',
    seatNumber: entry.pagedSeat,
    pageExpiresAt: entry.pageExpiresAt?.toISOString() ?? new Date(0).toISOString(),
    response: entry.pageResponse,
    extensionMinutes: pageExtensionMinutes,
  };
}

/**
 * GET /api/p/{token}: the page while its hold runs (answered or not: the screen shows the answer). The first read
 * is the floor's 'link opened', pushed to the floor.
 */
export async function readPageByLink(ctx: UseCaseContext, input: { token: string; now: Date }): Promise<PageLinkView> {
  const { claim, target } = await pageOfToken(ctx, input.token);
  const entry = refuseUnlessRunning(target, claim.pagedAt, input.now);
  const opened = await claimDelivery(ctx.db, {
    entryId: entry.id,
    pagedAt: claim.pagedAt,
    channel: 'link',
    state: 'opened',
    now: input.now,
  });
  if (opened) ctx.afterCommit(() => pushFloorTables(ctx, [entry.tableId, entry.pagedTableId]));
  return viewOf(ctx, target, entry);
}

/** POST /api/p/{token}: answers the link's page once, by the app's rules (answerPage). */
export async function answerPageByLink(
  ctx: UseCaseContext,
  input: { token: string; response: PageResponse; now: Date },
): Promise<PageLinkView> {
  const { claim, target } = await pageOfToken(ctx, input.token);
  const entry = await answerPage(ctx, target.entry, {
    response: input.response,
    now: input.now,
    onlyPage: claim.pagedAt,
  });
  return viewOf(ctx, target, { ...entry, pageResponse: input.response });
}

/**
 * POST /api/waitlist/{entryId}/page/seen: the player's phone showed the call of this page (the app's own channel).
 * Recorded once per page and pushed to the floor; an entry not the player's own is 404, an old page is ignored.
 */
export async function recordPageSeen(
  ctx: UseCaseContext,
  input: { entryId: number; playerId: number; pagedAt: Date; now: Date },
): Promise<boolean> {
  const target = await findPageTarget(ctx.db, input.entryId);
  if (!target || target.entry.playerId !== input.playerId) throw new AppError('NOT_FOUND', PAGE_LINK_MESSAGES.gone);
  const { entry } = target;
  if (entry.status !== 'waiting' || entry.pagedAt?.getTime() !== input.pagedAt.getTime()) return false;
  const seen = await claimDelivery(ctx.db, {
    entryId: entry.id,
    pagedAt: input.pagedAt,
    channel: 'app',
    state: 'seen',
    now: input.now,
  });
  if (seen) ctx.afterCommit(() => pushFloorTables(ctx, [entry.tableId, entry.pagedTableId]));
  return seen !== null;
}
