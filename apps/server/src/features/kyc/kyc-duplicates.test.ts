import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { freshPan } from '../../../test/kyc';
import { identityChangeRequests } from '../../db/schema';

// The review screen's duplicate flags (issue 18, docs/decisions/095): other accounts with the same PAN,
// phone or e-mail, normalised (PAN upper-case, phone digits only, e-mail trimmed lower-case).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const getReview = (cookie: string, playerId: number) =>
  t.app.inject({ url: `/api/staff/kyc/players/${playerId}`, headers: { cookie } });
const reviewerCookie = async (role: 'super_admin' | 'admin' | 'manager' | 'gre' | 'cashier' = 'gre') =>
  staffCookie(db(), (await createStaff(db(), role)).id);

let serial = 0;
/** A phone of 10 digits no other test player has. */
const freshPhone = () => String(7_000_000_000 + Date.now() * 10 + (serial++ % 10)).slice(-10);

describe('GET /api/staff/kyc/players/{playerId}: duplicates', () => {
  it('flags other accounts with the same normalised PAN, phone or e-mail, and a pending change to the PAN', async () => {
    const pan = freshPan();
    const phone = freshPhone();
    const email = `dup-${Date.now()}@example.com`;
    const player = await createPlayer(db(), { kycStatus: 'submitted', panCardNumber: pan, phone, email });
    // Stored as older clients wrote them: the raw values differ, the normalised ones do not.
    const samePan = await createPlayer(db(), { kycStatus: 'approved', panCardNumber: ` ${pan.toLowerCase()}` });
    const samePhone = await createPlayer(db(), {
      kycStatus: 'rejected',
      phone: `${phone.slice(0, 5)}-${phone.slice(5)}`,
    });
    const sameEmail = await createPlayer(db(), { email: ` ${email.toUpperCase()} ` });
    const asksForPan = await createPlayer(db(), { kycStatus: 'approved', panCardNumber: freshPan() });
    await db().insert(identityChangeRequests).values({
      playerId: asksForPan.id,
      oldFirstName: asksForPan.firstName,
      oldLastName: asksForPan.lastName,
      oldPan: asksForPan.panCardNumber,
      newFirstName: asksForPan.firstName,
      newLastName: asksForPan.lastName,
      newPan: pan,
    });
    const unrelated = await createPlayer(db(), { panCardNumber: freshPan() });

    const res = await getReview(await reviewerCookie('gre'), player.id);
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json();
    expect(review).toMatchObject({ playerId: player.id, panCardNumber: pan, phone, email, pendingApproval: null });
    const byId = new Map(review.duplicates.map((d: { playerId: number }) => [d.playerId, d]));
    expect(byId.get(samePan.id)).toEqual({
      playerId: samePan.id,
      name: `${samePan.firstName} ${samePan.lastName}`,
      playerCode: samePan.playerCode,
      kycStatus: 'approved',
      matched: ['pan'],
    });
    expect(byId.get(samePhone.id)).toMatchObject({ kycStatus: 'rejected', matched: ['phone'] });
    expect(byId.get(sameEmail.id)).toMatchObject({ matched: ['email'] });
    expect(byId.get(asksForPan.id)).toMatchObject({ kycStatus: 'approved', matched: ['requestedPan'] });
    expect(byId.has(unrelated.id)).toBe(false);
    expect(byId.has(player.id)).toBe(false);
    expect(review.duplicates).toHaveLength(4);
  });

  it('names every field one account shares, once', async () => {
    const pan = freshPan();
    const phone = freshPhone();
    const player = await createPlayer(db(), { kycStatus: 'submitted', panCardNumber: pan, phone });
    // `+` and separators are not digits: the same digits are the same phone.
    const twin = await createPlayer(db(), { panCardNumber: pan.toLowerCase(), phone: `+${phone}` });
    const res = await getReview(await reviewerCookie('manager'), player.id);
    expect(res.json().duplicates).toEqual([expect.objectContaining({ playerId: twin.id, matched: ['pan', 'phone'] })]);
    const spaced = await createPlayer(db(), { phone: `(${phone.slice(0, 3)}) ${phone.slice(3)}` });
    const again = await getReview(await reviewerCookie('manager'), player.id);
    expect(again.json().duplicates).toEqual(
      expect.arrayContaining([expect.objectContaining({ playerId: spaced.id, matched: ['phone'] })]),
    );
  });

  it('flags nothing for a player no other account resembles; a player without a PAN matches no PAN', async () => {
    const player = await createPlayer(db(), { kycStatus: 'submitted', panCardNumber: null, phone: freshPhone() });
    await createPlayer(db(), { panCardNumber: null });
    const res = await getReview(await reviewerCookie('admin'), player.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().duplicates).toEqual([]);
  });
});

describe('GET /api/staff/kyc/players/{playerId}: roles', () => {
  it.each(['super_admin', 'admin', 'manager', 'gre'] as const)('%s reads the review', async (role) => {
    const player = await createPlayer(db(), { kycStatus: 'submitted' });
    expect((await getReview(await reviewerCookie(role), player.id)).statusCode).toBe(200);
  });

  it('a cashier gets 403, a player or a visitor 401, an unknown player 404, a bad id 400', async () => {
    const player = await createPlayer(db(), { kycStatus: 'submitted' });
    expect((await getReview(await reviewerCookie('cashier'), player.id)).statusCode).toBe(403);
    expect((await getReview(await playerCookie(db(), player.id), player.id)).statusCode).toBe(401);
    expect((await getReview('', player.id)).statusCode).toBe(401);
    const staff = await reviewerCookie();
    expect((await getReview(staff, 99_999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/staff/kyc/players/abc', headers: { cookie: staff } })).statusCode).toBe(
      400,
    );
  });
});

describe('the lookups use the expression indexes (no table scan)', () => {
  it.each([
    ['players_pan_normalized_idx', sql`upper(btrim(pan_card_number)) = 'ABCPE1234F'`],
    ['players_phone_digits_idx', sql`regexp_replace(phone, '[^0-9]', '', 'g') = '9876543210'`],
    ['players_email_normalized_idx', sql`lower(btrim(email)) = 'a@example.com'`],
  ])('%s', async (index, condition) => {
    const plan = await db().transaction(async (tx) => {
      // A test database is small: forbid the sequential scan the planner would rightly prefer there.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from players where ${condition}`);
      return (result as unknown as { rows: Array<Record<string, string>> }).rows
        .map((row) => Object.values(row).join(' '))
        .join('\n');
    });
    expect(plan).toContain(index);
  });
});
