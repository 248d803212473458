import { formatRupees, fromPaise } from '@club/shared/money';
import { ordinal } from '@club/shared/tournament-prizes';

/**
 * One audit row in one line (issue 27 item 10): what happened, the amount, the player, the table, from the
 * row's action and the details its writer stores (before, after, note). Pure: the names of the tables and
 * staff members a row points at are looked up by the caller, once per page.
 */
export interface AuditSummaryInput {
  action: string;
  entity: string;
  entityId: string | null;
  playerId: number | null;
  playerName: string | null;
  before: unknown;
  after: unknown;
  note: string | null;
}

export interface AuditNames {
  tables: ReadonlyMap<number, string>;
  staff: ReadonlyMap<number, string>;
}

type Details = Record<string, unknown>;
interface Row extends AuditSummaryInput {
  b: Details;
  a: Details;
  names: AuditNames;
}
type Summarize = (row: Row) => string;

const placeText = (place: number | null) => (place === null ? 'a paid place' : `${ordinal(place)} place`);

const record = (value: unknown): Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Details) : {};
const num = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : null;
const paise = (value: unknown): bigint | null =>
  typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value)) ? BigInt(value) : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const rupees = (amount: bigint | null) => (amount === null ? 'an amount' : formatRupees(fromPaise(amount)));
const abs = (value: bigint) => (value < 0n ? -value : value);
/** The amount a balance moved by: the difference of `key` between before and after. */
const moved = (row: Row, key: string) => {
  const [from, to] = [paise(row.b[key]), paise(row.a[key])];
  return from === null || to === null ? null : abs(to - from);
};
const quoted = (value: unknown, max = 60) => {
  const shown = text(value);
  if (!shown) return '';
  return ` "${shown.length > max ? `${shown.slice(0, max - 1)}…` : shown}"`;
};
const player = (row: Row) => (row.playerId === null ? 'a player' : `${row.playerName ?? 'Player'} (#${row.playerId})`);
const table = (row: Row, id: unknown) => {
  const tableId = num(id);
  if (tableId === null) return 'a table';
  return row.names.tables.get(tableId) ?? `table #${tableId}`;
};
const seatAt = (row: Row, details: Details) =>
  `${table(row, details.tableId)}${num(details.seatNumber) !== null ? `, seat ${details.seatNumber}` : ''}`;
const member = (row: Row) => {
  const id = num(row.entityId);
  return id === null ? 'a staff member' : `${row.names.staff.get(id) ?? 'staff member'} (#${id})`;
};
const shift = (details: Details) => (num(details.shiftId) !== null ? `, shift #${details.shiftId}` : '');
const changedKeys = (row: Row, skip: string[] = ['updatedAt', 'updated_at']) => {
  const keys = [...new Set([...Object.keys(row.b), ...Object.keys(row.a)])].filter(
    (key) => !skip.includes(key) && JSON.stringify(row.b[key]) !== JSON.stringify(row.a[key]),
  );
  return keys.length > 0 ? `: ${keys.join(', ')}` : '';
};
const named = (details: Details) => quoted(details.name ?? details.title);
const either = (row: Row) => ({ ...row.b, ...row.a });

const OPERATION_LABELS: Record<string, string> = {
  'cash-in': 'a cash in',
  'cash-out': 'a cash out',
  'credit-add': 'a credit add',
  'credit-clear': 'a credit clear',
  'credit-transfer': 'a credit transfer',
};
const pendingWhat = (row: Row) => {
  const a = row.a;
  const what =
    a.kind === 'reversal' ? `a reversal of transaction #${a.transactionId}` : OPERATION_LABELS[String(a.operation)];
  return `${what ?? 'an operation'} of ${rupees(paise(a.amountPaise))} for ${player(row)}`;
};

/**
 * A reversal of a counter operation (issue 38, item 12): the money back, never a cash in or out of its own.
 * Rows written as `wallet.cash_in` & co. with `reverses` before the reversal had its own action read so too.
 */
const reversal: Summarize = (r) => {
  const cash = moved(r, 'cashPaise');
  const account = cash !== null && cash !== 0n ? 'cash' : 'credit';
  const key = account === 'cash' ? 'cashPaise' : 'creditPaise';
  const [from, to] = [paise(r.b[key]), paise(r.a[key])];
  const direction = from !== null && to !== null && to < from ? 'taken back from' : 'back to';
  return `Reversal of #${r.a.reverses}: ${rupees(moved(r, key))} ${direction} the ${account} balance of ${player(r)}${shift(r.a)}`;
};
/** A counter operation's summary, unless the row is a reversal. */
const unlessReversal =
  (summarize: Summarize): Summarize =>
  (r) =>
    num(r.a.reverses) !== null ? reversal(r) : summarize(r);

