import type { DisplayKey, DisplayScreen } from '@club/shared/display';
import { STAFF_ROLES } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextEvent, listeningTestApp, receivesWithin } from '../../../test/sockets';
import { signedInPlayer } from '../../../test/tables';
import { createTournament } from '../../../test/tournaments';
import { signedInStaff } from '../../../test/wallet';
import { auditLog } from '../../db/schema';
import { summarizeAudit } from '../staff/audit-summary';

const t = listeningTestApp();

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const screenOf = (key: string) => t.app.inject({ method: 'GET', url: '/api/display/screen', query: { key } });
const choose = (cookie: string, id: number | string, body: unknown) =>
  call(cookie, 'POST', `/api/staff/displays/${id}/screen`, body);

/** A display key made by a manager through the API, and a tournament its screen may show. */
async function keyAndTournament(name = 'Poker room TV') {
  const manager = await signedInStaff(t.app, 'manager');
  const res = await call(manager.cookie, 'POST', '/api/staff/displays', { name });
  expect(res.statusCode).toBe(201);
  const { display, key } = res.json() as { display: DisplayKey; key: string };
  const tournamentId = await createTournament(t.app, manager.cookie);
  return { id: display.id, key, manager, tournamentId };
}

const screenAudits = (id: number) =>
  t.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'displays.set_screen'), eq(auditLog.entityId, String(id))));

