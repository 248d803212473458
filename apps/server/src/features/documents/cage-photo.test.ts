import { STAFF_ROLES } from '@club/shared/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { tinyPng } from '../../../test/files';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { uploadRequiredDocuments } from '../../../test/kyc';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const photoOf = (playerId: number, cookie: string) =>
  t.app.inject({ url: `/api/staff/players/${playerId}/photo`, headers: { cookie } });

describe("the cage sees the player's KYC photo (issue 17)", () => {
  it('serves the current profile photo to cashiers and super admins only', async () => {
    const player = await createPlayer(db(), { kycStatus: 'pending' });
    await uploadRequiredDocuments(t.app, await playerCookie(db(), player.id, 'onboarding'), player.id);
    for (const role of STAFF_ROLES) {
      const res = await photoOf(player.id, await staffCookie(db(), (await createStaff(db(), role)).id));
      if (role === 'cashier' || role === 'super_admin') {
        expect(res.statusCode, role).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.rawPayload.equals(tinyPng())).toBe(true);
      } else {
        expect(res.statusCode, role).toBe(403);
      }
    }
    // A player cannot use the staff route, even for their own photo.
    const own = await photoOf(player.id, await playerCookie(db(), player.id, 'onboarding'));
    expect(own.statusCode).toBe(401);
  });

  it('says so when there is no photo, and opens no other document for a cashier', async () => {
    const cashier = await staffCookie(db(), (await createStaff(db(), 'cashier')).id);
    const nobody = await createPlayer(db());
    const none = await photoOf(nobody.id, cashier);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('No KYC photo on file for this player');

    const player = await createPlayer(db(), { kycStatus: 'pending' });
    const [governmentId] = await uploadRequiredDocuments(
      t.app,
      await playerCookie(db(), player.id, 'onboarding'),
      player.id,
    );
    const id = await t.app.inject({ url: `/api/documents/view/${governmentId}`, headers: { cookie: cashier } });
    expect(id.statusCode).toBe(404);
  });
});
