import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const asUpload = (bytes: Buffer, fileName: string, mimeType: string) => ({
  fileName,
  mimeType,
  fileSize: bytes.length,
  fileData: `data:${mimeType};base64,${bytes.toString('base64')}`,
});
const upload = async (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/media',
    headers: { cookie: cookie ?? (await staffCookie(db(), (await createStaff(db(), 'manager')).id)) },
    payload,
  });

describe('staff images', () => {
  it('stores a PNG and serves it with its type, nosniff and a Content-Disposition', async () => {
    const res = await upload(asUpload(PNG, 'promo "banner".png', 'image/png'));
    expect(res.statusCode).toBe(201);
    const media = res.json();
    expect(media).toMatchObject({ url: `/api/media/${media.id}`, mimeType: 'image/png', fileSize: PNG.length });
    const served = await t.app.inject({ url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="promo _banner_.png"/);
  });

  it('refuses HTML dressed as a PNG, and a real PDF (not an image)', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await upload(asUpload(html, 'x.png', 'image/png'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('INVALID_FILE');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect((await upload(asUpload(pdf, 'menu.pdf', 'application/pdf'))).statusCode).toBe(400);
  });

  it('takes uploads from the content and notification roles; refuses cashiers and players', async () => {
    // Super admins, admins and managers for offers, the menu and ads; guest relations for notifications.
    for (const role of ['super_admin', 'admin', 'manager', 'gre'] as const) {
      const cookie = await staffCookie(db(), (await createStaff(db(), role)).id);
      expect((await upload(asUpload(PNG, 'a.png', 'image/png'), cookie)).statusCode, role).toBe(201);
    }
    const cashier = await staffCookie(db(), (await createStaff(db(), 'cashier')).id);
    expect((await upload(asUpload(PNG, 'a.png', 'image/png'), cashier)).statusCode).toBe(403);
    const player = await createPlayer(db());
    expect((await upload(asUpload(PNG, 'a.png', 'image/png'), await playerCookie(db(), player.id))).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for an unknown image', async () => {
    expect((await t.app.inject({ url: '/api/media/99999999' })).statusCode).toBe(404);
  });
});
