import { fromPaise } from '@club/shared/money';
import type { LiveSession, PlayerSeat } from '@club/shared/live-session';
import type { PokerTable, TableSeatView, TimingRules } from '@club/shared/tables';
import type { StaffSeat } from '@club/shared/tables-staff';
import { computeSessionPhase, effectiveTimingRules, minutesLeft } from '@club/shared/tables-phase';
import type { SeatRow, TableRow, TableWithCounts } from './tables.repo';

export const timingRulesOf = (table: TableRow): TimingRules => effectiveTimingRules(table);

export function toTable(row: TableWithCounts): PokerTable {
  return {
    id: String(row.id),
    name: row.name,
    gameType: row.gameType,
    status: row.status,
    isActive: row.status === 'active',
    gameStarted: row.gameStartedAt !== null,
    stakes: row.stakes,
    smallBlind: fromPaise(row.smallBlindPaise),
    bigBlind: fromPaise(row.bigBlindPaise),
    minBuyIn: fromPaise(row.minBuyInPaise),
    maxBuyIn: fromPaise(row.maxBuyInPaise),
    currentPlayers: row.currentPlayers,
    maxPlayers: row.maxPlayers,
    waitlistCount: row.waitlistCount,
    timingRules: timingRulesOf(row),
  };
}

/**
 * Another player as someone across the felt sees them: a first name and a last initial (decision 022).
 * The viewer's own seat shows the full name.
 */
export function toTableSeatView(
  seat: SeatRow,
  name: { firstName: string; lastName: string },
  viewerPlayerId: number | null,
): TableSeatView {
  const isMine = seat.playerId === viewerPlayerId;
  const buyIn = fromPaise(seat.buyInPaise);
  return {
    tableId: String(seat.tableId),
    seatNumber: seat.seatNumber,
    sessionBuyInAmount: buyIn,
    session_buy_in_amount: buyIn,
    isMine,
    player: {
      firstName: name.firstName,
      lastName: isMine ? name.lastName : `${name.lastName.trim().charAt(0).toUpperCase()}.`,
    },
  };
}

export function toPlayerSeat(seat: SeatRow, table: TableRow): PlayerSeat {
  return {
    seatId: seat.id,
    tableId: String(table.id),
    tableName: table.name,
    gameType: table.gameType,
    stakes: table.stakes,
    seatNumber: seat.seatNumber,
    status: table.status,
    sessionStartTime: seat.sessionStartAt.toISOString(),
    sessionBuyIn: fromPaise(seat.buyInPaise),
    buyInPaid: fromPaise(seat.buyInPaidPaise),
    minBuyIn: fromPaise(table.minBuyInPaise),
    maxBuyIn: fromPaise(table.maxBuyInPaise),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The spec's live session, every alias filled, computed for `now` from the stored timestamps. A seat at a
 * table that is not active is no live session: 'No Active Session' unless the game is active (decision 024).
 */
export function toLiveSession(open: { seat: SeatRow; table: TableRow } | undefined, now: Date): LiveSession {
  const serverTime = now.toISOString();
  if (open?.table.status !== 'active') return { hasActiveSession: false, session: null, serverTime };
  const { seat, table } = open;
  const rules = timingRulesOf(table);
  const state = computeSessionPhase(
    {
      now: now.getTime(),
      sessionStartAt: seat.sessionStartAt.getTime(),
      callTimeStartedAt: seat.callTimeStartedAt?.getTime() ?? null,
      cashOutRequestedAt: seat.cashOutRequestedAt?.getTime() ?? null,
    },
    table,
  );
  return {
    hasActiveSession: true,
    serverTime,
    session: {
      id: seat.id,
      seatId: seat.id,
      tableId: String(table.id),
      seatNumber: seat.seatNumber,
      sessionStartTime: seat.sessionStartAt.toISOString(),
      sessionPhase: state.phase,
      isLive: seat.endedAt === null,
      tableName: table.name,
      gameType: table.gameType,
      stakes: table.stakes,
      buyInAmount: fromPaise(seat.buyInPaise),
      buyInPaid: fromPaise(seat.buyInPaidPaise),
      minPlayTimeCompleted: state.phase !== 'MINIMUM_PLAY',
      tableMinPlayTime: rules.minPlayMinutes,
      minPlayTimeMinutes: rules.minPlayMinutes,
      min_play_time: rules.minPlayMinutes,
      callTimeAvailable: state.canStartCallTime,
      callTimeActive: state.phase === 'CALL_TIME_ACTIVE',
      // Minutes, as the specification's session screen shows them; our countdown reads the seconds.
      callTimeRemaining: minutesLeft(state.callTimeRemaining),
      callTimeRemainingSeconds: state.callTimeRemaining,
      tableCallTimeDuration: rules.callTimeMinutes,
      callTimeDurationMinutes: rules.callTimeMinutes,
      call_time_duration: rules.callTimeMinutes,
      cashOutWindowActive: state.phase === 'CASH_OUT_WINDOW',
      cashOutTimeRemaining: minutesLeft(state.cashOutTimeRemaining),
      cashOutTimeRemainingSeconds: state.cashOutTimeRemaining,
      tableCashOutWindow: rules.cashOutWindowMinutes,
      cashOutWindowMinutes: rules.cashOutWindowMinutes,
      cash_out_window: rules.cashOutWindowMinutes,
      canCashOut: state.canCashOut,
      cashOutRequested: state.cashOutRequested,
      minPlayRemaining: state.minPlayRemaining,
      callTimeStartedAt: iso(seat.callTimeStartedAt),
      cashOutRequestedAt: iso(seat.cashOutRequestedAt),
      phaseEndsAt: state.phaseEndsAt === null ? null : new Date(state.phaseEndsAt).toISOString(),
      timingRules: rules,
    },
  };
}

export function toStaffSeat(
  seat: SeatRow,
  table: TableRow,
  player: { firstName: string; lastName: string },
  assignedBy: string | null,
): StaffSeat {
  return {
    seatId: seat.id,
    tableId: String(table.id),
    tableName: table.name,
    playerId: seat.playerId,
    // A guest's seat carries the whole name as the first name (decision 131).
    playerName: [player.firstName, player.lastName].filter(Boolean).join(' '),
    seatNumber: seat.seatNumber,
    buyIn: fromPaise(seat.buyInPaise),
    buyInPaid: fromPaise(seat.buyInPaidPaise),
    sessionStartTime: seat.sessionStartAt.toISOString(),
    endedAt: iso(seat.endedAt),
    cashOut: seat.cashOutPaise === null ? null : fromPaise(seat.cashOutPaise),
    assignedBy,
  };
}
