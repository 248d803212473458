import type { StructureTemplate, TournamentStructureView } from '@club/shared/tournament-structure';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { signedInPlayer } from '../../../../test/tables';
import { clockAction, createTournament, putStructure, sampleStructure } from '../../../../test/tournaments';
import { signedInStaff } from '../../../../test/wallet';
import { auditLog } from '../../../db/schema';

let t: TestApp;
let manager: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInStaff(t.app, 'manager');
  return () => t.close();
});

const get = (cookie: string | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (cookie: string | undefined, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const structureOf = async (id: number) =>
  (await get(manager.cookie, `/api/staff/tournaments/${id}/structure`)).json<TournamentStructureView>();
const audits = (id: number, action: string) =>
  t.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity, 'tournament'), eq(auditLog.entityId, String(id))));

describe('who may read and set structures and templates', () => {
  it('lets super admins, admins and managers in (a bad body then answers 400); cashiers and guest relations 403; players and visitors 401/403', async () => {
    const id = await createTournament(t.app, manager.cookie);
    const calls = (cookie: string | undefined) => [
      get(cookie, `/api/staff/tournaments/${id}/structure`),
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/tournaments/${id}/structure`,
        headers: cookie ? { cookie } : {},
        payload: { levels: 'x' },
      }),
      post(cookie, `/api/staff/tournaments/${id}/structure/from-template`, { templateId: 'x' }),
      get(cookie, '/api/staff/tournament-templates?entries=0'),
      post(cookie, '/api/staff/tournament-templates', { name: '' }),
    ];
    for (const role of ['super_admin', 'admin', 'manager'] as const) {
      const staff = await signedInStaff(t.app, role);
      const codes = (await Promise.all(calls(staff.cookie))).map((res) => res.statusCode);
      expect(codes, role).toEqual([200, 400, 400, 400, 400]);
    }
    for (const role of ['cashier', 'gre'] as const) {
      const staff = await signedInStaff(t.app, role);
      const codes = (await Promise.all(calls(staff.cookie))).map((res) => res.statusCode);
      expect(codes, role).toEqual([403, 403, 403, 403, 403]);
    }
    const player = await signedInPlayer(t.app);
    for (const res of await Promise.all(calls(player.cookie))) expect([401, 403]).toContain(res.statusCode);
    for (const res of await Promise.all(calls(undefined))) expect(res.statusCode).toBe(401);
  });
});

describe('setting a structure', () => {
  it('stores it whole, audits it, and answers each row’s projected start from the scheduled start', async () => {
    const start = new Date(Date.now() + 2 * 3_600_000);
    const id = await createTournament(t.app, manager.cookie, start);
    const res = await putStructure(t.app, manager.cookie, id, sampleStructure());
    expect(res.statusCode).toBe(200);
    const view = res.json<TournamentStructureView>();
    expect(view.structure?.levels[1]).toEqual({
      kind: 'level',
      smallBlind: 200,
      bigBlind: 400,
      ante: 400,
      anteKind: 'big_blind',
      minutes: 20,
    });
    expect(view.structure?.entryRules).toEqual({
      maxReentries: 1,
      reentryUntilLevel: 2,
      rebuy: null,
      addOn: null,
      fee: '200.00',
      bounty: '0.00',
    });
    const minutes = view.projectedStarts.map((at) => (new Date(at!).getTime() - start.getTime()) / 60_000);
    expect(minutes).toEqual([0, 20, 40, 50, 70]);
    expect(view.lockedThroughIndex).toBeNull();
    expect(await structureOf(id)).toEqual(view);
    expect(await audits(id, 'tournament.structure.set')).toHaveLength(1);
  });

  it('refuses a structure a director would not run, saying why, and keeps the one stored', async () => {
    const id = await createTournament(t.app, manager.cookie);
    await putStructure(t.app, manager.cookie, id, sampleStructure());
    const bad = [
      [
        { ...sampleStructure(), levels: [{ kind: 'level', smallBlind: 200, bigBlind: 100, minutes: 20 }] },
        'Level 1: the big blind (100) must be at least the small blind (200)',
      ],
      [
        {
          ...sampleStructure(),
          levels: [
            { kind: 'level', smallBlind: 200, bigBlind: 400, minutes: 20 },
            { kind: 'level', smallBlind: 100, bigBlind: 200, minutes: 20 },
          ],
        },
        'blinds rise from level to level',
      ],
      [
        {
          ...sampleStructure(),
          levels: [{ kind: 'break', minutes: 10 }, ...(sampleStructure().levels as object[])],
        },
        'A break cannot come first',
      ],
      [{ ...sampleStructure(), levels: [] }, 'Add at least one level'],
      [
        { ...sampleStructure(), levels: [{ kind: 'level', smallBlind: 100, bigBlind: 200, minutes: 241 }] },
        'Minutes must be a whole number from 1 to 240',
      ],
      [{ ...sampleStructure(), entryRules: { fee: '-5' } }, 'Enter the fee in rupees with at most two decimals'],
    ] as const;
    for (const [structure, message] of bad) {
      const res = await putStructure(t.app, manager.cookie, id, structure);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect((await structureOf(id)).structure?.levels).toHaveLength(5);
    expect(await audits(id, 'tournament.structure.set')).toHaveLength(1);
  });

  it('answers 404 for an unknown tournament and 409 for a finished one', async () => {
    expect((await putStructure(t.app, manager.cookie, 999_999, sampleStructure())).statusCode).toBe(404);
    const id = await createTournament(t.app, manager.cookie);
    for (const status of ['running', 'finished']) {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/staff/tournaments/${id}`,
        headers: { cookie: manager.cookie },
        payload: { status },
      });
    }
    const res = await putStructure(t.app, manager.cookie, id, sampleStructure());
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('The tournament is finished: its structure cannot change');
  });
});

