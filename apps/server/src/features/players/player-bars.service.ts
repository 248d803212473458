import { type BarPlayerBody, barredSignInMessage } from '@club/shared/player-directory';
import { AppError, notFound } from '../../app-error';
import { revokePlayerSessions } from '../../auth/sessions.service';
import { stillThere } from '../../db/rows';
import type { UseCaseContext } from '../../use-case';
import { getClubSettings } from '../club/club.service';
import { writeAudit } from '../staff/audit.service';
import { publishBarChange } from './player-directory.events';
import { toDirectoryPlayer } from './player-directory.mappers';
import { findDirectoryPlayer, findTablesOfPlayer, lockPlayerForBar, setPlayerBar } from './player-directory.repo';
import { pushFloorTables } from '../tables/table-updates.service';

const auditedBar = (row: { barredAt: Date | null; barredUntil: Date | null; barReason: string | null }) => ({
  barred: row.barredAt !== null,
  until: row.barredUntil?.toISOString() ?? null,
  reason: row.barReason,
});

/**
 * A super admin or admin bars a player (issue 19): a reason, and an end or none. In one transaction the
 * bar is stored, every session of the player ends and the audit row is written; the caller then ends
 * the player's open sockets with `signOutMessage`. Barring a barred player replaces the bar's reason and end.
 */
export async function barPlayer(
  ctx: UseCaseContext,
  input: { playerId: number; body: BarPlayerBody; actorId: number },
  now = new Date(),
) {
  const until = input.body.until ? new Date(input.body.until) : null;
  if (until && until.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_FAILED', 'The end of the bar must be in the future.');
  }
  await ctx.db.transaction(async (tx) => {
    const before = await lockPlayerForBar(tx, input.playerId);
    if (!before) throw notFound('Player');
    await setPlayerBar(tx, input.playerId, { reason: input.body.reason, until, staffId: input.actorId });
    await revokePlayerSessions(tx, input.playerId);
    await writeAudit(tx, {
      staffId: input.actorId,
      playerId: input.playerId,
      action: 'player.bar',
      entity: 'player',
      entityId: input.playerId,
      before: auditedBar(before),
      after: { barred: true, until: until?.toISOString() ?? null, reason: input.body.reason },
      note: input.body.reason,
    });
  });
  const player = toDirectoryPlayer(stillThere(await findDirectoryPlayer(ctx.db, input.playerId), 'Player'));
  publishBarChange(ctx, player.id, player.bar);
  publishFloorOf(ctx, player.id);
  const { timeZone } = await getClubSettings(ctx.db);
  return { player, signOutMessage: barredSignInMessage(until, timeZone) };
}

/** Lifting a bar (or clearing one whose end has passed) is audited with what it was. */
export async function liftPlayerBar(ctx: UseCaseContext, input: { playerId: number; note?: string; actorId: number }) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockPlayerForBar(tx, input.playerId);
    if (!before) throw notFound('Player');
    if (before.barredAt === null) throw new AppError('INVALID_STATE', 'This player is not barred.');
    await setPlayerBar(tx, input.playerId, null);
    await writeAudit(tx, {
      staffId: input.actorId,
      playerId: input.playerId,
      action: 'player.lift_bar',
      entity: 'player',
      entityId: input.playerId,
      before: auditedBar(before),
      after: { barred: false, until: null, reason: null },
      note: input.note || null,
    });
  });
  const player = toDirectoryPlayer(stillThere(await findDirectoryPlayer(ctx.db, input.playerId), 'Player'));
  publishBarChange(ctx, player.id, null);
  publishFloorOf(ctx, player.id);
  return player;
}

/** The floor of the tables where the player sits or waits reads again, with the flag set or cleared. */
function publishFloorOf(ctx: UseCaseContext, playerId: number) {
  ctx.afterCommit(async () => pushFloorTables(ctx, await findTablesOfPlayer(ctx.db, playerId)));
}
