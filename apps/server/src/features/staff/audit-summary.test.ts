import fs from 'node:fs';
import path from 'node:path';
import type { AuditRow } from '@club/shared/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, staffCookie } from '../../../test/fixtures';
import { createTable } from '../../../test/tables';
import { signedInCashier, walletCall } from '../../../test/wallet';
import { DAILY_SUMMARY_ACTION } from '../reports/daily-summary.service';
import { PLAYER_CHECK_IN_ACTION } from '../tables/check-in/check-in.repo';
import { writeAudit } from './audit.service';
import { summarizerOf } from './audit-summary';

// Issue 27 item 10: every audit row says what happened in one line, built on the server from its action and
// details. The walk below finds every action writeAudit is called with, so a new one without a summary fails.

const SRC = path.join(import.meta.dirname, '..', '..');

/** The values of the actions that are not written as literals in the call (a template, a constant, a variable). */
const COMPUTED_ACTIONS: Record<string, string[]> = {
  'auditActionOf(input)': [
    'wallet.reversal',
    'wallet.cash_in',
    'wallet.cashier_withdrawal',
    'wallet.add_credit',
    'wallet.clear_credit',
    'wallet.credit_transfer',
  ],
  'wallet.${input.type}': ['wallet.table_buy_in', 'wallet.table_cash_out'],
  'food_order.${input.status}': [
    'food_order.preparing',
    'food_order.ready',
    'food_order.delivered',
    'food_order.cancelled',
  ],
  'credit_request.${input.decision}': ['credit_request.approved', 'credit_request.rejected'],
  'kyc.${input.status}': ['kyc.approved', 'kyc.rejected', 'kyc.incomplete'],
  'kyc.document.${input.status}': ['kyc.document.approved', 'kyc.document.rejected'],
  'kyc.document_change.${input.decision}': ['kyc.document_change.approved', 'kyc.document_change.rejected'],
  'kyc.identity_change_${input.decision}': ['kyc.identity_change_approved', 'kyc.identity_change_rejected'],
  "vip_redemption.${input.decision === 'approved' ? 'approve' : 'reject'}": [
    'vip_redemption.approve',
    'vip_redemption.reject',
  ],
  PLAYER_CHECK_IN_ACTION: [PLAYER_CHECK_IN_ACTION],
  DAILY_SUMMARY_ACTION: [DAILY_SUMMARY_ACTION],
  // cage-operations.service: auditPending(tx, staffId, '<action>', …) passes its action on.
  action: [],
  'tournament.clock.${action}': [
    'tournament.clock.start',
    'tournament.clock.pause',
    'tournament.clock.resume',
    'tournament.clock.next_level',
    'tournament.clock.previous_level',
    'tournament.clock.add_seconds',
    'tournament.clock.hand_for_hand',
  ],
  'auditAction(input, before)': [
    'tournament.update',
    'tournament.status.running',
    'tournament.status.finished',
    'tournament.status.cancelled',
    'tournament.registration.reopen',
    'tournament.registration.close',
  ],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every action the server audits: the `action:` of each writeAudit call, and auditPending's actions. */
function auditedActions(): { actions: Set<string>; unknown: string[] } {
  const actions = new Set<string>();
  const unknown: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const source = fs.readFileSync(file, 'utf8');
    if (file.endsWith(path.join('staff', 'audit.service.ts'))) continue;
    for (const call of source.matchAll(/writeAudit\((?:tx|db), \{[\s\S]*?\n?\s*\}\);/g)) {
      const match = /action:\s*(.+?),?\s*$/m.exec(call[0]) ?? /action:\s*([^,}]+?)\s*[,}]/.exec(call[0]);
      const expression = match?.[1]?.trim() ?? 'action';
      const literals = [...expression.matchAll(/^'([a-z_.]+)'(?=,|$)|\? '([a-z_.]+)' : '([a-z_.]+)'/g)].flatMap((m) =>
        [m[1], m[2], m[3]].filter((v): v is string => v !== undefined),
      );
      const templated = expression.replace(/^`|`$/g, '');
      if (COMPUTED_ACTIONS[templated]) for (const value of COMPUTED_ACTIONS[templated]) actions.add(value);
      else if (literals.length > 0) for (const literal of literals) actions.add(literal);
      else unknown.push(`${path.relative(SRC, file)}: ${expression}`);
    }
    for (const call of source.matchAll(/auditPending\(tx, [^,]+, '([a-z_.]+)'/g)) actions.add(call[1]!);
  }
  return { actions, unknown };
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffCookie(t.app.database.db, (await createStaff(t.app.database.db, 'admin')).id);
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
async function newestRow(query: string): Promise<AuditRow> {
  const res = await t.app.inject({ url: `/api/staff/audit?${query}&pageSize=1`, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = res.json().rows as AuditRow[];
  return row!;
}

describe('the audit log says what happened on each row', () => {
  it('knows every action writeAudit is called with, and has a summary for each', () => {
    const { actions, unknown } = auditedActions();
    expect(unknown).toEqual([]);
    expect(actions.size).toBeGreaterThan(70);
    expect([...actions].filter((action) => !summarizerOf(action)).sort()).toEqual([]);
    expect([...actions].filter((action) => !(action in SAMPLES)).sort()).toEqual([]);
  });

  it('says a cash in with its amount in rupees, the player by name and the shift', async () => {
    const player = await createPlayer(db(), { firstName: 'Asha', lastName: 'Rao' });
    const cashier = await signedInCashier(t.app);
    const res = await walletCall(t.app, cashier.cookie, player.id, 'cash-in', { amount: '5000' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await newestRow(`action=wallet.cash_in&playerId=${player.id}`);
    expect(row.summary).toMatch(new RegExp(`^Cash in ₹5,000\\.00 for Asha Rao \\(#${player.id}\\), shift #\\d+$`));
  });

  it('names the table a seat is at', async () => {
    const player = await createPlayer(db(), { firstName: 'Ravi', lastName: 'Kumar' });
    const table = await createTable(t.app, { name: 'Table Lotus' });
    await writeAudit(db(), {
      staffId: null,
      playerId: player.id,
      action: 'tables.assign_seat',
      entity: 'seat',
      entityId: 1,
      after: { tableId: table.id, seatNumber: 4, buyInPaise: '200000' },
    });
    const row = await newestRow(`action=tables.assign_seat&playerId=${player.id}`);
    expect(row.summary).toBe(`Seated Ravi Kumar (#${player.id}) at Table Lotus, seat 4`);
  });

  it('summarises each audited action from the details its writer stores', async () => {
    const player = await createPlayer(db(), { firstName: 'Meera', lastName: 'Iyer' });
    const table = await createTable(t.app, { name: 'Table Jasmine' });
    const colleague = await createStaff(db(), 'cashier', { name: 'Kiran Das' });
    const context = { playerId: player.id, tableId: table.id, staffId: colleague.id };
    const wrong: string[] = [];
    for (const [action, sample] of Object.entries(SAMPLES)) {
      const written = sample(context);
      await writeAudit(db(), {
        staffId: null,
        playerId: written.player === false ? null : player.id,
        action,
        entity: written.entity,
        entityId: written.entityId,
        before: written.before,
        after: written.after,
        note: written.note ?? null,
      });
      const row = await newestRow(`action=${encodeURIComponent(action)}`);
      const expected = written.summary.replaceAll('{player}', `Meera Iyer (#${player.id})`);
      if (row.summary !== expected) wrong.push(`${action}: ${row.summary} ≠ ${expected}`);
    }
    expect(wrong).toEqual([]);
  });
});

interface Sample {
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  note?: string;
  /** false: the row names no player. */
  player?: false;
  summary: string;
}
type Context = { playerId: number; tableId: number; staffId: number };

/** What each writer stores (see its writeAudit call) and the line the log shows for it. */
const SAMPLES: Record<string, (c: Context) => Sample> = {
  'tournament.entry_refund': () => ({
    entity: 'tournament_entry',
    entityId: 5,
    before: { status: 'active' },
    after: { tournamentId: 2, amountPaise: '220000', requestedBy: null, transactionIds: [10, 11] },
    note: 'Left before the start',
    summary: 'Refunded entry #5 of {player}: ₹2,200.00: "Left before the start"',
  }),
  'tournament.entry_refund_request': () => ({
    entity: 'tournament_entry',
    entityId: 6,
    after: { tournamentId: 2, amountPaise: '2200000', kind: 'entry' },
    note: 'Wrong tournament',
    summary: 'Asked to refund entry #6 of {player}: ₹22,000.00, waiting for a super admin: "Wrong tournament"',
  }),
  'tournament.prize': () => ({
    entity: 'tournament',
    entityId: 7,
    after: { tournamentName: 'Deepstack', place: 3, amountPaise: '1250000', requestedBy: null, transactionId: 40 },
    summary: 'Prize paid to {player} in "Deepstack": 3rd place, ₹12,500.00',
  }),
  'tournament.prize_request': () => ({
    entity: 'tournament',
    entityId: 7,
    after: { tournamentName: 'Deepstack', place: 1, amountPaise: '15000000' },
    summary: 'Asked to pay {player}\'s prize in "Deepstack": ₹1,50,000.00, waiting for a super admin',
  }),
  'tournament.bounty': () => ({
    entity: 'tournament',
    entityId: 7,
    after: {
      tournamentName: 'Sunday KO',
      place: 1,
      bounties: 3,
      amountPaise: '300000',
      requestedBy: 5,
      transactionId: 41,
    },
    summary: 'Bounties paid to {player} in "Sunday KO": 3 for ₹3,000.00 (approved)',
  }),
  'tournament.bounty_request': () => ({
    entity: 'tournament',
    entityId: 7,
    after: { tournamentName: 'Sunday KO', place: 1, bounties: 3, amountPaise: '300000' },
    summary: 'Asked to pay {player}\'s bounties in "Sunday KO": ₹3,000.00, waiting for a super admin',
  }),
  'tournament.cancel_refunds': () => ({
    entity: 'tournament',
    entityId: 2,
    player: false,
    after: { entries: 3, amountPaise: '660000', transactionIds: [1, 2, 3, 4, 5, 6] },
    summary: 'Tournament #2 cancelled: 3 entries refunded, ₹6,600.00',
  }),
  'tournament.entry': () => ({
    entity: 'tournament_entry',
    entityId: 5,
    after: {
      tournamentId: 2,
      tournamentName: 'Sunday Main',
      kind: 'reentry',
      buyInPaise: '200000',
      feePaise: '20000',
      payment: 'cash',
      shiftId: 3,
      transactionIds: [7, 8, 9],
    },
    summary: 'Re-entry for {player} in "Sunday Main": ₹2,000.00 + ₹200.00 fee, paid in cash, shift #3',
  }),
  'wallet.cash_in': () => ({
    entity: 'wallet',
    entityId: 1,
    before: { cashPaise: '100000', creditPaise: '0' },
    after: { cashPaise: '600000', creditPaise: '0', transactionIds: [1], shiftId: 3, reverses: null },
    summary: 'Cash in ₹5,000.00 for {player}, shift #3',
  }),
  'wallet.cashier_withdrawal': () => ({
    entity: 'wallet',
    entityId: 1,
    before: { cashPaise: '600000', creditPaise: '0' },
    after: { cashPaise: '350000', creditPaise: '0', transactionIds: [2], shiftId: 3, reverses: null },
    summary: 'Cash out ₹2,500.00 to {player}, shift #3',
  }),
  'wallet.reversal': () => ({
    entity: 'wallet',
    entityId: 1,
    before: { cashPaise: '350000', creditPaise: '0' },
    after: { cashPaise: '600000', creditPaise: '0', transactionIds: [8], shiftId: 3, reverses: 2 },
    summary: 'Reversal of #2: ₹2,500.00 back to the cash balance of {player}, shift #3',
  }),
  'wallet.add_credit': () => ({
    entity: 'wallet',
    entityId: 1,
    before: { cashPaise: '0', creditPaise: '0' },
    after: { cashPaise: '0', creditPaise: '1000000', transactionIds: [3], shiftId: 3, reverses: null },
    summary: 'Credit of ₹10,000.00 given to {player}, shift #3',
  }),
  'wallet.clear_credit': () => ({
    entity: 'wallet',
    entityId: 1,
    before: { cashPaise: '0', creditPaise: '1000000' },
    after: { cashPaise: '0', creditPaise: '0', transactionIds: [4], shiftId: 3, reverses: null },
    summary: 'Credit of ₹10,000.00 cleared for {player}, shift #3',
  }),
  'wallet.credit_transfer': () => ({
    entity: 'wallet',
    entityId: 1,
    before: { cashPaise: '0', creditPaise: '1250000' },
    after: { cashPaise: '1250000', creditPaise: '0', transactionIds: [5], shiftId: 3, reverses: null },
    summary: 'Credit of ₹12,500.00 moved to the cash balance of {player}, shift #3',
  }),
  'wallet.table_buy_in': () => ({
    entity: 'wallet',
    entityId: 1,
    before: { cashPaise: '500000' },
    after: { cashPaise: '300000', transactionIds: [6], seatId: 9, shiftId: 3 },
    summary: 'Table buy-in ₹2,000.00 for {player}, seat #9, shift #3',
  }),
  'wallet.table_cash_out': () => ({
    entity: 'wallet',
    entityId: 1,
    before: { cashPaise: '300000' },
    after: { cashPaise: '1200000', transactionIds: [7], seatId: 9, shiftId: 3 },
    summary: 'Table cash-out ₹9,000.00 to {player}, seat #9, shift #3',
  }),
  'wallet.credit_limit': () => ({
    entity: 'wallet',
    entityId: 1,
    before: { creditLimitPaise: '0', creditApproved: false },
    after: { creditLimitPaise: '5000000', creditApproved: true },
    summary: 'Credit limit of {player} set from ₹0.00 to ₹50,000.00',
  }),
  'credit_request.approved': () => ({
    entity: 'credit_request',
    entityId: 4,
    before: { status: 'pending', creditApproved: false, creditLimitPaise: '0' },
    after: { status: 'approved', creditApproved: true, creditLimitPaise: '2000000' },
    summary: 'Credit request #4 of {player} approved (limit ₹20,000.00)',
  }),
  'credit_request.rejected': () => ({
    entity: 'credit_request',
    entityId: 5,
    before: { status: 'pending' },
    after: { status: 'rejected' },
    summary: 'Credit request #5 of {player} rejected',
  }),
  'cage.open_shift': () => ({
    entity: 'cage_shift',
    entityId: 3,
    player: false,
    after: { openingFloatPaise: '2000000' },
    summary: 'Shift #3 opened with a float of ₹20,000.00',
  }),
  'cage.close_shift': () => ({
    entity: 'cage_shift',
    entityId: 3,
    player: false,
    before: { status: 'open' },
    after: {
      status: 'closed',
      openingFloatPaise: '2000000',
      expectedCashPaise: '2500000',
      countedCashPaise: '2490000',
    },
    summary: 'Shift #3 closed: counted ₹24,900.00, expected ₹25,000.00',
  }),
  'cage.sign_off_shift': () => ({
    entity: 'cage_shift',
    entityId: 3,
    player: false,
    after: { status: 'signed_off', expectedCashPaise: '2500000', countedCashPaise: '2490000' },
    summary: 'Shift #3 signed off: counted ₹24,900.00, expected ₹25,000.00',
  }),
  'cage.request_operation': () => ({
    entity: 'cage_pending_operation',
    entityId: 8,
    after: { kind: 'operation', operation: 'cash-out', amountPaise: '15000000' },
    summary: 'Asked for approval of a cash out of ₹1,50,000.00 for {player}',
  }),
  'cage.request_reversal': () => ({
    entity: 'cage_pending_operation',
    entityId: 9,
    after: { kind: 'reversal', transactionId: 42, amountPaise: '2000000' },
    summary: 'Asked for approval of a reversal of transaction #42 of ₹20,000.00 for {player}',
  }),
  'cage.approve_pending': () => ({
    entity: 'cage_pending_operation',
    entityId: 8,
    after: { kind: 'operation', operation: 'cash-in', amountPaise: '12345600' },
    summary: 'Approved a cash in of ₹1,23,456.00 for {player}',
  }),
  'cage.reject_pending': () => ({
    entity: 'cage_pending_operation',
    entityId: 8,
    after: { kind: 'operation', operation: 'credit-add', amountPaise: '100' },
    summary: 'Refused a credit add of ₹1.00 for {player}',
  }),
  'cage.reverse_transaction': () => ({
    entity: 'transaction',
    entityId: 42,
    after: { reversedBy: [43] },
    summary: 'Reversed transaction #42 of {player}',
  }),
  'tables.create': () => ({
    entity: 'poker_table',
    entityId: 1,
    player: false,
    after: { name: 'Table Rose', status: 'inactive' },
    summary: 'Table "Table Rose" created',
  }),
  'tables.update': () => ({
    entity: 'poker_table',
    entityId: 1,
    player: false,
    before: { name: 'Table Rose', maxPlayers: 9 },
    after: { name: 'Table Rose', maxPlayers: 8 },
    summary: 'Table "Table Rose" changed: maxPlayers',
  }),
  'tables.close': (c) => ({
    entity: 'poker_table',
    entityId: c.tableId,
    player: false,
    before: { status: 'active' },
    after: { status: 'inactive', endedWaitlistEntries: [] },
    summary: 'Table Jasmine closed',
  }),
  'tables.assign_seat': (c) => ({
    entity: 'seat',
    entityId: 5,
    after: { tableId: c.tableId, seatNumber: 2 },
    summary: 'Seated {player} at Table Jasmine, seat 2',
  }),
  'tables.move_seat': (c) => ({
    entity: 'seat',
    entityId: 5,
    before: { tableId: c.tableId, seatNumber: 2 },
    after: { tableId: c.tableId, seatNumber: 7 },
    summary: 'Moved {player} from Table Jasmine, seat 2 to Table Jasmine, seat 7',
  }),
  'tables.must_move': (c) => ({
    entity: 'poker_table',
    entityId: c.tableId,
    before: { mustMoveTableIds: [] },
    after: { mustMoveTableIds: [c.tableId] },
    player: false,
    summary: 'Table Jasmine protected: must-move Table Jasmine',
  }),
  'tables.add_change_request': () => ({
    entity: 'seat',
    entityId: 5,
    after: { requestId: 3, kind: 'table' },
    summary: 'Added a table change request for {player} (seat #5)',
  }),
  'tables.cancel_change_request': () => ({
    entity: 'seat',
    entityId: 5,
    before: { requestId: 3, kind: 'seat' },
    after: { status: 'cancelled' },
    summary: 'Cancelled the seat change request of {player} (seat #5)',
  }),
  'tables.release_seat': (c) => ({
    entity: 'seat',
    entityId: 5,
    before: { tableId: c.tableId, seatNumber: 7 },
    after: { tableId: c.tableId, seatNumber: 7, endedAt: '2026-01-01T00:00:00.000Z' },
    summary: 'Released the seat of {player} at Table Jasmine, seat 7',
  }),
  'tables.cash_out_seat': (c) => ({
    entity: 'seat',
    entityId: 5,
    before: { tableId: c.tableId, seatNumber: 7, buyInPaise: '200000' },
    after: { tableId: c.tableId, seatNumber: 7, cashOutPaise: '650000' },
    summary: 'Table cash-out of ₹6,500.00 for {player} at Table Jasmine, seat 7',
  }),
  'tables.settle_released_seat': (c) => ({
    entity: 'seat',
    entityId: 5,
    before: { tableId: c.tableId, seatNumber: 7 },
    after: { tableId: c.tableId, seatNumber: 7, cashOutPaise: '0' },
    summary: 'Settled the released seat of {player} at Table Jasmine, seat 7: ₹0.00',
  }),
  'tables.page_player': (c) => ({
    entity: 'waitlist_entry',
    entityId: 11,
    after: { tableId: c.tableId, seatNumber: 3 },
    summary: 'Paged {player} to Table Jasmine, seat 3',
  }),
  'tables.page_missed': () => ({
    entity: 'waitlist_entry',
    entityId: 11,
    after: { status: 'waiting', misses: 1 },
    summary: '{player} missed a page',
  }),
  'tables.page_missed_removed': () => ({
    entity: 'waitlist_entry',
    entityId: 11,
    after: { status: 'removed', misses: 2 },
    summary: '{player} missed a page and left the list',
  }),
  'tables.check_in': () => ({
    entity: 'waitlist_entry',
    entityId: 11,
    after: { checkedInAt: '2026-01-01T00:00:00.000Z' },
    summary: 'Checked in {player} (a remote entry)',
  }),
  [PLAYER_CHECK_IN_ACTION]: (c) => ({
    entity: 'player',
    entityId: c.playerId,
    after: { entryIds: [11] },
    summary: "{player} checked in with the room's code",
  }),
  'tables.remote_entry_expired': () => ({
    entity: 'waitlist_entry',
    entityId: 11,
    after: { status: 'expired' },
    summary: 'The remote entry of {player} expired',
  }),
  'tables.waitlist_reorder': () => ({
    entity: 'waitlist_entry',
    entityId: 11,
    before: { position: 4 },
    after: { position: 1 },
    note: 'Regular',
    summary: 'Moved {player} from place 4 to place 1 on the list',
  }),
  'tables.waitlist_move_to_end': () => ({
    entity: 'waitlist_entry',
    entityId: 11,
    before: { position: 1 },
    after: { position: 6 },
    summary: 'Moved {player} to the end of the list',
  }),
  'tables.remove_waitlist_entry': () => ({
    entity: 'waitlist_entry',
    entityId: 11,
    after: { status: 'removed' },
    summary: 'Took {player} off the list',
  }),
  'tables.add_to_list': () => ({
    entity: 'waitlist_entry',
    entityId: 11,
    after: { gameName: 'NLH 25/50', guestId: null, remote: true },
    summary: 'Put {player} on the NLH 25/50 list (remote)',
  }),
  'tables.seat_guest': (c) => ({
    entity: 'seat',
    entityId: 5,
    player: false,
    after: { tableId: c.tableId, seatNumber: 2, buyInPaise: '500000', guestInitials: 'Z. K.' },
    summary: 'Seated guest Z. K. at Table Jasmine, seat 2, the buy-in ₹5,000.00 in cash at the table',
  }),
  'tables.link_guest_entry': () => ({
    entity: 'waitlist_entry',
    entityId: 11,
    before: { guestId: 4 },
    after: { playerName: 'Asha Rao' },
    summary: "Linked guest #4's list entry to {player}",
  }),
  'tables.guest_removed': () => ({
    entity: 'guest',
    entityId: 4,
    player: false,
    after: { retentionDays: 30 },
    summary: 'Guest #4 removed 30 days after the evening they were last listed',
  }),
  'tables.acknowledge_request': () => ({
    entity: 'seat',
    entityId: 5,
    after: { kind: 'cash_out' },
    summary: 'Acknowledged the cash-out request of {player}',
  }),
  'tables.correct_session_start': () => ({
    entity: 'seat',
    entityId: 5,
    before: { sessionStartAt: '2026-01-01T10:00:00.000Z' },
    after: { sessionStartAt: '2026-01-01T09:30:00.000Z' },
    summary: 'Corrected the session start of {player}',
  }),
  'games.create': () => ({
    entity: 'game',
    entityId: 2,
    player: false,
    after: { name: 'NLH ₹25/₹50', stakes: '25/50' },
    summary: 'Game "NLH ₹25/₹50" created',
  }),
  'games.update': () => ({
    entity: 'game',
    entityId: 2,
    player: false,
    before: { name: 'NLH', isActive: true },
    after: { name: 'NLH', isActive: false },
    summary: 'Game "NLH" changed: isActive',
  }),
  'kyc.approved': () => ({
    entity: 'player',
    entityId: 1,
    after: { kycStatus: 'approved' },
    summary: 'KYC approved for {player}',
  }),
  'kyc.rejected': () => ({
    entity: 'player',
    entityId: 1,
    after: { kycStatus: 'rejected' },
    summary: 'KYC rejected for {player}',
  }),
  'kyc.incomplete': () => ({
    entity: 'player',
    entityId: 1,
    after: { kycStatus: 'incomplete' },
    summary: 'KYC sent back as incomplete to {player}',
  }),
  'kyc.first_approval': () => ({
    entity: 'player',
    entityId: 1,
    after: {},
    summary: 'KYC approval 1 of 2 for {player}',
  }),
  'kyc.document.approved': () => ({
    entity: 'kyc_document',
    entityId: 31,
    after: { status: 'approved' },
    summary: 'Document #31 of {player} approved',
  }),
  'kyc.document.rejected': () => ({
    entity: 'kyc_document',
    entityId: 32,
    after: { status: 'rejected' },
    summary: 'Document #32 of {player} rejected',
  }),
  'kyc.document_change.approved': () => ({
    entity: 'document_change_request',
    entityId: 3,
    after: { status: 'approved' },
    summary: 'Change request for a document of {player} approved',
  }),
  'kyc.document_change.rejected': () => ({
    entity: 'document_change_request',
    entityId: 3,
    after: { status: 'rejected' },
    summary: 'Change request for a document of {player} rejected',
  }),
  'kyc.identity_change_approved': () => ({
    entity: 'identity_change_request',
    entityId: 3,
    summary: 'Identity change of {player} approved',
  }),
  'kyc.identity_change_rejected': () => ({
    entity: 'identity_change_request',
    entityId: 3,
    summary: 'Identity change of {player} rejected',
  }),
  'player.bar': () => ({
    entity: 'player',
    entityId: 1,
    after: { barred: true, until: '2026-12-31T18:30:00.000Z', reason: 'Fighting' },
    summary: 'Barred {player} until 2026-12-31',
  }),
  'player.lift_bar': () => ({
    entity: 'player',
    entityId: 1,
    after: { barred: false },
    summary: 'Lifted the bar on {player}',
  }),
  'player.note': () => ({
    entity: 'player_note',
    entityId: 1,
    after: { body: 'Prefers seat 1' },
    summary: 'Note on {player}: "Prefers seat 1"',
  }),
  'players.phone_changed': () => ({
    entity: 'player',
    entityId: 1,
    before: { phone: '1' },
    after: { phone: '2' },
    summary: '{player} changed their phone number',
  }),
  'staff.create': (c) => ({
    entity: 'staff',
    entityId: c.staffId,
    player: false,
    after: { name: 'Kiran Das', role: 'cashier' },
    summary: `Created the cashier account of Kiran Das (#${c.staffId})`,
  }),
  'staff.update': (c) => ({
    entity: 'staff',
    entityId: c.staffId,
    player: false,
    before: { name: 'cashier', role: 'cashier', isActive: true },
    after: { name: 'Kiran Das', role: 'cashier', isActive: true },
    summary: `Changed the account of Kiran Das (#${c.staffId}): name`,
  }),
  'staff.set_password': (c) => ({
    entity: 'staff',
    entityId: c.staffId,
    player: false,
    summary: `Set a new password for Kiran Das (#${c.staffId})`,
  }),
  'staff.change_password': (c) => ({
    entity: 'staff',
    entityId: c.staffId,
    player: false,
    summary: `Kiran Das (#${c.staffId}) chose a new password`,
  }),
  'staff.unlock_signin': (c) => ({
    entity: 'staff',
    entityId: c.staffId,
    player: false,
    summary: `Unlocked the sign-in of Kiran Das (#${c.staffId})`,
  }),
  'chat.reply': () => ({ entity: 'chat_session', entityId: 1, summary: 'Replied to {player} in chat' }),
  'chat.close': () => ({
    entity: 'chat_session',
    entityId: 1,
    note: 'Sorted',
    summary: 'Closed the chat with {player}: "Sorted"',
  }),
  'chat.claim': () => ({ entity: 'chat_session', entityId: 1, summary: 'Took the chat with {player}' }),
  'chat.take_over': () => ({ entity: 'chat_session', entityId: 1, summary: 'Took over the chat with {player}' }),
  'canned_reply.create': () => ({
    entity: 'canned_reply',
    entityId: 1,
    player: false,
    after: { title: 'Welcome', body: 'Hi' },
    summary: 'Canned reply "Welcome" created',
  }),
  'canned_reply.update': () => ({
    entity: 'canned_reply',
    entityId: 1,
    player: false,
    after: { title: 'Welcome back', body: 'Hi' },
    summary: 'Canned reply "Welcome back" changed',
  }),
  'canned_reply.delete': () => ({
    entity: 'canned_reply',
    entityId: 1,
    player: false,
    before: { title: 'Welcome', body: 'Hi' },
    summary: 'Canned reply "Welcome" deleted',
  }),
  'feedback.read': () => ({ entity: 'feedback', entityId: 1, summary: 'Read the feedback of {player}' }),
  'feedback.respond': () => ({
    entity: 'feedback',
    entityId: 1,
    after: { status: 'responded', via: 'notification' },
    summary: 'Answered the feedback of {player} by a notification',
  }),
  'food_order.preparing': () => ({
    entity: 'food_order',
    entityId: 21,
    after: { status: 'preparing' },
    summary: 'Food order #21 of {player} preparing',
  }),
  'food_order.ready': () => ({
    entity: 'food_order',
    entityId: 21,
    after: { status: 'ready' },
    summary: 'Food order #21 of {player} ready',
  }),
  'food_order.delivered': () => ({
    entity: 'food_order',
    entityId: 21,
    after: { status: 'delivered' },
    summary: 'Food order #21 of {player} delivered',
  }),
  'food_order.cancelled': () => ({
    entity: 'food_order',
    entityId: 21,
    after: { status: 'cancelled', reason: 'Out of paneer' },
    summary: 'Food order #21 of {player} cancelled: "Out of paneer"',
  }),
  'menu_item.create': () => ({
    entity: 'menu_item',
    entityId: 1,
    player: false,
    after: { name: 'Masala Chai', price: '60.00' },
    summary: 'Menu item "Masala Chai" (₹60.00) created',
  }),
  'menu_item.update': () => ({
    entity: 'menu_item',
    entityId: 1,
    player: false,
    before: { name: 'Masala Chai', price: '60.00' },
    after: { name: 'Masala Chai', price: '1250.00' },
    summary: 'Menu item "Masala Chai" (₹1,250.00) changed',
  }),
  'menu_item.delete': () => ({
    entity: 'menu_item',
    entityId: 1,
    player: false,
    before: { name: 'Masala Chai', price: '60.00' },
    summary: 'Menu item "Masala Chai" (₹60.00) deleted',
  }),
  'menu_item.retire': () => ({
    entity: 'menu_item',
    entityId: 1,
    player: false,
    before: { name: 'Masala Chai', price: '60.00' },
    summary: 'Menu item "Masala Chai" (₹60.00) retired (kept for past orders)',
  }),
  'food_ad.create': () => ({
    entity: 'food_ad',
    entityId: 1,
    player: false,
    after: { title: 'Chai time' },
    summary: 'Food ad "Chai time" created',
  }),
  'food_ad.update': () => ({
    entity: 'food_ad',
    entityId: 1,
    player: false,
    after: { title: 'Chai time' },
    summary: 'Food ad "Chai time" changed',
  }),
  'food_ad.delete': () => ({
    entity: 'food_ad',
    entityId: 1,
    player: false,
    before: { title: 'Chai time' },
    summary: 'Food ad "Chai time" deleted',
  }),
  'offer.create': () => ({
    entity: 'offer',
    entityId: 1,
    player: false,
    after: { title: 'Happy hour' },
    summary: 'Offer "Happy hour" created',
  }),
  'offer.update': () => ({
    entity: 'offer',
    entityId: 1,
    player: false,
    after: { title: 'Happy hour' },
    summary: 'Offer "Happy hour" changed',
  }),
  'offer.delete': () => ({
    entity: 'offer',
    entityId: 1,
    player: false,
    before: { title: 'Happy hour' },
    summary: 'Offer "Happy hour" deleted',
  }),
  'offer.reorder': () => ({
    entity: 'offer',
    entityId: 1,
    player: false,
    before: { order: [1, 2] },
    after: { order: [2, 1], direction: 'down' },
    summary: 'Offer moved in the order',
  }),
  'tournament.create': () => ({
    entity: 'tournament',
    entityId: 1,
    player: false,
    after: { name: 'Sunday Deepstack' },
    summary: 'Tournament "Sunday Deepstack" created',
  }),
  'tournament.update': () => ({
    entity: 'tournament',
    entityId: 1,
    player: false,
    after: { name: 'Sunday Deepstack' },
    summary: 'Tournament "Sunday Deepstack" changed',
  }),
  'tournament.delete': () => ({
    entity: 'tournament',
    entityId: 1,
    player: false,
    before: { name: 'Sunday Deepstack' },
    summary: 'Tournament "Sunday Deepstack" deleted',
  }),
  'tournament.status.running': () => ({
    entity: 'tournament',
    entityId: 1,
    player: false,
    after: { name: 'Sunday Deepstack', status: 'running' },
    summary: 'Tournament "Sunday Deepstack" now running',
  }),
  'tournament.status.upcoming': () => ({
    entity: 'tournament',
    entityId: 1,
    player: false,
    after: { name: 'Sunday Deepstack' },
    summary: 'Tournament "Sunday Deepstack" now upcoming',
  }),
  'tournament.status.finished': () => ({
    entity: 'tournament',
    entityId: 1,
    player: false,
    after: { name: 'Sunday Deepstack' },
    summary: 'Tournament "Sunday Deepstack" now finished',
  }),
  'tournament.status.cancelled': () => ({
    entity: 'tournament',
    entityId: 1,
    player: false,
    after: { name: 'Sunday Deepstack' },
    summary: 'Tournament "Sunday Deepstack" now cancelled',
  }),
  'tournament.registration.reopen': () => ({
    entity: 'tournament',
    entityId: 1,
    player: false,
    after: { name: 'Sunday Deepstack' },
    summary: 'Tournament "Sunday Deepstack": registration reopened',
  }),
  'tournament.registration.close': () => ({
    entity: 'tournament',
    entityId: 1,
    player: false,
    after: { name: 'Sunday Deepstack' },
    summary: 'Tournament "Sunday Deepstack": registration closed',
  }),
  'tournament.clock.start': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    before: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    after: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    summary: 'Tournament #4 clock: started, level 3',
  }),
  'tournament.clock.pause': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    before: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    after: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    summary: 'Tournament #4 clock: paused, level 3',
  }),
  'tournament.clock.resume': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    before: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    after: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    summary: 'Tournament #4 clock: resumed, level 3',
  }),
  'tournament.clock.next_level': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    before: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    after: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    summary: 'Tournament #4 clock: moved to the next level, level 3',
  }),
  'tournament.clock.previous_level': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    before: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    after: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    summary: 'Tournament #4 clock: moved back a level, level 3',
  }),
  'tournament.clock.add_seconds': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    before: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    after: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    note: '{"seconds":-120}',
    summary: 'Tournament #4 clock: time changed −120 s, level 3',
  }),
  'tournament.clock.hand_for_hand': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    before: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    after: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    note: '{"on":true}',
    summary: 'Tournament #4 clock: hand-for-hand switched, level 3',
  }),
  'tournament.clock.level_end': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    before: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    after: { status: 'running', levelIndex: 2, levelEndsAt: null, remainingMs: null, handForHand: false },
    summary: 'Tournament #4 clock: the level ended, level 3',
  }),
  'tournament.clock.ended': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    before: { status: 'running', levelIndex: 2, levelEndsAt: null },
    after: { status: 'paused', levelIndex: 2, remainingMs: 600000 },
    note: 'Play is over',
    summary: 'Tournament #4 clock: stopped, play is over, level 3',
  }),
  'tournament.deal.propose': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    after: { dealId: 9, method: 'icm', shares: [{ playerId: 1 }, { playerId: 2 }, { playerId: 3 }] },
    summary: 'Tournament #4: deal #9 proposed among 3 players',
  }),
  'tournament.deal.confirm': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    after: { dealId: 9, method: 'icm', shares: [{ playerId: 1 }, { playerId: 2 }] },
    summary: 'Tournament #4: deal #9 confirmed, accepted by 2 players',
  }),
  'tournament.payout_table.set': () => ({
    entity: 'payout_table',
    entityId: 1,
    player: false,
    after: {
      ranges: [
        { minEntries: 2, maxEntries: 9, basisPoints: [10_000] },
        { minEntries: 10, maxEntries: null, basisPoints: [6_000, 4_000] },
      ],
      roundingUnit: '100.00',
    },
    summary: 'Tournament payout table saved (2 ranges of entries)',
  }),
  'tournament.structure.set': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    after: {
      startingStack: 20000,
      levels: [
        { kind: 'level', smallBlind: 100, bigBlind: 200 },
        { kind: 'break', minutes: 10 },
        { kind: 'level', smallBlind: 200, bigBlind: 400 },
      ],
    },
    summary: 'Tournament #4: structure saved (2 levels, 1 break)',
  }),
  'tournament.structure.from_template': () => ({
    entity: 'tournament',
    entityId: 4,
    player: false,
    after: { startingStack: 20000, levels: [{ kind: 'level', smallBlind: 100, bigBlind: 200 }] },
    note: 'From the template “Turbo”',
    summary: 'Tournament #4: structure copied from the template “Turbo” (1 level)',
  }),
  'tournament.template.create': () => ({
    entity: 'tournament_template',
    entityId: 2,
    player: false,
    after: { name: 'Turbo', structure: { levels: [{ kind: 'level' }, { kind: 'level' }] } },
    summary: 'Tournament structure template "Turbo" saved (2 levels)',
  }),
  'media.upload': () => ({ entity: 'media_file', entityId: 7, player: false, summary: 'Uploaded image #7' }),
  'notification.sent': () => ({
    entity: 'push_notification',
    entityId: 1,
    player: false,
    after: { target: { audience: 'all' }, recipientCount: 120 },
    summary: 'Notification sent to 120 players',
  }),
  'vip_redemption.approve': () => ({
    entity: 'vip_redemption',
    entityId: 6,
    before: { status: 'pending', pointsCost: 500 },
    after: { status: 'approved' },
    summary: 'VIP redemption #6 of {player} (500 points) approved',
  }),
  'vip_redemption.reject': () => ({
    entity: 'vip_redemption',
    entityId: 6,
    before: { status: 'pending', pointsCost: 500 },
    after: { status: 'rejected' },
    summary: 'VIP redemption #6 of {player} (500 points) rejected',
  }),
  'club.update_settings': () => ({
    entity: 'club_settings',
    entityId: 1,
    player: false,
    before: { largeOperationThreshold: '100000.00' },
    after: { largeOperationThreshold: '250000.00' },
    summary: 'Club settings changed: largeOperationThreshold',
  }),
  'displays.create_key': () => ({
    entity: 'display_key',
    entityId: 1,
    player: false,
    after: { name: 'Bar TV', keyHint: 'ab12' },
    summary: 'TV display key "Bar TV" created',
  }),
  'displays.revoke_key': () => ({
    entity: 'display_key',
    entityId: 1,
    player: false,
    after: { name: 'Bar TV', revokedAt: '2026-01-01T00:00:00.000Z' },
    summary: 'TV display key "Bar TV" revoked',
  }),
  'displays.set_screen': () => ({
    entity: 'display_key',
    entityId: 1,
    player: false,
    before: { name: 'Bar TV', screen: 'board', tournamentId: null },
    after: { name: 'Bar TV', screen: 'tournament_clock', tournamentId: 7, tournamentName: 'Sunday Deepstack' },
    summary: 'TV display key "Bar TV" now shows the clock of "Sunday Deepstack"',
  }),
  'tournament.seating.draw': () => ({
    entity: 'tournament',
    entityId: 7,
    player: false,
    after: {
      tournamentName: 'Sunday Main',
      kind: 'draw',
      seed: '00112233445566778899aabb',
      seated: 20,
      tablesOpened: [],
    },
    summary: 'Tournament #7 "Sunday Main": seats drawn for 20 players, seed 00112233445566778899aabb',
  }),
  'tournament.seating.button': () => ({
    entity: 'tournament',
    entityId: 7,
    player: false,
    before: { table: 2, buttonSeat: null },
    after: { tournamentName: 'Sunday Main', table: 2, buttonSeat: 5 },
    summary: 'Tournament #7 "Sunday Main": table 2 button at seat 5',
  }),
  'tournament.seating.break': () => ({
    entity: 'tournament',
    entityId: 7,
    player: false,
    after: { tournamentName: 'Sunday Main', table: 3, seed: '00112233445566778899aabb', moved: 6 },
    summary: 'Tournament #7 "Sunday Main": table 3 broken, 6 players redrawn, seed 00112233445566778899aabb',
  }),
  'tournament.seating.final': () => ({
    entity: 'tournament',
    entityId: 7,
    player: false,
    after: { tournamentName: 'Sunday Main', table: 1, seats: 9, seed: '00112233445566778899aabb', players: 9 },
    summary: 'Tournament #7 "Sunday Main": final table formed at table 1 with 9 players, seed 00112233445566778899aabb',
  }),
  'tournament.seating.move': () => ({
    entity: 'tournament',
    entityId: 7,
    after: { tournamentName: 'Sunday Main', from: { table: 2, seat: 4 }, to: { table: 1, seat: 5 }, suggested: true },
    summary: '{player} moved to table 1, seat 5 in "Sunday Main" (balancing)',
  }),
  'tournament.chip_counts': () => ({
    entity: 'tournament',
    entityId: 7,
    player: false,
    after: {
      tournamentName: 'Sunday Main',
      counts: [
        { playerId: 3, chips: 24500 },
        { playerId: 4, chips: 18000 },
      ],
    },
    summary: 'Tournament #7 "Sunday Main": chips counted for 2 players',
  }),
  'tournament.hand_for_hand.table': () => ({
    entity: 'tournament',
    entityId: 7,
    player: false,
    after: { tournamentName: 'Sunday Main', table: 2, handDone: true, done: 2, playing: 3 },
    summary: 'Tournament #7 "Sunday Main": table 2 hand done (2 of 3 tables)',
  }),
  'tournament.hand_for_hand.hand': () => ({
    entity: 'tournament',
    entityId: 7,
    player: false,
    after: { tournamentName: 'Sunday Main', tables: 3, secondsOff: 120, levelIndex: 4, remainingMs: 480000 },
    summary: 'Tournament #7 "Sunday Main": hand-for-hand hand played at 3 tables, 120 s off the level',
  }),
  'tournament.elimination': () => ({
    entity: 'tournament_entry',
    entityId: 9,
    after: { tournamentId: 7, tournamentName: 'Sunday Main', place: 12, sharedPlaces: [12], eliminatorId: null },
    summary: '{player} busted from "Sunday Main" in place 12',
  }),
  'tournament.elimination.undo': () => ({
    entity: 'tournament_entry',
    entityId: 9,
    before: { place: 12 },
    after: { tournamentId: 7, tournamentName: 'Sunday Main' },
    note: 'Wrong player called',
    summary: 'Bust of {player} in "Sunday Main" undone: "Wrong player called"',
  }),
  [DAILY_SUMMARY_ACTION]: () => ({
    entity: 'daily_summary',
    entityId: '2026-01-01',
    player: false,
    after: { recipients: 2 },
    summary: 'Daily summary of 2026-01-01 mailed to 2 recipients',
  }),
};
