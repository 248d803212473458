import {
  DISPLAY_KEY_MESSAGES,
  type DisplayBoard,
  type DisplayKey,
  type DisplayKeyReason,
  type DisplayScreen,
  type DisplayScreenBody,
  type DisplayScreenState,
} from '@club/shared/display';
import { AppError, notFound } from '../../app-error';
import { type DisplaySession, markDisplaySeen } from '../../auth/display-keys.service';
import { hashToken, newToken } from '../../auth/sessions.service';
import type { DbOrTx } from '../../db/client';
import { stillThere } from '../../db/rows';
import { boardNameDisplay, getClubSettings } from '../club/club.service';
import { writeAudit } from '../staff/audit.service';
import { readBoardGames, readBoardTables } from '../tables/board/board.service';
import { readCheckInCode } from '../tables/check-in/check-in.service';
import type { UseCaseContext } from '../../use-case';
import {
  findDisplayKeys,
  findDisplayScreen,
  findTournamentForScreen,
  insertDisplayKey,
  lockDisplayKey,
  markDisplayKeyRevoked,
  setDisplayClockTournament,
} from './displays.repo';
import { publishDisplayScreen } from './displays.events';

type ListedRow = Awaited<ReturnType<typeof findDisplayKeys>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One nullable column says what a screen shows (decision 114): null the board, else that tournament's clock. */
const screenOf = (clockTournamentId: number | null, tournamentName: string | null): DisplayScreenState =>
  clockTournamentId === null
    ? { screen: 'board', tournamentId: null, tournamentName: null }
    : { screen: 'tournament_clock', tournamentId: clockTournamentId, tournamentName };

function toDisplayKey({ key, createdBy, revokedBy, tournamentName }: ListedRow): DisplayKey {
  return {
    id: key.id,
    name: key.name,
    keyHint: key.keyHint,
    createdAt: key.createdAt.toISOString(),
    createdBy,
    lastSeenAt: iso(key.lastSeenAt),
    revokedAt: iso(key.revokedAt),
    revokedBy,
    ...screenOf(key.clockTournamentId, tournamentName),
  };
}

async function readDisplayKey(db: DbOrTx, id: number): Promise<DisplayKey> {
  const [row] = await findDisplayKeys(db, id);
  return toDisplayKey(stillThere(row, 'The display key'));
}

/** GET /api/staff/displays (the floor roles). */
export async function listDisplayKeys(db: DbOrTx): Promise<DisplayKey[]> {
  return (await findDisplayKeys(db)).map(toDisplayKey);
}

/**
 * A new display key (decision 062): 32 random bytes, shown in this answer only; the database keeps its
 * SHA-256 and its last four characters. Audited with the name, never the key.
 */
export async function createDisplayKey(
  db: DbOrTx,
  input: { name: string; staffId: number },
): Promise<{ display: DisplayKey; key: string }> {
  const key = newToken();
  const id = await db.transaction(async (tx) => {
    const row = await insertDisplayKey(tx, {
      name: input.name,
      keyHash: hashToken(key),
      keyHint: key.slice(-4),
      createdBy: input.staffId,
    });
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'displays.create_key',
      entity: 'display_key',
      entityId: row.id,
      after: { name: row.name, keyHint: row.keyHint },
    });
    return row.id;
  });
  return { display: await readDisplayKey(db, id), key };
}

/**
 * Revokes a key, audited. The caller closes the key's open sockets after this commits
 * (`app.sockets.end({ displayKeyId })`); its next read is refused with the revoked message.
 */
export async function revokeDisplayKey(db: DbOrTx, input: { id: number; staffId: number }): Promise<DisplayKey> {
  await db.transaction(async (tx) => {
    const before = await lockDisplayKey(tx, input.id);
    if (!before) throw notFound('Display key');
    if (before.revokedAt) throw new AppError('INVALID_STATE', 'This display key is already revoked');
    const after = await markDisplayKeyRevoked(tx, input.id, input.staffId);
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'displays.revoke_key',
      entity: 'display_key',
      entityId: input.id,
      before: { name: before.name, revokedAt: null },
      after: { name: after.name, revokedAt: after.revokedAt },
    });
  });
  return readDisplayKey(db, input.id);
}

