import fs from 'node:fs';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES } from '@club/shared/kyc';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dataUrl, fakeExe, tinyGif, tinyJpeg, tinyPdf, tinyPng } from '../../../test/files';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { fileUpload, upload, uploadBody } from '../../../test/kyc';
import { kycDocuments } from '../../db/schema';

const INVALID_TYPE = 'Invalid File Type - Please upload JPG, PNG, or PDF files only.';
const TOO_LARGE = 'File Too Large - File size must be less than 5MB';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function onboardingPlayer() {
  const player = await createPlayer(t.app.database.db, { kycStatus: 'pending' });
  return { player, cookie: await playerCookie(t.app.database.db, player.id, 'onboarding') };
}

describe('upload: what passes', () => {
  it.each([
    ['a JPG', 'government_id', 'id-card.jpg', 'image/jpeg', tinyJpeg],
    ['a JPEG named .jpeg', 'government_id', 'id-card.JPEG', 'image/jpeg', tinyJpeg],
    ['a PNG', 'profile_photo', 'me.png', 'image/png', tinyPng],
    ['a PDF', 'address_proof', 'bill.pdf', 'application/pdf', () => tinyPdf()],
  ])(
    'stores %s from an onboarding session, outside the web build, under a random name',
    async (_, type, name, mime, make) => {
      const { player, cookie } = await onboardingPlayer();
      const bytes = make();
      const res = await upload(t.app, cookie, fileUpload(player.id, type, name, mime, bytes));
      expect(res.statusCode, res.body).toBe(201);
      const { document } = res.json();
      expect(document).toMatchObject({
        documentType: type,
        document_type: type,
        fileName: name,
        status: 'pending',
        mimeType: mime,
      });
      const [row] = await t.app.database.db.select().from(kycDocuments).where(eq(kycDocuments.id, document.id));
      expect(row!.storageKey).toMatch(/^[a-f0-9]{32}$/);
      expect(row!.storageKey).not.toContain(name);
      const stored = path.join(t.app.config.uploadDir, row!.storageKey.slice(0, 2), row!.storageKey);
      expect(fs.readFileSync(stored).equals(bytes)).toBe(true);
      expect(path.relative(t.app.config.webDist, stored).startsWith('..')).toBe(true);
    },
  );

  it('stores utility_bill as the address proof', async () => {
    const { player, cookie } = await onboardingPlayer();
    const res = await upload(
      t.app,
      cookie,
      fileUpload(player.id, 'utility_bill', 'bill.pdf', 'application/pdf', tinyPdf()),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().document.documentType).toBe('address_proof');
  });
});

