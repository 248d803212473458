import { type DirectoryPlayer, isBarInForce, type PlayerBar } from '@club/shared/player-directory';
import type { DirectoryPlayerRow } from './player-directory.repo';

/** The bar in force on a row, or null (none, or one whose end has passed). */
export function toPlayerBar(row: DirectoryPlayerRow, now = new Date()): PlayerBar | null {
  if (!isBarInForce(row, now) || row.barredAt === null) return null;
  return {
    reason: row.barReason ?? '',
    barredAt: row.barredAt.toISOString(),
    until: row.barredUntil?.toISOString() ?? null,
    barredBy: row.barredByName,
  };
}

export function toDirectoryPlayer(row: DirectoryPlayerRow): DirectoryPlayer {
  return {
    id: row.id,
    playerCode: row.playerCode,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    nickname: row.nickname,
    phone: row.phone,
    kycStatus: row.kycStatus,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    bar: toPlayerBar(row),
  };
}