/** By exact action, or by the action's prefix up to its last dot or underscore followed by `*`. */
export const AUDIT_SUMMARIES: Record<string, Summarize> = {
  // The cage and the wallet (money).
  'wallet.cash_in': unlessReversal((r) => `Cash in ${rupees(moved(r, 'cashPaise'))} for ${player(r)}${shift(r.a)}`),
  'wallet.cashier_withdrawal': unlessReversal(
    (r) => `Cash out ${rupees(moved(r, 'cashPaise'))} to ${player(r)}${shift(r.a)}`,
  ),
  'wallet.add_credit': unlessReversal(
    (r) => `Credit of ${rupees(moved(r, 'creditPaise'))} given to ${player(r)}${shift(r.a)}`,
  ),
  'wallet.clear_credit': unlessReversal(
    (r) => `Credit of ${rupees(moved(r, 'creditPaise'))} cleared for ${player(r)}${shift(r.a)}`,
  ),
  'wallet.credit_transfer': unlessReversal(
    (r) => `Credit of ${rupees(moved(r, 'creditPaise'))} moved to the cash balance of ${player(r)}${shift(r.a)}`,
  ),
  'wallet.reversal': reversal,
  'wallet.table_buy_in': (r) =>
    `Table buy-in ${rupees(moved(r, 'cashPaise'))} for ${player(r)}, seat #${r.a.seatId}${shift(r.a)}`,
  'wallet.table_cash_out': (r) =>
    `Table cash-out ${rupees(moved(r, 'cashPaise'))} to ${player(r)}, seat #${r.a.seatId}${shift(r.a)}`,
  'wallet.credit_limit': (r) =>
    `Credit limit of ${player(r)} set from ${rupees(paise(r.b.creditLimitPaise))} to ${rupees(paise(r.a.creditLimitPaise))}`,
  'credit_request.*': (r) =>
    `Credit request #${r.entityId} of ${player(r)} ${r.a.status === 'approved' ? `approved (limit ${rupees(paise(r.a.creditLimitPaise))})` : r.a.status}`,
  'cage.open_shift': (r) => `Shift #${r.entityId} opened with a float of ${rupees(paise(r.a.openingFloatPaise))}`,
  'cage.close_shift': (r) =>
    `Shift #${r.entityId} closed: counted ${rupees(paise(r.a.countedCashPaise))}, expected ${rupees(paise(r.a.expectedCashPaise))}`,
  'cage.sign_off_shift': (r) =>
    `Shift #${r.entityId} signed off: counted ${rupees(paise(r.a.countedCashPaise))}, expected ${rupees(paise(r.a.expectedCashPaise))}`,
  'cage.request_operation': (r) => `Asked for approval of ${pendingWhat(r)}`,
  'cage.request_reversal': (r) => `Asked for approval of ${pendingWhat(r)}`,
  'cage.approve_pending': (r) => `Approved ${pendingWhat(r)}`,
  'cage.reject_pending': (r) => `Refused ${pendingWhat(r)}`,
  'cage.reverse_transaction': (r) => `Reversed transaction #${r.entityId} of ${player(r)}`,

  // The floor.
  'tables.create': (r) => `Table${named(r.a)} created`,
  'tables.update': (r) => `Table${named(either(r))} changed${changedKeys(r)}`,
  'tables.close': (r) => `${table(r, r.entityId)} closed`,
  'tables.assign_seat': (r) => `Seated ${player(r)} at ${seatAt(r, r.a)}`,
  'tables.seat_guest': (r) =>
    `Seated guest ${text(r.a.guestInitials) ?? ''} at ${seatAt(r, r.a)}, the buy-in ${rupees(paise(r.a.buyInPaise))} in cash at the table`,
  'tables.move_seat': (r) => `Moved ${player(r)} from ${seatAt(r, r.b)} to ${seatAt(r, r.a)}`,
  'tables.must_move': (r) => {
    const feeds = Array.isArray(r.a.mustMoveTableIds) ? r.a.mustMoveTableIds : [];
    const names = feeds.map((id) => table(r, id)).join(', ');
    return feeds.length === 0
      ? `${table(r, r.entityId)} no longer protected by must-move tables`
      : `${table(r, r.entityId)} protected: must-move ${names}`;
  },
  'tables.add_change_request': (r) =>
    `Added a ${r.a.kind === 'seat' ? 'seat' : 'table'} change request for ${player(r)} (seat #${r.entityId})`,
  'tables.cancel_change_request': (r) =>
    `Cancelled the ${r.b.kind === 'seat' ? 'seat' : 'table'} change request of ${player(r)} (seat #${r.entityId})`,
  'tables.release_seat': (r) => `Released the seat of ${player(r)} at ${seatAt(r, r.b)}`,
  'tables.cash_out_seat': (r) =>
    `Table cash-out of ${rupees(paise(r.a.cashOutPaise))} for ${player(r)} at ${seatAt(r, r.b)}`,
  'tables.settle_released_seat': (r) =>
    `Settled the released seat of ${player(r)} at ${seatAt(r, r.b)}: ${rupees(paise(r.a.cashOutPaise))}`,
  'tables.page_player': (r) => `Paged ${player(r)} to ${seatAt(r, r.a)}`,
  'tables.page_missed': (r) => `${player(r)} missed a page`,
  'tables.page_missed_removed': (r) => `${player(r)} missed a page and left the list`,
  'tables.check_in': (r) => `Checked in ${player(r)} (a remote entry)`,
  'tables.player_check_in': (r) => `${player(r)} checked in with the room's code`,
  'tables.remote_entry_expired': (r) => `The remote entry of ${player(r)} expired`,
  'tables.waitlist_reorder': (r) =>
    `Moved ${player(r)} from place ${r.b.position} to place ${r.a.position} on the list`,
  'tables.waitlist_move_to_end': (r) => `Moved ${player(r)} to the end of the list`,
  'tables.remove_waitlist_entry': (r) => `Took ${player(r)} off the list`,
  'tables.add_to_list': (r) =>
    `Put ${r.a.guestId == null ? player(r) : `guest ${text(r.a.guestInitials) ?? `#${r.a.guestId}`}`} on the ${text(r.a.gameName) ?? 'game'} list${r.a.remote === true ? ' (remote)' : ''}`,
  'tables.link_guest_entry': (r) => `Linked guest #${num(r.b.guestId) ?? '?'}'s list entry to ${player(r)}`,
  'tables.guest_removed': (r) =>
    `Guest #${r.entityId} removed ${num(r.a.retentionDays) ?? 'some'} days after the evening they were last listed`,
  'tables.acknowledge_request': (r) =>
    `Acknowledged the ${r.a.kind === 'cash_out' ? 'cash-out' : String(r.a.kind ?? '').replaceAll('_', ' ')} request of ${player(r)}`,
  'tables.correct_session_start': (r) => `Corrected the session start of ${player(r)}`,
  'games.create': (r) => `Game${named(r.a)} created`,
  'games.update': (r) => `Game${named(either(r))} changed${changedKeys(r, ['updatedAt', 'endedEntriesOfPlayers'])}`,

  // KYC and players.
  'kyc.approved': (r) => `KYC approved for ${player(r)}`,
  'kyc.rejected': (r) => `KYC rejected for ${player(r)}`,
  'kyc.incomplete': (r) => `KYC sent back as incomplete to ${player(r)}`,
  'kyc.first_approval': (r) => `KYC approval 1 of 2 for ${player(r)}`,
  'kyc.document.*': (r) => `Document #${r.entityId} of ${player(r)} ${r.a.status}`,
  'kyc.document_change.*': (r) => `Change request for a document of ${player(r)} ${r.a.status}`,
  'kyc.identity_change_*': (r) =>
    `Identity change of ${player(r)} ${r.action.endsWith('approved') ? 'approved' : 'rejected'}`,
  'player.bar': (r) => `Barred ${player(r)}${text(r.a.until) ? ` until ${String(r.a.until).slice(0, 10)}` : ''}`,
  'player.lift_bar': (r) => `Lifted the bar on ${player(r)}`,
  'player.note': (r) => `Note on ${player(r)}:${quoted(r.a.body)}`,
  'players.phone_changed': (r) => `${player(r)} changed their phone number`,

  // Staff accounts.
  'staff.create': (r) =>
    `Created the ${String(r.a.role ?? '').replace('_', ' ')} account of ${r.a.name} (#${r.entityId})`,
  'staff.update': (r) => `Changed the account of ${member(r)}${changedKeys(r)}`,
  'staff.set_password': (r) => `Set a new password for ${member(r)}`,
  'staff.change_password': (r) => `${member(r)} chose a new password`,
  'staff.unlock_signin': (r) => `Unlocked the sign-in of ${member(r)}`,

  // Guest relations, the kitchen, content.
  'chat.reply': (r) => `Replied to ${player(r)} in chat`,
  'chat.close': (r) => `Closed the chat with ${player(r)}${r.note ? `:${quoted(r.note)}` : ''}`,
  'chat.claim': (r) => `Took the chat with ${player(r)}`,
  'chat.take_over': (r) => `Took over the chat with ${player(r)}`,
  'canned_reply.*': (r) => `Canned reply${named(either(r))} ${verb(r.action)}`,
  'feedback.read': (r) => `Read the feedback of ${player(r)}`,
  'feedback.respond': (r) =>
    `Answered the feedback of ${player(r)} by ${r.a.via === 'notification' ? 'a notification' : 'chat'}`,
  'food_order.*': (r) =>
    `Food order #${r.entityId} of ${player(r)} ${r.a.status}${r.a.reason ? `:${quoted(r.a.reason)}` : ''}`,
  'menu_item.*': (r) =>
    `Menu item${named(either(r))}${text(either(r).price) ? ` (${formatRupees(String(either(r).price))})` : ''} ${verb(r.action)}`,
  'food_ad.*': (r) => `Food ad${named(either(r))} ${verb(r.action)}`,
  'offer.*': (r) => `Offer${named(either(r))} ${verb(r.action)}`,
  'tournament.*': (r) => `Tournament${named(either(r))} ${verb(r.action)}`,
  'tournament.status.*': (r) => `Tournament${named(either(r))} now ${r.action.slice('tournament.status.'.length)}`,
  'tournament.registration.*': (r) =>
    `Tournament${named(either(r))}: registration ${r.action.endsWith('reopen') ? 'reopened' : 'closed'}`,
  'tournament.clock.*': (r) => {
    const level = num(r.a.levelIndex);
    const seconds = num(record(r.note ? safeJson(r.note) : null).seconds);
    const what = CLOCK_ACTIONS[r.action.slice('tournament.clock.'.length)] ?? verb(r.action);
    const amount = seconds === null ? '' : ` ${seconds < 0 ? '−' : '+'}${Math.abs(seconds)} s`;
    return `Tournament #${r.entityId} clock: ${what}${amount}${level === null ? '' : `, level ${level + 1}`}`;
  },
  'tournament.deal.propose': (r) =>
    `Tournament #${r.entityId}: deal #${r.a.dealId} proposed${Array.isArray(r.a.shares) ? ` among ${r.a.shares.length} players` : ''}`,
  'tournament.deal.confirm': (r) =>
    `Tournament #${r.entityId}: deal #${r.a.dealId} confirmed, accepted by ${Array.isArray(r.a.shares) ? r.a.shares.length : 'all'} players`,
  'tournament.payout_table.set': (r) =>
    `Tournament payout table saved${Array.isArray(r.a.ranges) ? ` (${r.a.ranges.length} ranges of entries)` : ''}`,
  'tournament.entry': (r) =>
    `${ENTRY_KINDS[String(r.a.kind)] ?? 'Entry'} for ${player(r)} in${quoted(r.a.tournamentName)}: ${rupees(paise(r.a.buyInPaise))} + ${rupees(paise(r.a.feePaise))} fee, ${r.a.payment === 'cash' ? 'paid in cash' : 'from the balance'}${shift(r.a)}`,
  'tournament.entry_refund': (r) =>
    `Refunded entry #${r.entityId} of ${player(r)}: ${rupees(paise(r.a.amountPaise))}${r.note ? `:${quoted(r.note)}` : ''}`,
  'tournament.entry_refund_request': (r) =>
    `Asked to refund entry #${r.entityId} of ${player(r)}: ${rupees(paise(r.a.amountPaise))}, waiting for a super admin${r.note ? `:${quoted(r.note)}` : ''}`,
  'tournament.prize': (r) =>
    `Prize paid to ${player(r)} in${quoted(r.a.tournamentName)}: ${placeText(num(r.a.place))}, ${rupees(paise(r.a.amountPaise))}${num(r.a.requestedBy) === null ? '' : ' (approved)'}`,
  'tournament.prize_request': (r) =>
    `Asked to pay ${player(r)}'s prize in${quoted(r.a.tournamentName)}: ${rupees(paise(r.a.amountPaise))}, waiting for a super admin`,
  'tournament.bounty': (r) =>
    `Bounties paid to ${player(r)} in${quoted(r.a.tournamentName)}: ${num(r.a.bounties) ?? 0} for ${rupees(paise(r.a.amountPaise))}${num(r.a.requestedBy) === null ? '' : ' (approved)'}`,
  'tournament.bounty_request': (r) =>
    `Asked to pay ${player(r)}'s bounties in${quoted(r.a.tournamentName)}: ${rupees(paise(r.a.amountPaise))}, waiting for a super admin`,
  'tournament.cancel_refunds': (r) =>
    `Tournament #${r.entityId} cancelled: ${num(r.a.entries) ?? 0} ${num(r.a.entries) === 1 ? 'entry' : 'entries'} refunded, ${rupees(paise(r.a.amountPaise))}`,
  'tournament.seating.draw': (r) =>
    `Tournament #${r.entityId}${quoted(r.a.tournamentName)}: ${r.a.kind === 'draw' ? 'seats drawn' : 'late seats drawn'} for ${num(r.a.seated) ?? 0} players, seed ${text(r.a.seed) ?? '?'}`,
  'tournament.seating.button': (r) =>
    `Tournament #${r.entityId}${quoted(r.a.tournamentName)}: table ${num(r.a.table) ?? '?'} button ${num(r.a.buttonSeat) === null ? 'cleared' : `at seat ${num(r.a.buttonSeat)}`}`,
  'tournament.seating.break': (r) =>
    `Tournament #${r.entityId}${quoted(r.a.tournamentName)}: table ${num(r.a.table) ?? '?'} broken, ${num(r.a.moved) ?? 0} players redrawn, seed ${text(r.a.seed) ?? '?'}`,
  'tournament.seating.final': (r) =>
    `Tournament #${r.entityId}${quoted(r.a.tournamentName)}: final table formed at table ${num(r.a.table) ?? '?'} with ${num(r.a.players) ?? 0} players, seed ${text(r.a.seed) ?? '?'}`,
  'tournament.seating.move': (r) => {
    const to = record(r.a.to);
    return `${player(r)} moved to table ${num(to.table) ?? '?'}, seat ${num(to.seat) ?? '?'} in${quoted(r.a.tournamentName)}${r.a.suggested === true ? ' (balancing)' : ''}`;
  },
  'tournament.chip_counts': (r) =>
    `Tournament #${r.entityId}${quoted(r.a.tournamentName)}: chips counted for ${Array.isArray(r.a.counts) ? r.a.counts.length : 0} players`,
  'tournament.hand_for_hand.table': (r) =>
    `Tournament #${r.entityId}${quoted(r.a.tournamentName)}: table ${num(r.a.table) ?? '?'} hand ${r.a.handDone === true ? 'done' : 'not done after all'} (${num(r.a.done) ?? 0} of ${num(r.a.playing) ?? 0} tables)`,
  'tournament.hand_for_hand.hand': (r) =>
    `Tournament #${r.entityId}${quoted(r.a.tournamentName)}: hand-for-hand hand played at ${num(r.a.tables) ?? 0} tables, ${num(r.a.secondsOff) ?? 0} s off the level`,
  'tournament.elimination': (r) =>
    `${player(r)} busted from${quoted(r.a.tournamentName)} in place ${num(r.a.place) ?? '?'}`,
  'tournament.elimination.undo': (r) =>
    `Bust of ${player(r)} in${quoted(r.a.tournamentName)} undone${r.note ? `:${quoted(r.note)}` : ''}`,
  'tournament.structure.set': (r) => `Tournament #${r.entityId}: structure saved${levelCount(r.a)}`,
  'tournament.structure.from_template': (r) =>
    `Tournament #${r.entityId}: structure copied${r.note ? ` ${r.note.charAt(0).toLowerCase()}${r.note.slice(1)}` : ' from a template'}${levelCount(r.a)}`,
  'tournament.template.create': (r) =>
    `Tournament structure template${named(r.a)} saved${levelCount(record(r.a.structure))}`,
  'media.upload': (r) => `Uploaded image #${r.entityId}`,
  'notification.sent': (r) =>
    `Notification sent to ${r.a.recipientCount} ${r.a.recipientCount === 1 ? 'player' : 'players'}`,
  'vip_redemption.*': (r) =>
    `VIP redemption #${r.entityId} of ${player(r)} (${r.b.pointsCost} points) ${r.action.endsWith('approve') ? 'approved' : 'rejected'}`,

  // The club.
  'club.update_settings': (r) => `Club settings changed${changedKeys(r)}`,
  'displays.create_key': (r) => `TV display key${named(r.a)} created`,
  'displays.revoke_key': (r) => `TV display key${named(either(r))} revoked`,
  'displays.set_screen': (r) =>
    `TV display key${named(either(r))} now shows ${
      r.a.screen === 'tournament_clock'
        ? `the clock of ${quoted(r.a.tournamentName).trim() || `tournament #${num(r.a.tournamentId) ?? '?'}`}`
        : 'the wait-list board'
    }`,
  'report.daily_summary': (r) => `Daily summary of ${r.entityId} mailed to ${r.a.recipients} recipients`,
};