describe('upload: what is refused', () => {
  const png = tinyPng();
  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
  it.each([
    ['a GIF', fileUpload(0, 'profile_photo', 'me.gif', 'image/gif', tinyGif()), 400, INVALID_TYPE],
    [
      'a GIF named .png and sent as image/png',
      fileUpload(0, 'profile_photo', 'me.png', 'image/png', tinyGif()),
      400,
      INVALID_TYPE,
    ],
    [
      'an executable renamed .png',
      fileUpload(0, 'profile_photo', 'setup.png', 'image/png', fakeExe()),
      400,
      INVALID_TYPE,
    ],
    ['HTML sent as image/png', fileUpload(0, 'profile_photo', 'me.png', 'image/png', html), 400, INVALID_TYPE],
    [
      'a PDF header glued to HTML',
      fileUpload(0, 'address_proof', 'bill.pdf', 'application/pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), html])),
      400,
      INVALID_TYPE,
    ],
    [
      'a PDF header glued to HTML, even with a trailer',
      fileUpload(
        0,
        'address_proof',
        'bill.pdf',
        'application/pdf',
        Buffer.concat([Buffer.from('%PDF-1.4\n'), html, Buffer.from('\n%%EOF\n')]),
      ),
      400,
      INVALID_TYPE,
    ],
    [
      'a PDF without its trailer',
      fileUpload(0, 'address_proof', 'bill.pdf', 'application/pdf', tinyPdf().subarray(0, 200)),
      400,
      INVALID_TYPE,
    ],
    ['a PNG named .pdf', fileUpload(0, 'address_proof', 'bill.pdf', 'application/pdf', png), 400, INVALID_TYPE],
    ['a PNG declared as image/jpeg', fileUpload(0, 'profile_photo', 'me.png', 'image/jpeg', png), 400, INVALID_TYPE],
    ['a PNG named .txt', fileUpload(0, 'profile_photo', 'me.txt', 'image/png', png), 400, INVALID_TYPE],
    [
      'a broken data URL',
      { ...uploadBody(0), fileData: 'data:image/png;base64,@@not base64@@' },
      400,
      'The file could not be read. Please choose it again.',
    ],
    [
      'text that is not a data URL',
      { ...uploadBody(0), fileData: 'hello' },
      400,
      'The file could not be read. Please choose it again.',
    ],
    [
      'a size that does not match the bytes',
      { ...uploadBody(0), fileSize: png.length + 1 },
      400,
      'The file arrived incomplete. Please upload it again.',
    ],
  ])('refuses %s with a clear 4xx', async (_, body, status, message) => {
    const { player, cookie } = await onboardingPlayer();
    const res = await upload(t.app, cookie, { ...body, playerId: player.id });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message });
    const rows = await t.app.database.db.select().from(kycDocuments).where(eq(kycDocuments.playerId, player.id));
    expect(rows).toEqual([]);
  });

  it('refuses 5242881 bytes, declared or not, and takes exactly 5242880', async () => {
    const { player, cookie } = await onboardingPlayer();
    const pdfOfSize = (size: number) => {
      const pdf = tinyPdf();
      // Padding inside a PDF comment keeps it a real PDF that ends with its trailer.
      const head = pdf.subarray(0, 9);
      return Buffer.concat([
        head,
        Buffer.from('%'),
        Buffer.alloc(size - pdf.length - 2, 0x41),
        Buffer.from('\n'),
        pdf.subarray(9),
      ]);
    };
    const over = pdfOfSize(MAX_DOCUMENT_BYTES + 1);
    expect(over.length).toBe(5_242_881);
    const declared = await upload(
      t.app,
      cookie,
      fileUpload(player.id, 'address_proof', 'big.pdf', 'application/pdf', over),
    );
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: TOO_LARGE });
    const understated = await upload(t.app, cookie, {
      ...fileUpload(player.id, 'address_proof', 'big.pdf', 'application/pdf', over),
      fileSize: 1000,
    });
    expect(understated.statusCode).toBe(413);
    expect(understated.json().message).toBe(TOO_LARGE);

    const exact = await upload(
      t.app,
      cookie,
      fileUpload(player.id, 'address_proof', 'max.pdf', 'application/pdf', pdfOfSize(MAX_DOCUMENT_BYTES)),
    );
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('refuses an unknown document type and missing fields with 400', async () => {
    const { player, cookie } = await onboardingPlayer();
    expect((await upload(t.app, cookie, uploadBody(player.id, { documentType: 'passport' }))).statusCode).toBe(400);
    const { fileData: _, ...withoutData } = uploadBody(player.id);
    expect((await upload(t.app, cookie, withoutData)).statusCode).toBe(400);
  });
});

