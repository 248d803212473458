import type { FloorTable } from '@club/shared/floor';
import { describe, expect, it } from 'vitest';
import { floorTable, seatedPlayers } from './floor-test-tables';
import { moveTargetLabel, moveTargets } from './move-targets';

const table = (id: string, name: string, seated: number, status: 'active' | 'inactive' = 'active'): FloorTable =>
  floorTable({
    id,
    name,
    maxPlayers: 3,
    status,
    seats: seatedPlayers(seated, (i) => ({
      seatId: Number(id) * 10 + i,
      playerId: Number(id) * 10 + i,
      playerName: `Player ${i}`,
      nickname: '',
    })),
  });

describe('Move: where a seated player is offered to go (issue 27 item 4)', () => {
  // Sorted by name as the floor holds them: the player's own table (Amber) comes first there.
  const amber = table('1', 'Amber', 2);
  const blue = table('2', 'Blue', 3);
  const cedar = table('3', 'Cedar', 1);
  const dormant = table('4', 'Dormant', 0, 'inactive');

  it('offers another running table first (one with an open seat before a full one), the seat change last', () => {
    const targets = moveTargets(amber, [amber, blue, cedar, dormant]);
    expect(targets.map((t) => [t.table.name, t.isSeatChange])).toEqual([
      ['Cedar', false],
      ['Blue', false],
      ['Amber', true],
    ]);
    expect(targets[0]!.openSeats).toEqual([2, 3]);
    expect(targets[2]!.openSeats).toEqual([3]);
  });

  it('never offers an inactive table', () => {
    expect(moveTargets(amber, [amber, dormant]).map((t) => t.table.name)).toEqual(['Amber']);
  });

  it('says a seat change at the player’s own table as such', () => {
    const [other, own] = moveTargets(amber, [amber, cedar]);
    expect(moveTargetLabel(own!)).toBe('Change seat at Amber (same table)');
    expect(moveTargetLabel(other!)).toBe("Cedar · No Limit Hold'em ₹25/₹50 (1/3)");
  });
});
