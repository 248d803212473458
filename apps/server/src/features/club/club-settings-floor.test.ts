import type { ClubSettings } from '@club/shared/accounts';
import { DEFAULT_BRANDING } from '@club/shared/branding';
import { FLOOR_SETTINGS_ONLY_MESSAGE, type StaffClubSettings } from '@club/shared/club';
import type { FloorTable } from '@club/shared/floor';
import { STAFF_PASSWORD_CHANGE_MESSAGE, STAFF_ROLES } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffCookie } from '../../../test/fixtures';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { addToWaitlist, createTable, signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';
import { auditLog, waitlistEntries } from '../../db/schema';
import { expireHolds } from '../tables/paging/paging.service';

// Issue 19 "Club settings (super admin; admin for the floor's)", the wait-list settings of issue 16, the
// daily summary hour and the branding (decision 090).

const t = listeningTestApp();
const db = () => t.app.database.db;
const url = '/api/staff/club/settings';
const MIN = 60_000;

const get = (cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const patch = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload });
const superAdmin = () => signedInStaff(t.app, 'super_admin');
const settingsAudits = (staffId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'club.update_settings'), eq(auditLog.staffId, staffId)));

describe('GET /api/staff/club/settings for every role', () => {
  it('answers each role with every setting, the floor, summary and branding keys with their defaults', async () => {
    for (const role of STAFF_ROLES) {
      const member = await signedInStaff(t.app, role);
      const res = await get(member.cookie);
      // The kitchen reads food orders and nothing else (decision 105).
      if (role === 'kitchen') {
        expect(res.statusCode, role).toBe(403);
        continue;
      }
      expect(res.statusCode, role).toBe(200);
      expect(res.json<StaffClubSettings>(), role).toMatchObject({
        dailySummaryHour: 9,
        pageHoldMinutes: 5,
        pageExtensionMinutes: 5,
        missesBeforeRemoval: 2,
        branding: DEFAULT_BRANDING,
      });
    }
  });

  it('answers PASSWORD_CHANGE_REQUIRED while the member must change a password a super admin set', async () => {
    for (const role of STAFF_ROLES) {
      const member = await createStaff(db(), role, { mustChangePassword: true });
      const res = await get(await staffCookie(db(), member.id));
      expect(res.statusCode, role).toBe(403);
      expect(res.json(), role).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: STAFF_PASSWORD_CHANGE_MESSAGE,
      });
      const write = await patch(await staffCookie(db(), member.id), { pageHoldMinutes: 7 });
      expect(write.json().code, role).toBe('PASSWORD_CHANGE_REQUIRED');
    }
  });
});

describe('the remote-entry expiry (decision 064)', () => {
  it('reads 90 by default; an admin may change it (a floor key), within 10-480 with the range message; managers, cashiers and guest relations 403', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    expect((await get(admin.cookie)).json()).toMatchObject({ remoteEntryExpiryMinutes: 90 });
    const message = 'The remote-entry expiry must be from 10 to 480 minutes.';
    for (const value of [9, 481]) {
      const res = await patch(admin.cookie, { remoteEntryExpiryMinutes: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const fraction = await patch(admin.cookie, { remoteEntryExpiryMinutes: 30.5 });
    expect(fraction.json().message).toContain('The remote-entry expiry must be a whole number from 10 to 480 minutes.');
    for (const role of ['manager', 'cashier', 'gre'] as const) {
      const member = await signedInStaff(t.app, role);
      expect((await patch(member.cookie, { remoteEntryExpiryMinutes: 60 })).statusCode, role).toBe(403);
    }
    const ok = await patch(admin.cookie, { remoteEntryExpiryMinutes: 120 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ remoteEntryExpiryMinutes: 120 });
    const [audit] = (await settingsAudits(admin.id)).slice(-1);
    expect(audit?.before).toMatchObject({ remoteEntryExpiryMinutes: 90 });
    expect(audit?.after).toMatchObject({ remoteEntryExpiryMinutes: 120 });
    expect(JSON.stringify(ok.json())).not.toMatch(/secret/i);
    expect((await patch(admin.cookie, { remoteEntryExpiryMinutes: 90 })).statusCode).toBe(200);
  });
});

describe('PATCH /api/staff/club/settings by role', () => {
  it('lets a super admin change any key, an admin only the floor keys (403 with the reason otherwise)', async () => {
    const boss = await superAdmin();
    const admin = await signedInStaff(t.app, 'admin');
    const ok = await patch(admin.cookie, { pageHoldMinutes: 8, pageExtensionMinutes: 4, missesBeforeRemoval: 3 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ pageHoldMinutes: 8, pageExtensionMinutes: 4, missesBeforeRemoval: 3 });

    for (const body of [
      { clubName: 'Admin Club' },
      { dailySummaryHour: 3 },
      { branding: { primaryColor: '#ff0000' } },
      { pageHoldMinutes: 6, timeZone: 'Asia/Dubai' },
      // Refused for the key, before its value is looked at.
      { reversalThreshold: 'nonsense' },
    ]) {
      const res = await patch(admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().message).toBe(FLOOR_SETTINGS_ONLY_MESSAGE);
    }
    expect((await get(admin.cookie)).json()).toMatchObject({ clubName: 'Poker Club', pageHoldMinutes: 8 });

    const all = await patch(boss.cookie, {
      pageHoldMinutes: 5,
      pageExtensionMinutes: 5,
      missesBeforeRemoval: 2,
      dailySummaryHour: 7,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ pageHoldMinutes: 5, dailySummaryHour: 7 });
    expect((await patch(boss.cookie, { dailySummaryHour: 9 })).statusCode).toBe(200);
  });

  it('refuses the floor keys to managers, cashiers and guest relations (403) and visitors (401)', async () => {
    for (const role of ['manager', 'cashier', 'gre'] as const) {
      const member = await signedInStaff(t.app, role);
      const res = await patch(member.cookie, { pageHoldMinutes: 9 });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message, role).toBe('Your role does not allow this action');
    }
    const player = await signedInPlayer(t.app);
    expect((await patch(player.cookie, { pageHoldMinutes: 9 })).statusCode).toBe(401);
    expect((await patch('', { pageHoldMinutes: 9 })).statusCode).toBe(401);
    expect((await get((await superAdmin()).cookie)).json().pageHoldMinutes).toBe(5);
  });

  it('audits an admin’s floor change with before and after', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    expect((await patch(admin.cookie, { missesBeforeRemoval: 4 })).statusCode).toBe(200);
    const [row] = await settingsAudits(admin.id);
    expect(row?.before).toMatchObject({ missesBeforeRemoval: 2 });
    expect(row?.after).toMatchObject({ missesBeforeRemoval: 4 });
    expect((await patch(admin.cookie, { missesBeforeRemoval: 2 })).statusCode).toBe(200);
  });
});

