import type { FloorTable, FloorWaitlistEntry } from '@club/shared/floor';
import { describe, expect, it } from 'vitest';
import { floorTable, seatedPlayers } from './floor-test-tables';
import { defaultTarget, floorGames } from './game-waitlist';

const entry = (id: number, position: number, preferredTableId: string | null, over = {}): FloorWaitlistEntry => ({
  entryId: id,
  playerId: 100 + id,
  guestId: null,
  guestPhone: null,
  playerName: `Player ${id}`,
  nickname: '',
  position,
  preferredTableId,
  preferredSeat: null,
  notes: null,
  joinedAt: '2026-11-25T09:00:00.000Z',
  kycStatus: 'approved',
  barred: false,
  hasCreditInUse: false,
  seatedAt: null,
  page: null,
  deliveries: [],
  misses: 0,
  remote: false,
  checkedInAt: null,
  reorder: null,
  ...over,
});

const table = (
  id: string,
  name: string,
  gameId: number,
  seated: number,
  waitlist: FloorWaitlistEntry[],
  status: 'active' | 'inactive' = 'active',
): FloorTable =>
  floorTable({
    id,
    name,
    gameId,
    stakes: `₹25/₹50 g${gameId}`,
    maxPlayers: 2,
    status,
    seats: seatedPlayers(seated, (i) => ({
      seatId: Number(id) * 10 + i,
      playerId: Number(id) * 10 + i,
      playerName: `Seated ${i}`,
      nickname: '',
    })),
    waitlist,
  });

describe("the floor's one list per game (issue 27 item 3, decision 063)", () => {
  // Game 1: #1 prefers Blue, #2 any table, #3 prefers Dormant (inactive). Each table's list as the server sends it.
  const e1 = entry(1, 1, '2');
  const e2 = entry(2, 2, null);
  const e3 = entry(3, 3, '3');
  const amber = table('1', 'Amber', 1, 1, [e2]);
  const blue = table('2', 'Blue', 1, 2, [e1, e2]);
  const dormant = table('3', 'Dormant', 1, 0, [e2, e3], 'inactive');
  const other = table('4', 'Other', 2, 0, [entry(4, 1, null)]);

  it('draws each game once, with every entry once in game order, from its tables (inactive ones too)', () => {
    const games = floorGames([amber, blue, dormant, other], new Map([[1, 'NLH 25/50']]));
    expect(games.map((g) => [g.name, g.entries.map((e) => e.entryId)])).toEqual([
      ['NLH 25/50', [1, 2, 3]],
      ["No Limit Hold'em ₹25/₹50 g2", [4]],
    ]);
  });

  it('fills only running tables with an open seat; the preferred table first when it has one', () => {
    const [game] = floorGames([amber, blue, dormant], new Map());
    expect(game?.targets.map((t) => t.name)).toEqual(['Amber']);
    expect(game?.canFill).toBe(true);
    // Blue (preferred) is full: Amber. Any table: Amber.
    expect(defaultTarget(e1, game?.targets ?? [])?.name).toBe('Amber');
    expect(defaultTarget(e2, game?.targets ?? [])?.name).toBe('Amber');
    const roomy = table('2', 'Blue', 1, 0, [e1, e2]);
    const [withSeat] = floorGames([amber, roomy], new Map());
    expect(defaultTarget(e1, withSeat?.targets ?? [])?.name).toBe('Blue');
  });

  it('marks one next to page: the first that can go to a table offered, so it is that table’s next too', () => {
    // #1 waits for Blue, which is full: #2 (any table) is next, and Amber's own next (the server's rule).
    const [game] = floorGames([amber, blue, dormant], new Map());
    expect(game?.next?.entryId).toBe(2);
    const roomy = table('2', 'Blue', 1, 0, [e1, e2]);
    const [withSeat] = floorGames([amber, roomy], new Map());
    expect(withSeat?.next?.entryId).toBe(1);
  });

  it('says when no table can take the list: nothing running, or every running table full', () => {
    const [idle] = floorGames([dormant], new Map());
    expect(idle).toMatchObject({ targets: [], canFill: false });
    const [full] = floorGames([blue, dormant], new Map());
    expect(full?.targets.map((t) => t.name)).toEqual(['Blue']);
    expect(full?.canFill).toBe(false);
  });
});