/** A tournament entry's kind, as the audit log says it (decision 130). */
const ENTRY_KINDS: Record<string, string> = { entry: 'Entry', reentry: 'Re-entry', rebuy: 'Rebuy', addon: 'Add-on' };

/** What a director's clock action did, in the audit log's words (issue 28). */
const CLOCK_ACTIONS: Record<string, string> = {
  start: 'started',
  pause: 'paused',
  resume: 'resumed',
  next_level: 'moved to the next level',
  previous_level: 'moved back a level',
  add_seconds: 'time changed',
  hand_for_hand: 'hand-for-hand switched',
  level_end: 'the level ended',
  ended: 'stopped, play is over',
};
const safeJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};
/** " (12 levels, 2 breaks)" from a structure's levels and breaks. */
const levelCount = (structure: Details) => {
  const periods = Array.isArray(structure.levels) ? structure.levels : null;
  if (!periods) return '';
  const breaks = periods.filter((period) => record(period).kind === 'break').length;
  const levels = periods.length - breaks;
  return ` (${levels} ${levels === 1 ? 'level' : 'levels'}${breaks ? `, ${breaks} ${breaks === 1 ? 'break' : 'breaks'}` : ''})`;
};

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  retire: 'retired (kept for past orders)',
  reorder: 'moved in the order',
};
function verb(action: string): string {
  const last = action.slice(action.lastIndexOf('.') + 1);
  return VERBS[last] ?? last.replaceAll('_', ' ');
}