describe('validation messages', () => {
  it('checks the ranges of the floor keys and the summary hour', async () => {
    const boss = await superAdmin();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pageHoldMinutes: 0 }, 'The page hold must be from 1 to 60 minutes.'],
      [{ pageHoldMinutes: 61 }, 'The page hold must be from 1 to 60 minutes.'],
      [{ pageHoldMinutes: 2.5 }, 'The page hold must be a whole number from 1 to 60 minutes.'],
      [{ pageHoldMinutes: '5' }, 'The page hold must be a whole number from 1 to 60 minutes.'],
      [{ pageExtensionMinutes: 90 }, 'The extension must be from 1 to 60 minutes.'],
      [{ missesBeforeRemoval: 0 }, 'Misses before removal must be from 1 to 10.'],
      [{ missesBeforeRemoval: 11 }, 'Misses before removal must be from 1 to 10.'],
      [{ dailySummaryHour: 24 }, 'The daily summary hour must be from 0 to 23.'],
      [{ dailySummaryHour: -1 }, 'The daily summary hour must be from 0 to 23.'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(boss.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
  });

  it('checks the branding: #rrggbb colours, lengths, an uploaded logo, and the text contrast (WCAG AA)', async () => {
    const boss = await superAdmin();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ primaryColor: 'red' }, 'Primary colour: use a colour as #rrggbb'],
      [{ secondaryColor: '#12345' }, 'Secondary colour: use a colour as #rrggbb'],
      [{ backgroundColor: '#gggggg' }, 'Background colour: use a colour as #rrggbb'],
      [{ textColor: 'rgb(0,0,0)' }, 'Text colour: use a colour as #rrggbb'],
      [{ companyName: '  ' }, 'Please enter the company name.'],
      [{ companyName: 'x'.repeat(81) }, 'The company name is at most 80 characters.'],
      [{ thankYouMessage: 'x'.repeat(121) }, 'The thank-you message is at most 120 characters.'],
      [{ subMessage: 'x'.repeat(301) }, 'The sub-message is at most 300 characters.'],
      [{ logoUrl: 'https://evil.example/logo.png' }, 'The logo must be an image uploaded here'],
      [{ logoUrl: 'data:image/png;base64,AAAA' }, 'The logo must be an image uploaded here'],
      // #777777 on the default background #0f172a: 4.0:1.
      [{ textColor: '#666666' }, 'players need at least 4.5:1'],
      [{ backgroundColor: '#e2e8f0' }, 'players need at least 4.5:1'],
    ];
    for (const [branding, message] of cases) {
      const res = await patch(boss.cookie, { branding });
      expect(res.statusCode, JSON.stringify(branding)).toBe(400);
      expect(res.json().message, JSON.stringify(branding)).toContain(message);
    }
    expect((await get(boss.cookie)).json().branding).toEqual(DEFAULT_BRANDING);
    // A light pair together is readable: both change at once.
    const light = await patch(boss.cookie, { branding: { backgroundColor: '#FFFFFF', textColor: '#111827' } });
    expect(light.statusCode).toBe(200);
    expect(light.json().branding).toMatchObject({ backgroundColor: '#ffffff', textColor: '#111827' });
    const back = await patch(boss.cookie, { branding: { backgroundColor: '#0f172a', textColor: '#f8fafc' } });
    expect(back.statusCode).toBe(200);
  });
});

