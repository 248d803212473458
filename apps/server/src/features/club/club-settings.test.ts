import { CAGE_SETTING_DEFAULTS } from '@club/shared/club';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayer, playerCookie } from '../../../test/fixtures';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInStaff } from '../../../test/wallet';
import { auditLog, clubSettings } from '../../db/schema';

const t = listeningTestApp();
const url = '/api/staff/club/settings';

const get = (cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const patch = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload });

describe('GET /api/staff/club/settings', () => {
  it('answers every staff role but the kitchen with the cage defaults', async () => {
    for (const role of STAFF_ROLES) {
      const member = await signedInStaff(t.app, role);
      const res = await get(member.cookie);
      // The kitchen reads food orders and nothing else (decision 105).
      if (role === 'kitchen') {
        expect(res.statusCode, role).toBe(403);
        continue;
      }
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toMatchObject({ ...CAGE_SETTING_DEFAULTS, timeZone: 'Asia/Kolkata' });
      expect(CAGE_SETTING_DEFAULTS).toEqual({
        largeOperationThreshold: '100000.00',
        shiftVarianceThreshold: '500.00',
        reversalThreshold: '10000.00',
      });
    }
  });

  it('refuses players and visitors', async () => {
    const player = await createPlayer(t.app.database.db);
    expect((await get(await playerCookie(t.app.database.db, player.id))).statusCode).toBe(401);
    expect((await get('')).statusCode).toBe(401);
  });
});

describe('PATCH /api/staff/club/settings', () => {
  it('lets only a super admin change settings, before validating the body', async () => {
    for (const role of ['admin', 'manager', 'cashier', 'gre'] as const) {
      const member = await signedInStaff(t.app, role);
      expect((await patch(member.cookie, { reversalThreshold: 'nonsense' })).statusCode, role).toBe(403);
    }
    expect((await patch('', { reversalThreshold: '1.00' })).statusCode).toBe(401);
  });

  it('validates each threshold and asks for at least one', async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Give at least one setting to change'],
      [{ largeOperationThreshold: '0' }, 'Amount must be greater than zero'],
      [{ shiftVarianceThreshold: '-5' }, 'Amount must be a positive number with at most two decimals'],
      [{ reversalThreshold: '1.005' }, 'Amount must be a positive number with at most two decimals'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('stores the change, keeps the others, audits it and tells every role that reads the settings (not players)', async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    const listeners = await Promise.all(
      STAFF_PERMISSIONS.clubSettingsRead.map(async (role) => t.socketFor((await signedInStaff(t.app, role)).cookie)),
    );
    const player = await createPlayer(t.app.database.db);
    const playerSocket = await t.socketFor(await playerCookie(t.app.database.db, player.id));
    const heard = listeners.map((socket) =>
      nextEvent<{ largeOperationThreshold: string }>(socket, 'club_settings_updated'),
    );
    const playerHears = receivesWithin(playerSocket, 'club_settings_updated');

    const res = await patch(admin.cookie, { largeOperationThreshold: '250000.50', unknownSetting: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      largeOperationThreshold: '250000.50',
      shiftVarianceThreshold: '500.00',
      reversalThreshold: '10000.00',
    });
    for (const event of await Promise.all(heard)) expect(event.largeOperationThreshold).toBe('250000.50');
    expect(await playerHears).toBe(false);

    const [row] = await t.app.database.db.select().from(clubSettings);
    expect(row?.largeOperationThresholdPaise).toBe(25_000_050n);
    const cashier = await signedInStaff(t.app, 'cashier');
    expect((await get(cashier.cookie)).json().largeOperationThreshold).toBe('250000.50');

    const audits = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club.update_settings'), eq(auditLog.staffId, admin.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ largeOperationThreshold: '100000.00' });
    expect(audits[0]?.after).toMatchObject({ largeOperationThreshold: '250000.50' });

    // Back to the default for the other tests of this file.
    expect((await patch(admin.cookie, { largeOperationThreshold: '100000' })).statusCode).toBe(200);
  });

  it("validates the club's name, support contacts, time zone and verification switch", async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ clubName: '   ' }, 'Please enter the club name'],
      [{ supportEmail: 'not-an-email' }, 'Please enter a valid support e-mail address.'],
      [{ supportPhone: 'call us' }, 'Please enter a support phone number'],
      [{ timeZone: 'Mars/Olympus' }, 'Please choose a time zone by its IANA name'],
      [{ timeZone: "Asia/Kolkata'; drop table" }, 'Please choose a time zone by its IANA name'],
      [{ requireEmailVerification: 'yes' }, 'requireEmailVerification'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(message);
    }
  });

  it("changes the club's public settings, audited, and tells players in the lobby", async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    const player = await createPlayer(t.app.database.db);
    const playerSocket = await t.socketFor(await playerCookie(t.app.database.db, player.id));
    const staffSocket = await t.socketFor((await signedInStaff(t.app, 'gre')).cookie);
    const playerHeard = nextEvent<{ clubName: string; timeZone: string }>(playerSocket, 'club_settings_changed');
    const staffHeard = nextEvent<{ clubName: string }>(staffSocket, 'club_settings_updated');

    const change = {
      clubName: 'Royal Flush Club',
      supportEmail: 'Help@RoyalFlush.example',
      supportPhone: '+91 98765 43210',
      timeZone: 'Europe/London',
      requireEmailVerification: false,
    };
    const res = await patch(admin.cookie, change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...change, supportEmail: 'help@royalflush.example' });
    expect(await playerHeard).toMatchObject({ clubName: 'Royal Flush Club', timeZone: 'Europe/London' });
    expect((await staffHeard).clubName).toBe('Royal Flush Club');

    const pub = await t.app.inject({ method: 'GET', url: '/api/club/settings' });
    expect(pub.json()).toMatchObject({
      clubName: 'Royal Flush Club',
      supportEmail: 'help@royalflush.example',
      supportPhone: '+91 98765 43210',
      timeZone: 'Europe/London',
      requireEmailVerification: false,
    });
    const [audit] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club.update_settings'), eq(auditLog.staffId, admin.id)));
    expect(audit?.before).toMatchObject({ clubName: 'Poker Club', requireEmailVerification: true });
    expect(audit?.after).toMatchObject({ clubName: 'Royal Flush Club', requireEmailVerification: false });

    // A threshold alone changes nothing players see: no lobby push.
    const quiet = receivesWithin(playerSocket, 'club_settings_changed');
    expect((await patch(admin.cookie, { reversalThreshold: '10000' })).statusCode).toBe(200);
    expect(await quiet).toBe(false);

    // Back to the defaults for the other tests of this file.
    const back = await patch(admin.cookie, {
      clubName: 'Poker Club',
      supportEmail: 'support@pokerclub.local',
      supportPhone: '+91 00000 00000',
      timeZone: 'Asia/Kolkata',
      requireEmailVerification: true,
    });
    expect(back.statusCode).toBe(200);
  });
});

