import type { FloorTable } from '@club/shared/floor';

const players = (n: number) => `${n} waiting player${n === 1 ? '' : 's'}`;

/**
 * What closing a table does to its list, said before and after (issue 27 item 1, decision 063): with another
 * table of the game running, the list stays the game's (players who asked for this table keep their place
 * for the others); with none, the table's list ends. The table stays on the floor, inactive.
 */
export function closeTableText(table: FloorTable, tables: readonly FloorTable[]) {
  const others = tables.filter((t) => t.id !== table.id && t.status === 'active' && t.gameId === table.gameId);
  const waiting = table.waitlist.length;
  const askedForThis = table.waitlist.filter((entry) => entry.preferredTableId === table.id).length;
  const stays = 'The table stays on the floor, inactive, until you start it again.';
  if (waiting === 0) return { description: `The game stops. ${stays}`, outcome: 'Nobody was waiting' };
  if (others.length > 0) {
    const names = others.map((t) => t.name).join(', ');
    const kept =
      askedForThis > 0
        ? `the ${askedForThis === 1 ? 'player who asked' : `${askedForThis} players who asked`} for ${table.name} keep${askedForThis === 1 ? 's' : ''} their place for ${names} and ${askedForThis === 1 ? 'is' : 'are'} told`
        : 'nobody asked for this table alone';
    return {
      description: `The game stops. The ${players(waiting)} ${waiting === 1 ? 'stays' : 'stay'} on the ${table.gameType} ${table.stakes} list, which ${names} still ${others.length === 1 ? 'runs' : 'run'}: ${kept}. ${stays}`,
      outcome: `The ${players(waiting)} ${waiting === 1 ? 'stays' : 'stay'} on the list for ${names}`,
    };
  }
  return {
    description: `The game stops and, as no other ${table.gameType} ${table.stakes} table is running, the ${players(waiting)} ${waiting === 1 ? 'is' : 'are'} taken off its list and told. ${stays}`,
    outcome: `${waiting === 1 ? '1 player' : `${waiting} players`} taken off the list and told`,
  };
}