describe('POST /api/staff/displays/{id}/screen: who may choose', () => {
  it('lets super admins, admins and managers choose; cashiers, guest relations and the kitchen get 403, players and visitors 401', async () => {
    const { id, tournamentId } = await keyAndTournament();
    const player = await signedInPlayer(t.app);
    for (const role of STAFF_ROLES) {
      const staff = await signedInStaff(t.app, role);
      // Alternate the choice so each allowed call is a change.
      const body = role.length % 2 ? { screen: 'tournament_clock', tournamentId } : { screen: 'board' };
      const res = await choose(staff.cookie, id, body);
      const expected = role === 'cashier' || role === 'gre' || role === 'kitchen' ? 403 : 200;
      expect({ role, status: res.statusCode }).toEqual({ role, status: expected });
    }
    // The guard runs before validation: a bad body from a cashier is still 403.
    const cashier = await signedInStaff(t.app, 'cashier');
    expect((await choose(cashier.cookie, id, { screen: 'nope' })).statusCode).toBe(403);
    expect((await choose(player.cookie, id, { screen: 'board' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/staff/displays/${id}/screen` })).statusCode).toBe(401);
  });
});

describe('choosing a screen', () => {
  it('shows a tournament’s clock and back, audited with a summary, in the list and on the TV’s read', async () => {
    const { id, key, manager, tournamentId } = await keyAndTournament('Bar TV');
    expect((await screenOf(key)).json()).toMatchObject({ screen: 'board', tournamentId: null });

    const res = await choose(manager.cookie, id, { screen: 'tournament_clock', tournamentId });
    expect(res.statusCode).toBe(200);
    const tournamentName = (await call(manager.cookie, 'GET', '/api/staff/tournaments'))
      .json<Array<{ id: number; name: string }>>()
      .find((row) => row.id === tournamentId)?.name;
    expect(res.json()).toMatchObject({ id, screen: 'tournament_clock', tournamentId, tournamentName });
    const listed = (await call(manager.cookie, 'GET', '/api/staff/displays')).json<DisplayKey[]>();
    expect(listed.find((row) => row.id === id)).toMatchObject({ screen: 'tournament_clock', tournamentId });
    const read = await screenOf(key);
    expect(read.statusCode).toBe(200);
    expect(read.json<DisplayScreen>()).toEqual({
      screen: 'tournament_clock',
      tournamentId,
      tournamentName,
      clubName: expect.any(String),
      asOf: expect.any(String),
    });

    const [audit] = await screenAudits(id);
    expect(audit).toMatchObject({
      staffId: manager.id,
      entity: 'display_key',
      before: { name: 'Bar TV', screen: 'board', tournamentId: null },
      after: { name: 'Bar TV', screen: 'tournament_clock', tournamentId, tournamentName },
    });
    expect(
      summarizeAudit({ ...audit!, playerName: null, entityId: String(id) }, { tables: new Map(), staff: new Map() }),
    ).toBe(`TV display key "Bar TV" now shows the clock of "${tournamentName}"`);

    const back = await choose(manager.cookie, id, { screen: 'board' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ screen: 'board', tournamentId: null, tournamentName: null });
    expect((await screenOf(key)).json()).toMatchObject({ screen: 'board', tournamentId: null });
    expect(await screenAudits(id)).toHaveLength(2);

    // Choosing what it already shows changes nothing and writes nothing.
    expect((await choose(manager.cookie, id, { screen: 'board' })).statusCode).toBe(200);
    expect(await screenAudits(id)).toHaveLength(2);
  });

  it('refuses a bad body, an unknown tournament or key, a revoked key and a finished tournament with why', async () => {
    const { id, key, manager, tournamentId } = await keyAndTournament();
    for (const [body, message] of [
      [{ screen: 'clock' }, 'Choose what the display shows'],
      [{}, 'Choose what the display shows'],
      [{ screen: 'tournament_clock' }, 'Choose the tournament whose clock the display shows'],
      [{ screen: 'tournament_clock', tournamentId: -3 }, 'Choose the tournament whose clock the display shows'],
    ] as const) {
      const res = await choose(manager.cookie, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    const unknownTournament = await choose(manager.cookie, id, { screen: 'tournament_clock', tournamentId: 999_999 });
    expect(unknownTournament.statusCode).toBe(404);
    expect(unknownTournament.json().message).toMatch(/tournament/i);
    const unknownKey = await choose(manager.cookie, 999_999, { screen: 'board' });
    expect(unknownKey.statusCode).toBe(404);
    expect(unknownKey.json().message).toMatch(/display key/i);

    const finished = await createTournament(t.app, manager.cookie);
    for (const status of ['running', 'finished']) {
      const moved = await call(manager.cookie, 'PATCH', `/api/staff/tournaments/${finished}`, { status });
      expect(moved.statusCode).toBe(200);
    }
    const onFinished = await choose(manager.cookie, id, { screen: 'tournament_clock', tournamentId: finished });
    expect(onFinished.statusCode).toBe(409);
    expect(onFinished.json().message).toContain('is finished');

    expect((await call(manager.cookie, 'POST', `/api/staff/displays/${id}/revoke`)).statusCode).toBe(200);
    const onRevoked = await choose(manager.cookie, id, { screen: 'tournament_clock', tournamentId });
    expect(onRevoked.statusCode).toBe(409);
    expect(onRevoked.json().message).toContain('revoked');
    // Nothing changed and nothing was audited.
    expect(await screenAudits(id)).toHaveLength(0);
    expect((await screenOf(key)).statusCode).toBe(401);
  });

  it('puts the screen back on the board when its tournament is removed', async () => {
    const { id, key, manager, tournamentId } = await keyAndTournament();
    expect((await choose(manager.cookie, id, { screen: 'tournament_clock', tournamentId })).statusCode).toBe(200);
    expect((await call(manager.cookie, 'DELETE', `/api/staff/tournaments/${tournamentId}`)).statusCode).toBe(200);
    expect((await screenOf(key)).json()).toMatchObject({ screen: 'board', tournamentId: null });
  });
});

describe('GET /api/display/screen', () => {
  it('answers 401 with the reason for a missing, unknown or revoked key, and never for a session instead', async () => {
    const { id, key, manager } = await keyAndTournament();
    expect((await t.app.inject({ method: 'GET', url: '/api/display/screen' })).json()).toMatchObject({
      details: { reason: 'missing' },
    });
    expect((await screenOf('not-a-key')).json()).toMatchObject({ details: { reason: 'unknown' } });
    const asStaff = await t.app.inject({
      method: 'GET',
      url: '/api/display/screen',
      headers: { cookie: manager.cookie },
    });
    expect(asStaff.statusCode).toBe(401);
    await call(manager.cookie, 'POST', `/api/staff/displays/${id}/revoke`);
    const revoked = await screenOf(key);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ details: { reason: 'revoked' } });
  });
});

describe('the live switch', () => {
  it('tells that key’s TVs only: other displays, players and staff do not hear it', async () => {
    const chosen = await keyAndTournament('Hall TV');
    const other = await keyAndTournament('Bar TV');
    const player = await signedInPlayer(t.app);
    const tv = await t.socketFor('', { displayKey: chosen.key });
    const secondTv = await t.socketFor('', { displayKey: chosen.key });
    const otherTv = await t.socketFor('', { displayKey: other.key });
    const phone = await t.socketFor(player.cookie);
    const console = await t.socketFor(chosen.manager.cookie);

    const tvHears = nextEvent(tv, 'display_screen_changed');
    const secondHears = nextEvent(secondTv, 'display_screen_changed');
    const otherHears = receivesWithin(otherTv, 'display_screen_changed', 1000);
    const phoneHears = receivesWithin(phone, 'display_screen_changed', 1000);
    const consoleHears = receivesWithin(console, 'display_screen_changed', 1000);
    const res = await choose(chosen.manager.cookie, chosen.id, {
      screen: 'tournament_clock',
      tournamentId: chosen.tournamentId,
    });
    expect(res.statusCode).toBe(200);
    const pushed = {
      screen: 'tournament_clock',
      tournamentId: chosen.tournamentId,
      tournamentName: expect.stringContaining('Deepstack'),
      asOf: expect.any(String),
    };
    expect(await tvHears).toEqual(pushed);
    expect(await secondHears).toEqual(pushed);
    expect(await otherHears).toBe(false);
    expect(await phoneHears).toBe(false);
    expect(await consoleHears).toBe(false);

    // Back to the board; a choice that changes nothing is not pushed.
    const backHeard = nextEvent(tv, 'display_screen_changed');
    await choose(chosen.manager.cookie, chosen.id, { screen: 'board' });
    expect(await backHeard).toEqual({
      screen: 'board',
      tournamentId: null,
      tournamentName: null,
      asOf: expect.any(String),
    });
    const again = receivesWithin(tv, 'display_screen_changed', 700);
    await choose(chosen.manager.cookie, chosen.id, { screen: 'board' });
    expect(await again).toBe(false);
  });
});
