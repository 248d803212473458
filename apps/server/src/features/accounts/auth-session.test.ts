import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createPlayerWithPassword, PASSWORD, signIn, signUp, signupBody } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { createStaff, staffCookie } from '../../../test/fixtures';

// Issue 14, item 25: the portal read /api/auth/me on every load, and its 401 for a visitor was logged
// as a console error on the sign-in page. /api/auth/session answers a visitor 200 with null.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getSession = (cookie?: string) => t.app.inject({ url: '/api/auth/session', headers: cookie ? { cookie } : {} });

describe('GET /api/auth/session', () => {
  it('answers a visitor, a staff-only cookie and a revoked session 200 with null', async () => {
    const visitor = await getSession();
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ session: null });
    expect((await getSession('club_session=not-a-real-token')).json()).toEqual({ session: null });
    const staff = await staffCookie(t.app.database.db, (await createStaff(t.app.database.db, 'admin')).id);
    expect((await getSession(staff)).json()).toEqual({ session: null });

    const player = await createPlayerWithPassword(t.app.database.db);
    const cookie = cookieFrom(await signIn(t.app, { email: player.email, password: PASSWORD }));
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie } });
    expect((await getSession(cookie)).json()).toEqual({ session: null });
    // /api/auth/me keeps the spec's 401.
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('answers a signed-in player as /api/auth/me does, onboarding sessions included', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    const cookie = cookieFrom(await signIn(t.app, { email: player.email, password: PASSWORD }));
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    const session = await getSession(cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ session: me.json() });
    expect(session.json().session).toMatchObject({ player: { id: player.id }, scope: 'full' });

    const signedUp = await signUp(t.app, signupBody());
    const onboarding = await getSession(cookieFrom(signedUp));
    expect(onboarding.json().session).toMatchObject({ scope: 'onboarding', player: { kycStatus: 'pending' } });
  });
});
