import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayerWithPassword, PASSWORD } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { createStaff, staffCookie } from '../../../test/fixtures';
import { hashPassword } from '../../auth/password';

// Failures count per account and address pair: a stranger's wrong passwords cannot lock the owner out.
const PER_PAIR = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_ACCOUNT: String(PER_PAIR) });
});
afterAll(() => t.close());

const playerSignIn = (email: string, password: string, from: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: from,
    payload: { email, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });
const staffSignIn = (email: string, password: string, from: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/auth/signin',
    remoteAddress: from,
    payload: { email, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The device cookie a sign-in answer set, as a Cookie header, and checked to be HttpOnly. */
function deviceCookieOf(res: Awaited<ReturnType<typeof playerSignIn>>, name: string): string {
  const cookie = res.cookies.find((c) => c.name === name);
  expect(cookie, name).toBeDefined();
  expect(cookie?.httpOnly).toBe(true);
  return `${name}=${cookie?.value}`;
}

/** 100 wrong passwords from 50 addresses, two each (under the pair limit of 3): the ceiling over every address. */
async function failFromEverywhere(signIn: typeof playerSignIn, email: string, network: number) {
  for (let i = 0; i < 100; i++) {
    const from = `10.${network}.${Math.floor(i / 2)}.1`;
    expect((await signIn(email, `Wrong${i}pass`, from)).statusCode, from).toBe(401);
  }
}

describe('player sign-in lock-outs', () => {
  it("lets the owner sign in from their own address while an attacker's address is locked out", async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    for (let i = 0; i < PER_PAIR; i++) {
      expect((await playerSignIn(player.email, `Wrong${i}pass`, '203.0.113.66')).statusCode).toBe(401);
    }
    const attacker = await playerSignIn(player.email, PASSWORD, '203.0.113.66');
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect((await playerSignIn(player.email, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('counts failures only: right passwords never use up the limit', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    for (let i = 0; i < PER_PAIR + 2; i++) {
      expect((await playerSignIn(player.email, PASSWORD, '198.51.100.21')).statusCode).toBe(200);
    }
  });
});

describe('the per-account ceiling over every address', () => {
  it('refuses even a right password once 100 failures came from many addresses, each under its own limit', async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    // 99 failures, two per address (under the pair limit of 3): the owner still signs in.
    for (let i = 0; i < 99; i++) {
      const from = `203.0.113.${Math.floor(i / 2) + 100}`;
      expect((await playerSignIn(player.email, `Wrong${i}pass`, from)).statusCode, from).toBe(401);
    }
    expect((await playerSignIn(player.email, PASSWORD, '198.51.100.30')).statusCode).toBe(200);
    // The 100th: the account as a whole is now slowed, whatever the address and the password.
    expect((await playerSignIn(player.email, 'Wrong99pass', '203.0.113.200')).statusCode).toBe(401);
    const refused = await playerSignIn(player.email, PASSWORD, '198.51.100.31');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('staff sign-in lock-outs', () => {
  const makeStaff = async (role: 'super_admin' | 'cashier') => {
    const password = 'Staff-passw0rd';
    const member = await createStaff(t.app.database.db, role, { passwordHash: await hashPassword(password) });
    return { ...member, password };
  };

  it('keeps a super admin able to sign in while someone guesses at their account from elsewhere', async () => {
    const admin = await makeStaff('super_admin');
    for (let i = 0; i < PER_PAIR + 2; i++) await staffSignIn(admin.email, `Guess${i}`, '203.0.113.70');
    expect((await staffSignIn(admin.email, admin.password, '203.0.113.70')).statusCode).toBe(429);
    expect((await staffSignIn(admin.email, admin.password, '192.0.2.10')).statusCode).toBe(200);
  });

  it('lets a super admin unlock a locked-out staff member (audited); others may not', async () => {
    const admin = await makeStaff('super_admin');
    const cashier = await makeStaff('cashier');
    for (let i = 0; i < PER_PAIR; i++) await staffSignIn(cashier.email, `Typo${i}`, '192.0.2.44');
    expect((await staffSignIn(cashier.email, cashier.password, '192.0.2.44')).statusCode).toBe(429);

    const manager = await createStaff(t.app.database.db, 'manager');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${cashier.id}/unlock`,
      headers: { cookie: await staffCookie(t.app.database.db, manager.id) },
    });
    expect(refused.statusCode).toBe(403);

    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${cashier.id}/unlock`,
      headers: { cookie: await staffCookie(t.app.database.db, admin.id) },
    });
    expect(unlocked.statusCode).toBe(200);
    expect((await staffSignIn(cashier.email, cashier.password, '192.0.2.44')).statusCode).toBe(200);
  });
});

describe('device cookies: the ceiling over every address spares a browser that signed in before', () => {
  it("lets the player's right password in from a known device after 100 failures from 50 addresses, unless the cookie fails too", async () => {
    const player = await createPlayerWithPassword(t.app.database.db);
    const other = await createPlayerWithPassword(t.app.database.db);
    const device = deviceCookieOf(await playerSignIn(player.email, PASSWORD, '198.51.100.40'), 'club_device');
    const othersDevice = deviceCookieOf(await playerSignIn(other.email, PASSWORD, '198.51.100.41'), 'club_device');
    await failFromEverywhere(playerSignIn, player.email, 1);

    // An unknown device, another account's device cookie or a forged one: the ceiling holds.
    expect((await playerSignIn(player.email, PASSWORD, '198.51.100.42')).statusCode).toBe(429);
    expect((await playerSignIn(player.email, PASSWORD, '198.51.100.42', othersDevice)).statusCode).toBe(429);
    const forged = device.replace(/\.[\w-]{43}/, `.${'A'.repeat(43)}`);
    expect((await playerSignIn(player.email, PASSWORD, '198.51.100.42', forged)).statusCode).toBe(429);
    // The owner's browser, from a clean address: in, and the cookie is renewed.
    const owner = await playerSignIn(player.email, PASSWORD, '198.51.100.43', device);
    expect(owner.statusCode, owner.body).toBe(200);
    const renewed = deviceCookieOf(owner, 'club_device');

    // A device cookie that fails as often as one address may is no longer believed (it may be stolen).
    for (let i = 0; i < PER_PAIR; i++) {
      const from = `10.3.${i}.1`;
      expect((await playerSignIn(player.email, `Stolen${i}pass`, from, renewed)).statusCode, from).toBe(401);
    }
    expect((await playerSignIn(player.email, PASSWORD, '198.51.100.44', renewed)).statusCode).toBe(429);
  });

  it("lets a staff member's right password in from a known device after 100 failures from 50 addresses", async () => {
    const password = 'Staff-passw0rd';
    const member = await createStaff(t.app.database.db, 'cashier', { passwordHash: await hashPassword(password) });
    const device = deviceCookieOf(await staffSignIn(member.email, password, '192.0.2.60'), 'club_staff_device');
    await failFromEverywhere(staffSignIn, member.email, 4);
    expect((await staffSignIn(member.email, password, '192.0.2.61')).statusCode).toBe(429);
    // A player's device cookie for the same address is not a staff one.
    expect(
      (await staffSignIn(member.email, password, '192.0.2.61', device.replace('club_staff_device', 'club_device')))
        .statusCode,
    ).toBe(429);
    expect((await staffSignIn(member.email, password, '192.0.2.62', device)).statusCode).toBe(200);
  });
});
