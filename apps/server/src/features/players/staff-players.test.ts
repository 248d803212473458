import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const find = (cookie: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/staff/players?${query}`, headers: { cookie } });

describe('GET /api/staff/players', () => {
  it('finds players by part of the name, e-mail or player code, and by KYC status', async () => {
    const db = t.app.database.db;
    const cashier = await staffCookie(db, (await createStaff(db, 'cashier')).id);
    const asha = await createPlayer(db, { firstName: 'Ashalata', kycStatus: 'submitted' });
    await createPlayer(db, { firstName: 'Bhaskar', kycStatus: 'verified' });

    const byName = (await find(cashier, 'search=ashala')).json();
    expect(byName.map((p: { id: number }) => p.id)).toEqual([asha.id]);
    const byCode = (await find(cashier, `search=${asha.playerCode}`)).json();
    expect(byCode[0]).toMatchObject({ id: asha.id, email: asha.email, kycStatus: 'submitted' });
    const submitted = (await find(cashier, 'kycStatus=submitted')).json();
    expect(submitted.every((p: { kycStatus: string }) => p.kycStatus === 'submitted')).toBe(true);
    expect(submitted.some((p: { id: number }) => p.id === asha.id)).toBe(true);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const db = t.app.database.db;
    const gre = await staffCookie(db, (await createStaff(db, 'gre')).id);
    await createPlayer(db);
    expect((await find(gre, 'search=%25')).json()).toEqual([]);
  });

  it('is for staff only: a player gets 401, an unknown status 400', async () => {
    const db = t.app.database.db;
    const player = await createPlayer(db);
    expect((await find(await playerCookie(db, player.id), 'search=a')).statusCode).toBe(401);
    const admin = await staffCookie(db, (await createStaff(db, 'admin')).id);
    expect((await find(admin, 'kycStatus=sleepy')).statusCode).toBe(400);
  });
});
