import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { createPlayerWithPassword, passwordResetLink } from '../../../test/accounts';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInStaff } from '../../../test/wallet';
import { publishKycSubmitted } from '../kyc/kyc.events';
import { demotePlayerSessions } from '../../auth/sessions.service';

const disconnected = (socket: Socket, ms = 2000) =>
  new Promise<boolean>((resolve) => {
    if (socket.disconnected) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

const askHistory = (socket: Socket) =>
  new Promise<{ ok: boolean }>((resolve) => socket.emit('get_messages', {}, resolve));

describe('sockets follow the sessions they were opened with', () => {
  const t = listeningTestApp();

  it("disconnects a deactivated staff member's socket and does not revive the cookie on reactivation", async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    const manager = await signedInStaff(t.app, 'manager');
    const socket = await t.socketFor(manager.cookie);
    const gone = disconnected(socket);
    const patch = (isActive: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/staff/accounts/${manager.id}`,
        headers: { cookie: admin.cookie },
        payload: { isActive },
      });
    expect((await patch(false)).statusCode).toBe(200);
    expect(await gone).toBe(true);
    expect((await patch(true)).statusCode).toBe(200);
    await expect(t.socketFor(manager.cookie)).rejects.toThrow('unauthorized');
    const me = await t.app.inject({ url: '/api/staff/auth/me', headers: { cookie: manager.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("moves a staff member's socket out of the old role's events when the role changes", async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    const manager = await signedInStaff(t.app, 'manager');
    const socket = await t.socketFor(manager.cookie);
    const roleChanged = nextEvent(socket, 'staff_role_changed');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${manager.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'cashier' },
    });
    expect(response.statusCode).toBe(200);
    expect(await roleChanged).toEqual({ role: 'cashier' });
    const hears = receivesWithin(socket, 'kyc_submitted', 400);
    publishKycSubmitted(t.app, { id: 1, firstName: 'A', lastName: 'B', email: 'a@b.example', kycSubmittedAt: null });
    expect(await hears).toBe(false);
  });

  it('opens the staff session for a console that asks for it, though the browser holds a player cookie too', async () => {
    const db = t.app.database.db;
    const manager = await signedInStaff(t.app, 'manager');
    const bothCookies = `${await playerCookie(db, (await createPlayer(db)).id)}; ${manager.cookie}`;
    const asPlayer = await t.socketFor(bothCookies);
    const asStaff = await t.socketFor(bothCookies, { as: 'staff' });
    const staffHears = receivesWithin(asStaff, 'kyc_submitted', 1000);
    const playerHears = receivesWithin(asPlayer, 'kyc_submitted', 1000);
    publishKycSubmitted(t.app, { id: 1, firstName: 'A', lastName: 'B', email: 'a@b.example', kycSubmittedAt: null });
    expect(await staffHears).toBe(true);
    expect(await playerHears).toBe(false);
  });

  it("disconnects the signed-out session's socket", async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const socket = await t.socketFor(manager.cookie);
    const gone = disconnected(socket);
    await t.app.inject({ method: 'POST', url: '/api/staff/auth/signout', headers: { cookie: manager.cookie } });
    expect(await gone).toBe(true);
  });

  it('refuses chat history once KYC approval is withdrawn, though the socket opened with a full session', async () => {
    const db = t.app.database.db;
    const player = await createPlayer(db);
    const socket = await t.socketFor(await playerCookie(db, player.id));
    expect(await askHistory(socket)).toMatchObject({ ok: true });
    await demotePlayerSessions(db, player.id);
    expect(await askHistory(socket)).toMatchObject({ ok: false });
  });

  it("disconnects the player's other sessions' sockets when the password is reset", async () => {
    const db = t.app.database.db;
    const player = await createPlayerWithPassword(db);
    const socket = await t.socketFor(await playerCookie(db, player.id));
    const gone = disconnected(socket);
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: player.email } });
    const link = await passwordResetLink(db, player.email);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { email: link.email, token: link.token, password: 'N3wSecret!' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(await gone).toBe(true);
  });

  it('tells a rejected player and takes the socket out of the lobby rooms', async () => {
    const db = t.app.database.db;
    const player = await createPlayer(db, { kycStatus: 'submitted' });
    const gre = await signedInStaff(t.app, 'gre');
    const socket = await t.socketFor(await playerCookie(db, player.id));
    const told = nextEvent<{ kycStatus: string; scope: string }>(socket, 'kyc_status_updated');
    const decision = await t.app.inject({
      method: 'POST',
      url: `/api/staff/kyc/players/${player.id}`,
      headers: { cookie: gre.cookie },
      payload: { status: 'rejected', note: 'Blurred ID' },
    });
    expect(decision.statusCode).toBe(200);
    expect(await told).toMatchObject({ kycStatus: 'rejected', scope: 'onboarding' });
    const hearsLobby = receivesWithin(socket, 'tables_updated', 400);
    t.app.io.to('lobby').emit('tables_updated', []);
    expect(await hearsLobby).toBe(false);
    expect(await askHistory(socket)).toMatchObject({ ok: false });
  });
});