describe('the welcome video (issue 14 item 20)', () => {
  it('is set by a super admin as a media URL, reaches the public settings and players in the lobby, and clears', async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    for (const welcomeVideoUrl of [
      'http://example.com/welcome.mp4',
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
      '//evil.example/welcome.mp4',
      'https://example.com/a b.mp4',
    ]) {
      const refused = await patch(admin.cookie, { welcomeVideoUrl });
      expect(refused.statusCode, welcomeVideoUrl).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('Use an https:// address of the video or a path on this site');
    }
    const manager = await signedInStaff(t.app, 'manager');
    expect((await patch(manager.cookie, { welcomeVideoUrl: 'https://cdn.example/welcome.mp4' })).statusCode).toBe(403);

    const player = await createPlayer(t.app.database.db);
    const playerSocket = await t.socketFor(await playerCookie(t.app.database.db, player.id));
    const heard = nextEvent<{ welcomeVideoUrl: string | null }>(playerSocket, 'club_settings_changed');
    const res = await patch(admin.cookie, { welcomeVideoUrl: ' https://cdn.example/club/welcome.mp4 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().welcomeVideoUrl).toBe('https://cdn.example/club/welcome.mp4');
    expect((await heard).welcomeVideoUrl).toBe('https://cdn.example/club/welcome.mp4');
    const pub = await t.app.inject({ method: 'GET', url: '/api/club/settings' });
    expect(pub.json().welcomeVideoUrl).toBe('https://cdn.example/club/welcome.mp4');
    expect((await get(admin.cookie)).json().welcomeVideoUrl).toBe('https://cdn.example/club/welcome.mp4');
    const [audit] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club.update_settings'), eq(auditLog.staffId, admin.id)));
    expect(audit?.after).toMatchObject({ welcomeVideoUrl: 'https://cdn.example/club/welcome.mp4' });

    expect((await patch(admin.cookie, { welcomeVideoUrl: '/media/welcome.webm' })).json().welcomeVideoUrl).toBe(
      '/media/welcome.webm',
    );
    const cleared = await patch(admin.cookie, { welcomeVideoUrl: '' });
    expect(cleared.json().welcomeVideoUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/club/settings' })).json().welcomeVideoUrl).toBeNull();
  });
});