describe('the branding for every player', () => {
  it('is changed by a super admin, audited, public at GET /api/club/settings and pushed live to players', async () => {
    const boss = await superAdmin();
    const player = await signedInPlayer(t.app);
    const phone = await t.socketFor(player.cookie);
    const desk = await t.socketFor(boss.cookie, { as: 'staff' });
    const phoneHears = nextEvent<ClubSettings>(phone, 'club_settings_changed');
    const consoleHears = nextEvent<StaffClubSettings>(desk, 'club_settings_updated');

    const branding = {
      companyName: 'Royal Flush Room',
      thankYouMessage: 'Welcome to the Royal Flush!',
      subMessage: 'We will look at your documents tonight.',
      primaryColor: '#f59e0b',
      secondaryColor: '#b45309',
      backgroundColor: '#1c1917',
      textColor: '#fafaf9',
      logoUrl: '/api/media/42',
    };
    const res = await patch(boss.cookie, { branding });
    expect(res.statusCode).toBe(200);
    expect(res.json().branding).toEqual(branding);
    expect((await phoneHears).branding).toEqual(branding);
    expect((await consoleHears).branding).toEqual(branding);

    const publicRead = await t.app.inject({ method: 'GET', url: '/api/club/settings' });
    expect(publicRead.json<ClubSettings>().branding).toEqual(branding);

    const [audit] = await settingsAudits(boss.id);
    expect(audit?.before).toMatchObject({ branding: DEFAULT_BRANDING });
    expect(audit?.after).toMatchObject({ branding });

    // One field: the others stay.
    const one = await patch(boss.cookie, { branding: { logoUrl: null } });
    expect(one.json().branding).toEqual({ ...branding, logoUrl: null });
    expect((await patch(boss.cookie, { branding: DEFAULT_BRANDING })).statusCode).toBe(200);
  });

  it('tells players the extension minutes (their call shows them), not the staff-only hold', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const player = await signedInPlayer(t.app);
    const phone = await t.socketFor(player.cookie);
    const hears = nextEvent<ClubSettings>(phone, 'club_settings_changed');
    expect((await patch(admin.cookie, { pageExtensionMinutes: 7 })).statusCode).toBe(200);
    expect((await hears).pageExtensionMinutes).toBe(7);
    const quiet = receivesWithin(phone, 'club_settings_changed');
    expect((await patch(admin.cookie, { pageHoldMinutes: 6 })).statusCode).toBe(200);
    expect(await quiet).toBe(false);
    expect((await patch(admin.cookie, { pageExtensionMinutes: 5, pageHoldMinutes: 5 })).statusCode).toBe(200);
  });
});

describe('paging reads the wait-list settings for the next page', () => {
  it('holds for the configured minutes, extends by the configured minutes, removes after the configured misses', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const manager = await signedInStaff(t.app, 'manager');
    const table = await createTable(t.app);
    const player = await signedInPlayer(t.app);
    const entry = await addToWaitlist(t.app, player.id, table.id, new Date(Date.now() - MIN));
    const pageIt = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/waitlist/${entry.id}/page`,
        headers: { cookie: manager.cookie },
        payload: {},
      });
    const heldFor = (res: Awaited<ReturnType<typeof pageIt>>) => {
      const page = res.json<FloorTable>().waitlist.find((e) => e.entryId === entry.id)!.page!;
      return { ms: Date.parse(page.pageExpiresAt) - Date.parse(page.pagedAt), expiresAt: new Date(page.pageExpiresAt) };
    };

    expect(
      (await patch(admin.cookie, { pageHoldMinutes: 12, pageExtensionMinutes: 3, missesBeforeRemoval: 1 })).statusCode,
    ).toBe(200);
    try {
      const paged = await pageIt();
      expect(paged.statusCode).toBe(200);
      const hold = heldFor(paged);
      expect(hold.ms).toBe(12 * MIN);

      const more = await t.app.inject({
        method: 'POST',
        url: `/api/waitlist/${entry.id}/respond`,
        headers: { cookie: player.cookie },
        payload: { response: 'more_time' },
      });
      expect(more.statusCode).toBe(200);
      const [row] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
      expect(row!.pageExpiresAt!.getTime() - hold.expiresAt.getTime()).toBe(3 * MIN);

      // One miss is enough now: the entry leaves the list, the player told with the configured numbers.
      const phone = await t.socketFor(player.cookie);
      const told = nextEvent<{ message: string }>(phone, 'notification');
      expect(await expireHolds(t.app.useCase, row!.pageExpiresAt!)).toBe(1);
      const [after] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
      expect(after).toMatchObject({ status: 'left', pageMisses: 1 });
      expect((await told).message).toBe('Removed from the list: no answer within 15 minutes, once');
    } finally {
      await patch(admin.cookie, { pageHoldMinutes: 5, pageExtensionMinutes: 5, missesBeforeRemoval: 2 });
    }
  });
});