/**
 * Chooses what a key's screen shows (issue 28, decision 114): the board or one tournament's clock. Audited
 * (`displays.set_screen`, before and after); after the commit only that key's TVs are told, and they switch
 * without a reload. A revoked key, or a finished or cancelled tournament, is refused with why; choosing
 * what the screen already shows changes nothing and is not audited.
 */
export async function chooseDisplayScreen(
  ctx: UseCaseContext,
  input: { id: number; staffId: number; choice: DisplayScreenBody },
): Promise<DisplayKey> {
  const tournamentId = input.choice.screen === 'tournament_clock' ? input.choice.tournamentId : null;
  const changed = await ctx.db.transaction(async (tx): Promise<DisplayScreenState | null> => {
    const before = await lockDisplayKey(tx, input.id);
    if (!before) throw notFound('Display key');
    if (before.revokedAt) throw new AppError('INVALID_STATE', 'This display key is revoked: its screen cannot change');
    const tournament = tournamentId === null ? null : await findTournamentForScreen(tx, tournamentId);
    if (tournamentId !== null && !tournament) throw notFound('Tournament');
    if (tournament && (tournament.status === 'finished' || tournament.status === 'cancelled')) {
      throw new AppError(
        'INVALID_STATE',
        `${tournament.name} is ${tournament.status}: choose an upcoming or running tournament for the clock`,
      );
    }
    if (before.clockTournamentId === tournamentId) return null;
    const screen = screenOf(tournamentId, tournament?.name ?? null);
    await setDisplayClockTournament(tx, input.id, tournamentId);
    await writeAudit(tx, {
      staffId: input.staffId,
      action: 'displays.set_screen',
      entity: 'display_key',
      entityId: input.id,
      before: {
        name: before.name,
        screen: screenOf(before.clockTournamentId, null).screen,
        tournamentId: before.clockTournamentId,
      },
      after: { name: before.name, ...screen },
    });
    return screen;
  });
  if (changed) publishDisplayScreen(ctx, input.id, { ...changed, asOf: new Date().toISOString() });
  return readDisplayKey(ctx.db, input.id);
}

/** GET /api/display/screen: what the key's TV shows now (401 with the reason when the key does not open). */
export async function readDisplayScreen(
  db: DbOrTx,
  found: { session: DisplaySession } | { reason: DisplayKeyReason },
): Promise<DisplayScreen> {
  if ('reason' in found) {
    throw new AppError('UNAUTHENTICATED', DISPLAY_KEY_MESSAGES[found.reason], { details: { reason: found.reason } });
  }
  const asOf = new Date().toISOString();
  const [row, club] = await Promise.all([
    findDisplayScreen(db, found.session.displayKeyId),
    getClubSettings(db),
    markDisplaySeen(db, found.session.displayKeyId),
  ]);
  const { clockTournamentId, tournamentName } = stillThere(row, 'The display key');
  return { ...screenOf(clockTournamentId, tournamentName), clubName: club.clubName, asOf };
}

/**
 * GET /api/display/board: what the key opened (plugins/display-key-limit.ts) reads the board (401 with the
 * reason otherwise), and the key is marked seen.
 */
export async function readDisplayBoard(
  db: DbOrTx,
  found: { session: DisplaySession } | { reason: DisplayKeyReason },
  publicUrl: string,
): Promise<DisplayBoard> {
  if ('reason' in found) {
    throw new AppError('UNAUTHENTICATED', DISPLAY_KEY_MESSAGES[found.reason], { details: { reason: found.reason } });
  }
  const asOf = new Date().toISOString();
  const [club, nameDisplay] = await Promise.all([
    getClubSettings(db),
    boardNameDisplay(db),
    markDisplaySeen(db, found.session.displayKeyId),
  ]);
  const [tables, games, checkIn] = await Promise.all([
    readBoardTables(db, nameDisplay),
    readBoardGames(db, nameDisplay),
    readCheckInCode(db, publicUrl, new Date(asOf)),
  ]);
  return { clubName: club.clubName, nameDisplay, tables, games, checkIn, asOf };
}
