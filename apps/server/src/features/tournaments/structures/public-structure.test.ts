import type { PublicTournamentStructure, TournamentStructureView } from '@club/shared/tournament-structure';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { signedInPlayer } from '../../../../test/tables';
import { clockAction, createTournament, putStructure, sampleStructure } from '../../../../test/tournaments';
import { signedInStaff } from '../../../../test/wallet';

let t: TestApp;
let manager: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInStaff(t.app, 'manager');
  return () => t.close();
});

const read = (id: number | string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/tournaments/${id}/structure`, headers: cookie ? { cookie } : {} });

describe('GET /api/tournaments/{id}/structure (the phone’s tournament page)', () => {
  it('answers anyone, signed out too, the levels, breaks and projected starts the staff read has', async () => {
    const id = await createTournament(t.app, manager.cookie);
    expect((await putStructure(t.app, manager.cookie, id, sampleStructure())).statusCode).toBe(200);
    expect((await clockAction(t.app, manager.cookie, id, { action: 'start' })).statusCode).toBe(200);
    const staffView = (
      await t.app.inject({
        method: 'GET',
        url: `/api/staff/tournaments/${id}/structure`,
        headers: { cookie: manager.cookie },
      })
    ).json<TournamentStructureView>();

    const player = await signedInPlayer(t.app);
    for (const cookie of [undefined, player.cookie]) {
      const res = await read(id, cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json<PublicTournamentStructure>();
      // Only the public fields: not when it was saved, nor which rows the director may no longer change.
      expect(Object.keys(body).sort()).toEqual(
        ['projectedEndOfStructure', 'projectedStarts', 'structure', 'tournamentId'].sort(),
      );
      expect(body).toEqual({
        tournamentId: id,
        structure: staffView.structure,
        projectedStarts: staffView.projectedStarts,
        projectedEndOfStructure: staffView.projectedEndOfStructure,
      });
      expect(body.structure?.levels).toHaveLength(5);
      expect(body.structure?.levels[2]).toEqual({ kind: 'break', minutes: 10, colorUp: 'Race off the 100s' });
    }
  });

  it('answers a null structure before one is set, 404 for an unknown tournament and 400 for a bad id', async () => {
    const id = await createTournament(t.app, manager.cookie);
    const bare = await read(id);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ tournamentId: id, structure: null });
    expect((await read(999_999)).statusCode).toBe(404);
    expect((await read('x')).statusCode).toBe(400);
  });
});