describe('upload: who may', () => {
  it('refuses an upload for another player with 403, and a visitor with 401', async () => {
    const { cookie } = await onboardingPlayer();
    const other = await createPlayer(t.app.database.db);
    const res = await upload(t.app, cookie, uploadBody(other.id));
    expect(res.statusCode).toBe(403);
    expect((await upload(t.app, undefined, uploadBody(other.id))).statusCode).toBe(401);
    // Staff upload nothing on a player's behalf.
    const admin = await createStaff(t.app.database.db, 'super_admin');
    expect((await upload(t.app, await staffCookie(t.app.database.db, admin.id), uploadBody(other.id))).statusCode).toBe(
      401,
    );
    expect(await t.app.database.db.select().from(kycDocuments).where(eq(kycDocuments.playerId, other.id))).toEqual([]);
  });

  it('limits uploads per player', async () => {
    const { player, cookie } = await onboardingPlayer();
    const results: number[] = [];
    for (let i = 0; i < 31; i++) results.push((await upload(t.app, cookie, uploadBody(player.id))).statusCode);
    expect(results.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(results[30]).toBe(429);
  });
});

describe('document list', () => {
  it('lists the newest of each stored type and nothing for a missing one; the older upload stays for the audit trail', async () => {
    const { player, cookie } = await onboardingPlayer();
    const first = (await upload(t.app, cookie, uploadBody(player.id, { fileName: 'old.png' }))).json().document;
    const second = (await upload(t.app, cookie, uploadBody(player.id, { fileName: 'new.png' }))).json().document;
    const res = await t.app.inject({ url: `/api/documents/player/${player.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    // No placeholder rows: the reader derives 'missing' (issue 13 item 10).
    expect(list.map((d: { documentType: string }) => d.documentType)).toEqual(['profile_photo']);
    expect(list[0]).toMatchObject({
      id: second.id,
      fileName: 'new.png',
      status: 'pending',
      formattedType: 'Profile Photo',
      fileUrl: `/api/documents/view/${second.id}`,
      file_url: `/api/documents/view/${second.id}`,
    });
    expect(list[0].createdAt).toBe(list[0].created_at);
    const rows = await t.app.database.db
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.playerId, player.id), eq(kycDocuments.id, first.id)));
    expect(rows[0]!.supersededAt).not.toBeNull();
  });

  it('formats the date in India Standard Time, whatever the server zone', async () => {
    const { player, cookie } = await onboardingPlayer();
    const { document } = (await upload(t.app, cookie, uploadBody(player.id))).json();
    const formattedAt = async (createdAt: string) => {
      await t.app.database.db
        .update(kycDocuments)
        .set({ createdAt: new Date(createdAt) })
        .where(eq(kycDocuments.id, document.id));
      return (await t.app.inject({ url: `/api/documents/player/${player.id}`, headers: { cookie } })).json()[0]
        .formattedDate;
    };
    // 20:00 UTC is the next day in India; 12:00 UTC is still the same day there but not in the test's Chatham zone.
    expect(await formattedAt('2025-03-04T20:00:00Z')).toBe('5 Mar 2025');
    expect(await formattedAt('2025-03-04T12:00:00Z')).toBe('4 Mar 2025');
  });

  it("refuses another player's list with 403; staff who review KYC may read it, a cashier may not", async () => {
    const { player } = await onboardingPlayer();
    const { cookie: otherCookie } = await onboardingPlayer();
    const url = `/api/documents/player/${player.id}`;
    expect((await t.app.inject({ url, headers: { cookie: otherCookie } })).statusCode).toBe(403);
    const gre = await createStaff(t.app.database.db, 'gre');
    expect(
      (await t.app.inject({ url, headers: { cookie: await staffCookie(t.app.database.db, gre.id) } })).statusCode,
    ).toBe(200);
    const cashier = await createStaff(t.app.database.db, 'cashier');
    expect(
      (await t.app.inject({ url, headers: { cookie: await staffCookie(t.app.database.db, cashier.id) } })).statusCode,
    ).toBe(403);
  });
});

describe('document view', () => {
  it('streams the file to its owner with the stored type, nosniff and a Content-Disposition', async () => {
    const { player, cookie } = await onboardingPlayer();
    const pdf = tinyPdf();
    const { document } = (
      await upload(t.app, cookie, fileUpload(player.id, 'address_proof', 'bill "march".pdf', 'application/pdf', pdf))
    ).json();
    const res = await t.app.inject({ url: `${document.fileUrl}?v=${Date.now()}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="bill _march_.pdf"; filename*=UTF-8''bill%20%22march%22.pdf`,
    );
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('serves staff who review KYC; answers another player and a cashier 404 as for a missing one, a visitor 401', async () => {
    const { player, cookie } = await onboardingPlayer();
    const { document } = (
      await upload(t.app, cookie, fileUpload(player.id, 'government_id', 'id.jpg', 'image/jpeg', tinyJpeg()))
    ).json();
    const { cookie: otherCookie } = await onboardingPlayer();
    const manager = await createStaff(t.app.database.db, 'manager');
    const cashier = await createStaff(t.app.database.db, 'cashier');
    const view = (headers: Record<string, string>) => t.app.inject({ url: document.fileUrl, headers });
    const asManager = await view({ cookie: await staffCookie(t.app.database.db, manager.id) });
    expect(asManager.statusCode).toBe(200);
    expect(asManager.headers['content-type']).toBe('image/jpeg');
    // Shown in the KYC desk's page, never as a download: inline, framable by our own pages only.
    expect(asManager.headers['content-disposition']).toMatch(/^inline; /);
    expect(asManager.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    expect(asManager.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await view({ cookie: otherCookie })).statusCode).toBe(404);
    expect((await view({ cookie: await staffCookie(t.app.database.db, cashier.id) })).statusCode).toBe(404);
    expect((await view({})).statusCode).toBe(401);
  });

  it('answers 404 for an unknown document', async () => {
    const { cookie } = await onboardingPlayer();
    const res = await t.app.inject({ url: '/api/documents/view/99999999', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('keeps a superseded upload viewable for the audit trail', async () => {
    const { player, cookie } = await onboardingPlayer();
    const first = (await upload(t.app, cookie, uploadBody(player.id))).json().document;
    await upload(t.app, cookie, uploadBody(player.id));
    expect((await t.app.inject({ url: first.fileUrl, headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('data URL shape', () => {
  it('takes a data URL with extra parameters such as a name', async () => {
    const { player, cookie } = await onboardingPlayer();
    const png = tinyPng();
    const res = await upload(t.app, cookie, uploadBody(player.id, { fileData: dataUrl('image/png;name=me.png', png) }));
    expect(res.statusCode, res.body).toBe(201);
  });
});