/** The summarizer of an action: its own, else its prefix's (the longest that matches). */
export function summarizerOf(action: string): Summarize | undefined {
  const exact = AUDIT_SUMMARIES[action];
  if (exact) return exact;
  for (let end = action.length - 1; end > 0; end -= 1) {
    if (action[end] !== '.' && action[end] !== '_') continue;
    const byPrefix = AUDIT_SUMMARIES[`${action.slice(0, end + 1)}*`];
    if (byPrefix) return byPrefix;
  }
  return undefined;
}

export function summarizeAudit(input: AuditSummaryInput, names: AuditNames): string {
  const row: Row = { ...input, b: record(input.before), a: record(input.after), names };
  const summarize = summarizerOf(input.action);
  if (summarize) return summarize(row);
  // An action written before its summary: say what is known.
  const on = `${input.entity.replaceAll('_', ' ')}${input.entityId ? ` #${input.entityId}` : ''}`;
  return `${input.action.replaceAll(/[._]/g, ' ')} on ${on}${input.playerId !== null ? ` for ${player(row)}` : ''}`;
}

/** The tables and staff members a page of rows points at, to look their names up in one query each. */
export function namesToLookUp(rows: AuditSummaryInput[]): { tableIds: number[]; staffIds: number[] } {
  const tableIds = new Set<number>();
  const staffIds = new Set<number>();
  for (const row of rows) {
    for (const details of [record(row.before), record(row.after)]) {
      const id = num(details.tableId);
      if (id !== null) tableIds.add(id);
      // A main table's must-move tables (decision 142).
      if (Array.isArray(details.mustMoveTableIds)) {
        for (const feed of details.mustMoveTableIds) if (num(feed) !== null) tableIds.add(Number(feed));
      }
    }
    const id = num(row.entityId);
    if (id !== null && row.entity === 'poker_table') tableIds.add(id);
    if (id !== null && row.entity === 'staff') staffIds.add(id);
  }
  return { tableIds: [...tableIds], staffIds: [...staffIds] };
}
