import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';
import { freshPan, upload, uploadBody, uploadRequiredDocuments } from '../../../test/kyc';
import { kycDocuments, players } from '../../db/schema';

const PAN_TAKEN = 'This PAN card number is already registered and cannot be used by other players.';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

async function onboardingPlayer(overrides: Partial<typeof players.$inferInsert> = {}) {
  const player = await createPlayer(t.app.database.db, { kycStatus: 'pending', ...overrides });
  return { player, cookie: await playerCookie(t.app.database.db, player.id, 'onboarding') };
}

const validatePan = (cookie: string, playerId: number, panCardNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/kyc/validate-pan',
    headers: { cookie },
    payload: { playerId, panCardNumber },
  });
const setPan = (cookie: string, playerId: number, panCardNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/players/${playerId}/pan-card`,
    headers: { cookie },
    payload: { panCardNumber },
  });
const submit = (cookie: string, playerId: number, panCardNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/kyc/submit',
    headers: { cookie },
    payload: { playerId, email: 'ignored@example.com', firstName: 'X', lastName: 'Y', panCardNumber },
  });

describe('PAN format', () => {
  it.each(['ABCPE1234F', 'abcpe1234f', ' ABCHE 1234F ', 'AAATA0000Z'])('accepts %j, upper-cased', async (pan) => {
    const { player, cookie } = await onboardingPlayer();
    const res = await validatePan(cookie, player.id, pan);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ valid: true, panCardNumber: pan.replace(/\s/g, '').toUpperCase() });
  });

  it.each([
    ['nine characters', 'ABCPE123F'],
    ['eleven characters', 'ABCPE12345F'],
    ['a fourth letter outside P C H A B G J L F T', 'ABCXE1234F'],
    ['a digit among the letters', 'AB1PE1234F'],
    ['a letter among the digits', 'ABCPE12A4F'],
    ['a digit at the end', 'ABCPE12345'],
    ['nothing', ''],
  ])('refuses %s with Invalid PAN format', async (_, pan) => {
    const { player, cookie } = await onboardingPlayer();
    const res = await validatePan(cookie, player.id, pan);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PAN', message: 'Invalid PAN format' });
  });
});

describe('PAN uniqueness', () => {
  it("refuses another player's PAN with PAN_ALREADY_EXISTS on check, save and submit; the player's own is fine", async () => {
    const pan = freshPan();
    const holder = await onboardingPlayer();
    expect((await setPan(holder.cookie, holder.player.id, pan.toLowerCase())).json()).toEqual({
      success: true,
      panCardNumber: pan,
      pendingReview: false,
    });
    expect((await validatePan(holder.cookie, holder.player.id, pan)).statusCode).toBe(200);

    const other = await onboardingPlayer();
    for (const res of [
      await validatePan(other.cookie, other.player.id, pan),
      await setPan(other.cookie, other.player.id, pan),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PAN_ALREADY_EXISTS', message: PAN_TAKEN });
    }
    await uploadRequiredDocuments(t.app, other.cookie, other.player.id);
    const res = await submit(other.cookie, other.player.id, pan);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAN_ALREADY_EXISTS');
  });

  it('lets exactly one of two players saving the same PAN at once have it', async () => {
    const pan = freshPan();
    const a = await onboardingPlayer();
    const b = await onboardingPlayer();
    const results = await Promise.all([setPan(a.cookie, a.player.id, pan), setPan(b.cookie, b.player.id, pan)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('saves a PAN from the profile and refuses a bad one with Invalid PAN format', async () => {
    const { player, cookie } = await onboardingPlayer();
    const bad = await setPan(cookie, player.id, 'ABCXE1234F');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid PAN format');
    const [row] = await t.app.database.db.select().from(players).where(eq(players.id, player.id));
    expect(row!.panCardNumber).toBeNull();
  });

  it('refuses to check or save PAN for another player (403)', async () => {
    const { cookie } = await onboardingPlayer();
    const other = await createPlayer(t.app.database.db);
    expect((await validatePan(cookie, other.id, freshPan())).statusCode).toBe(403);
    expect((await setPan(cookie, other.id, freshPan())).statusCode).toBe(403);
  });

  it('limits PAN checks per player', async () => {
    const { player, cookie } = await onboardingPlayer();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await validatePan(cookie, player.id, 'ABCXE1234F')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('submit', () => {
  it('needs all three documents: the missing ones are named', async () => {
    const { player, cookie } = await onboardingPlayer();
    await upload(t.app, cookie, uploadBody(player.id));
    const res = await submit(cookie, player.id, freshPan());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INVALID_STATE',
      message: 'Please upload your ID document, address proof and photo before submitting.',
      details: { missing: ['government_id', 'address_proof'] },
    });
    const [row] = await t.app.database.db.select().from(players).where(eq(players.id, player.id));
    expect(row!.kycStatus).toBe('pending');
  });

  it('does not count a rejected document', async () => {
    const { player, cookie } = await onboardingPlayer();
    const [idDocument] = await uploadRequiredDocuments(t.app, cookie, player.id);
    await t.app.database.db
      .update(kycDocuments)
      .set({ status: 'rejected', reviewNote: 'blurred' })
      .where(eq(kycDocuments.id, idDocument!));
    const res = await submit(cookie, player.id, freshPan());
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ missing: ['government_id'] });
  });

  it('needs a valid PAN', async () => {
    const { player, cookie } = await onboardingPlayer();
    await uploadRequiredDocuments(t.app, cookie, player.id);
    const res = await submit(cookie, player.id, 'ABCXE1234F');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid PAN format');
  });

  it('sets submitted, stores the PAN, sends the mail once and tells staff; a second submit is refused', async () => {
    const { player, cookie } = await onboardingPlayer();
    await uploadRequiredDocuments(t.app, cookie, player.id);
    const gre = await createStaff(t.app.database.db, 'gre');
    const staffSocket = await connectSocket(baseUrl, await staffCookie(t.app.database.db, gre.id));
    const playerSocket = await connectSocket(baseUrl, cookie);
    try {
      const staffHears = nextEvent<{ playerId: number }>(staffSocket, 'kyc_submitted');
      const playerHears = nextEvent<{ kycStatus: string }>(playerSocket, 'kyc_status_updated');
      const pan = freshPan();
      const res = await submit(cookie, player.id, pan.toLowerCase());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, kycStatus: 'submitted' });
      expect(await staffHears).toMatchObject({ playerId: player.id, email: player.email });
      expect(await playerHears).toMatchObject({ kycStatus: 'submitted', scope: 'onboarding' });
      const [row] = await t.app.database.db.select().from(players).where(eq(players.id, player.id));
      expect(row).toMatchObject({
        kycStatus: 'submitted',
        panCardNumber: pan,
        email: player.email,
        firstName: player.firstName,
      });
      expect(row!.kycSubmittedAt).not.toBeNull();
      const mails = (await mailsTo(t.app.database.db, player.email)).filter((m) =>
        m.subject.includes('KYC documents received'),
      );
      expect(mails).toHaveLength(1);

      const again = await submit(cookie, player.id, pan);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Your KYC is already submitted and waiting for review.');
    } finally {
      staffSocket.close();
      playerSocket.close();
    }
  });

  it('refuses a player whose KYC is already approved', async () => {
    const player = await createPlayer(t.app.database.db, { kycStatus: 'approved' });
    const cookie = await playerCookie(t.app.database.db, player.id);
    await uploadRequiredDocuments(t.app, cookie, player.id);
    const res = await submit(cookie, player.id, freshPan());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your KYC is already approved.');
  });

  it("refuses to submit another player's KYC (403)", async () => {
    const { cookie } = await onboardingPlayer();
    const other = await onboardingPlayer();
    await uploadRequiredDocuments(t.app, other.cookie, other.player.id);
    expect((await submit(cookie, other.player.id, freshPan())).statusCode).toBe(403);
  });
});

describe('KYC-submission e-mail', () => {
  const ask = (cookie: string, body: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/kyc-submission-email', headers: { cookie }, payload: body });

  it('is refused before the submission, and not sent twice after it', async () => {
    const { player, cookie } = await onboardingPlayer();
    const early = await ask(cookie, { playerId: player.id });
    expect(early.statusCode).toBe(409);
    await uploadRequiredDocuments(t.app, cookie, player.id);
    expect((await submit(cookie, player.id, freshPan())).statusCode).toBe(200);
    const res = await ask(cookie, { email: 'someone-else@example.com', firstName: 'X', playerId: player.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The e-mail was already sent.');
    expect(await mailsTo(t.app.database.db, 'someone-else@example.com')).toEqual([]);
    const mails = (await mailsTo(t.app.database.db, player.email)).filter((m) =>
      m.subject.includes('KYC documents received'),
    );
    expect(mails).toHaveLength(1);
  });

  it('sends the mail to the session player when the submission sent none', async () => {
    const { player, cookie } = await onboardingPlayer({ kycStatus: 'submitted' });
    const res = await ask(cookie, { playerId: player.id });
    expect(res.json().message).toBe('E-mail sent.');
    expect((await mailsTo(t.app.database.db, player.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('KYC documents received'),
    ]);
  });

  it('refuses a body naming another player (403)', async () => {
    const { cookie } = await onboardingPlayer({ kycStatus: 'submitted' });
    const other = await createPlayer(t.app.database.db);
    expect((await ask(cookie, { playerId: other.id })).statusCode).toBe(403);
  });
});

describe('approved documents', () => {
  it('cannot be replaced by a new upload', async () => {
    const { player, cookie } = await onboardingPlayer();
    const { document } = (await upload(t.app, cookie, uploadBody(player.id))).json();
    await t.app.database.db.update(kycDocuments).set({ status: 'approved' }).where(eq(kycDocuments.id, document.id));
    const res = await upload(t.app, cookie, uploadBody(player.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
  });

  it('another tab of the player hears of an upload', async () => {
    const { player, cookie } = await onboardingPlayer();
    const socket = await connectSocket(baseUrl, cookie);
    try {
      const heard = nextEvent<{ document: { documentType: string } }>(socket, 'kyc_document_updated');
      await upload(t.app, cookie, uploadBody(player.id));
      expect((await heard).document.documentType).toBe('profile_photo');
      const other = await onboardingPlayer();
      const otherSocket = await connectSocket(baseUrl, other.cookie);
      const otherHears = receivesWithin(otherSocket, 'kyc_document_updated', 300);
      await upload(t.app, cookie, uploadBody(player.id));
      expect(await otherHears).toBe(false);
      otherSocket.close();
    } finally {
      socket.close();
    }
  });
});
