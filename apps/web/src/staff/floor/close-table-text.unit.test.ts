import type { FloorTable, FloorWaitlistEntry } from '@club/shared/floor';
import { describe, expect, it } from 'vitest';
import { closeTableText } from './close-table-text';

const entry = (entryId: number, preferredTableId: string | null) =>
  ({ entryId, preferredTableId }) as unknown as FloorWaitlistEntry;
const table = (id: string, name: string, status: 'active' | 'inactive', waitlist: FloorWaitlistEntry[] = []) =>
  ({ id, name, gameId: 1, gameType: 'NLH', stakes: '25/50', status, waitlist, seats: [] }) as unknown as FloorTable;

describe('the close dialog says what closing does (issue 27 item 1)', () => {
  it('the game’s only running table: the waiting players are taken off its list and told', () => {
    const closing = table('1', 'Amber', 'inactive', [entry(1, null), entry(2, null), entry(3, '1')]);
    const otherGame = { ...table('2', 'Other game', 'active'), gameId: 2, stakes: '50/100' };
    const text = closeTableText(closing, [closing, otherGame]);
    expect(text.description).toContain(
      'no other NLH 25/50 table is running, the 3 waiting players are taken off its list and told',
    );
    expect(text.outcome).toBe('3 players taken off the list and told');
  });

  it('another table of the game runs: the list stays, who asked for this table keeps the place', () => {
    const closing = table('1', 'Amber', 'inactive', [entry(1, null), entry(2, '1')]);
    const blue = { ...table('2', 'Blue', 'active') };
    const text = closeTableText(closing, [closing, blue]);
    expect(text.description).toContain('The 2 waiting players stay on the NLH 25/50 list, which Blue still runs');
    expect(text.description).toContain('the player who asked for Amber keeps their place for Blue and is told');
    expect(text.description).not.toContain('taken off');
  });

  it('one waiting player reads in the singular; a table of the same game type and stakes but another game is not its list', () => {
    const closing = table('1', 'Amber', 'inactive', [entry(1, null)]);
    const blue = table('2', 'Blue', 'active');
    expect(closeTableText(closing, [closing, blue]).outcome).toBe('The 1 waiting player stays on the list for Blue');
    const twin = { ...table('3', 'Twin', 'active'), gameId: 3 };
    expect(closeTableText(closing, [closing, twin]).outcome).toBe('1 player taken off the list and told');
  });

  it('nobody waiting: the table stays on the floor, inactive', () => {
    const closing = table('1', 'Amber', 'active');
    expect(closeTableText(closing, [closing]).description).toBe(
      'The game stops. The table stays on the floor, inactive, until you start it again.',
    );
  });
});