describe('a running tournament’s structure changes only from the next level on', () => {
  it('refuses the played and the running level and the starting stack, and takes the later levels', async () => {
    const id = await createTournament(t.app, manager.cookie);
    await putStructure(t.app, manager.cookie, id, sampleStructure());
    expect((await clockAction(t.app, manager.cookie, id, { action: 'start' })).statusCode).toBe(200);
    expect((await clockAction(t.app, manager.cookie, id, { action: 'next_level' })).statusCode).toBe(200);
    const withLevel = (index: number, change: object) => {
      const structure = sampleStructure();
      const levels = structure.levels.map((row, i) => (i === index ? { ...row, ...change } : row));
      return { ...structure, levels };
    };

    const played = await putStructure(t.app, manager.cookie, id, withLevel(0, { minutes: 30 }));
    expect(played.statusCode).toBe(409);
    expect(played.json<{ message: string }>().message).toBe(
      "Level 1 has been played and cannot change: a running tournament's structure changes only from the next level on (level 2 is running)",
    );
    const runningLevel = await putStructure(t.app, manager.cookie, id, withLevel(1, { minutes: 25 }));
    expect(runningLevel.statusCode).toBe(409);
    expect(runningLevel.json<{ message: string }>().message).toBe(
      "Level 2 is running and cannot change: a running tournament's structure changes only from the next level on",
    );
    const stack = await putStructure(t.app, manager.cookie, id, { ...sampleStructure(), startingStack: 30_000 });
    expect(stack.statusCode).toBe(409);
    expect(stack.json<{ message: string }>().message).toBe(
      'The starting stack cannot change once the clock has started',
    );
    expect((await structureOf(id)).structure?.levels[1]?.minutes).toBe(20);

    const later = await putStructure(t.app, manager.cookie, id, withLevel(3, { minutes: 30 }));
    expect(later.statusCode).toBe(200);
    expect(later.json<TournamentStructureView>()).toMatchObject({ lockedThroughIndex: 1 });
    expect(later.json<TournamentStructureView>().projectedStarts.slice(0, 2)).toEqual([null, null]);
    expect(later.json<TournamentStructureView>().structure?.levels[3]?.minutes).toBe(30);
  });
});

describe('templates', () => {
  it('saves a structure under a name once, lists it with its projected length, and copies it into a tournament', async () => {
    const name = `Turbo ${Math.random().toString(36).slice(2, 8)}`;
    const turbo = {
      ...sampleStructure(),
      levels: [
        { kind: 'level', smallBlind: 100, bigBlind: 200, minutes: 20 },
        { kind: 'level', smallBlind: 500, bigBlind: 1_000, minutes: 20 },
        { kind: 'break', minutes: 10, colorUp: null },
        { kind: 'level', smallBlind: 1_000, bigBlind: 2_000, minutes: 20 },
        { kind: 'level', smallBlind: 2_000, bigBlind: 4_000, minutes: 20 },
      ],
    };
    const saved = await post(manager.cookie, '/api/staff/tournament-templates', { name, structure: turbo });
    expect(saved.statusCode).toBe(201);
    const template = saved.json<StructureTemplate>();
    expect(template).toMatchObject({ name, structureMinutes: 90 });
    const again = await post(manager.cookie, '/api/staff/tournament-templates', {
      name: name.toUpperCase(),
      structure: sampleStructure(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(`A template named “${name.toUpperCase()}” already exists`);

    // 20 000 chips an entry; the end is projected where the chips in play are 30 big blinds or fewer.
    const list = async (entries: number) =>
      (await get(manager.cookie, `/api/staff/tournament-templates?entries=${entries}`))
        .json<StructureTemplate[]>()
        .find((row) => row.id === template.id);
    expect((await list(1))?.projectedMinutes).toBe(40);
    expect((await list(3))?.projectedMinutes).toBe(70);
    expect((await list(10))?.projectedMinutes).toBe(90);

    const id = await createTournament(t.app, manager.cookie);
    const copied = await post(manager.cookie, `/api/staff/tournaments/${id}/structure/from-template`, {
      templateId: template.id,
    });
    expect(copied.statusCode).toBe(200);
    expect(copied.json<TournamentStructureView>().structure).toEqual(template.structure);
    const [audit] = await audits(id, 'tournament.structure.from_template');
    expect(audit?.note).toBe(`From the template “${name}”`);
    const missing = await post(manager.cookie, `/api/staff/tournaments/${id}/structure/from-template`, {
      templateId: 999_999,
    });
    expect(missing.statusCode).toBe(404);
  });
});
