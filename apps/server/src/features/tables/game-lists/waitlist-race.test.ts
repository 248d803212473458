import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listeningTestApp } from '../../../../test/sockets';
import { addToWaitlist, assignSeatCall, createTable, joinWaitlist, signedInPlayer } from '../../../../test/tables';
import { signedInStaff } from '../../../../test/wallet';
import { seats, waitlistEntries } from '../../../db/schema';

const t = listeningTestApp();

describe('a seating racing the same player joining other wait-lists', () => {
  it('never leaves a player seated at an active table waiting at other tables (10 rounds, 6 joins each)', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const db = t.app.database.db;
    for (let round = 0; round < 10; round++) {
      const table = await createTable(t.app);
      const others = await Promise.all(Array.from({ length: 6 }, () => createTable(t.app)));
      const player = await signedInPlayer(t.app);
      await addToWaitlist(t.app, player.id, table.id);
      const [seating] = await Promise.all([
        assignSeatCall(t.app, manager.cookie, table.id, { playerId: player.id, seatNumber: 1, buyIn: '5000' }),
        ...others.map((other) => joinWaitlist(t.app, player.cookie, { tableId: other.id })),
      ]);
      expect(seating!.statusCode).toBe(201);
      const open = await db.select().from(seats).where(eq(seats.playerId, player.id));
      const stillWaiting = await db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.playerId, player.id), eq(waitlistEntries.status, 'waiting')));
      expect(open).toHaveLength(1);
      expect(stillWaiting, `round ${round}: seated and still waiting at ${stillWaiting.length} tables`).toHaveLength(0);
    }
  });
});
