import { describe, expect, it } from 'vitest';
import { canReadPlayerKyc, canReadPlayerMoney } from '@club/shared/player-directory';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@club/shared/staff';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { auditLog, feedback, kycDocuments, transactions, wallets } from '../../db/schema';
import { eq } from 'drizzle-orm';

const t = listeningTestApp();
const db = () => t.app.database.db;
const cookieOf = async (role: StaffRole) => staffCookie(db(), (await createStaff(db(), role)).id);

const profileOf = (cookie: string, playerId: number) =>
  t.app.inject({ url: `/api/staff/players/${playerId}`, headers: { cookie } });
const search = (cookie: string, q: string) =>
  t.app.inject({ url: `/api/staff/players?q=${encodeURIComponent(q)}`, headers: { cookie } });
const addNote = (cookie: string, playerId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/players/${playerId}/notes`, headers: { cookie }, payload });

/** Every role but the kitchen's (decision 105). */
const DIRECTORY_ROLES: readonly StaffRole[] = STAFF_PERMISSIONS.playersRead;

const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();

describe('the player directory (issue 19)', () => {
  it('shows money to the cage, admins and super admins only, PAN and KYC documents to KYC reviewers only', async () => {
    expect(STAFF_ROLES.filter(canReadPlayerMoney)).toEqual(['super_admin', 'admin', 'cashier']);
    expect(STAFF_ROLES.filter(canReadPlayerKyc)).toEqual(['super_admin', 'admin', 'manager', 'gre']);

    const pan = `ABCDE${String(Math.floor(Math.random() * 9000) + 1000)}F`;
    const player = await createPlayer(db(), { panCardNumber: pan });
    await db().update(wallets).set({ cashPaise: 50_000n }).where(eq(wallets.playerId, player.id));
    await db()
      .insert(transactions)
      .values([
        { playerId: player.id, type: 'table_buy_in', account: 'cash', amountPaise: -200_000n },
        { playerId: player.id, type: 'table_cash_out', account: 'cash', amountPaise: 350_000n },
      ]);
    await db()
      .insert(kycDocuments)
      .values({
        playerId: player.id,
        documentType: 'pan_card',
        fileName: 'pan.png',
        storageKey: `test-${unique()}`,
        mimeType: 'image/png',
        fileSize: 100,
      });
    await db()
      .insert(auditLog)
      .values({
        playerId: player.id,
        action: 'kyc.approved',
        entity: 'player',
        entityId: String(player.id),
        note: 'All clear',
      });
    await db().insert(feedback).values({ playerId: player.id, message: 'Great dealers' });

    for (const role of STAFF_ROLES) {
      const res = await profileOf(await cookieOf(role), player.id);
      // The kitchen reads food orders and nothing else (decision 105).
      if (!DIRECTORY_ROLES.includes(role)) {
        expect(res.statusCode, role).toBe(403);
        expect((await search(await cookieOf(role), pan.toLowerCase())).statusCode, role).toBe(403);
        continue;
      }
      expect(res.statusCode, role).toBe(200);
      const body = res.json();
      expect(body.player.id).toBe(player.id);
      expect(body.feedback.map((f: { message: string }) => f.message)).toEqual(['Great dealers']);
      if (canReadPlayerMoney(role)) {
        expect(body.money, role).toMatchObject({ buyIns: '2000.00', cashOuts: '3500.00', cashBalance: '500.00' });
      } else {
        expect(body.money, role).toBeNull();
      }
      if (canReadPlayerKyc(role)) {
        expect(body.player.panCardNumber, role).toBe(pan);
        expect(
          body.kyc.documents.map((d: { documentType: string }) => d.documentType),
          role,
        ).toEqual(['pan_card']);
        expect(body.kyc.decisions[0], role).toMatchObject({ status: 'approved', note: 'All clear' });
      } else {
        expect(body.player.panCardNumber, role).toBeNull();
        expect(body.kyc, role).toBeNull();
      }
      // The PAN finds the player only for the roles that may read it.
      const found = (await search(await cookieOf(role), pan.toLowerCase())).json() as Array<{ id: number }>;
      expect(
        found.map((p) => p.id),
        role,
      ).toEqual(canReadPlayerKyc(role) ? [player.id] : []);
    }
  });

  it('is for staff only, and answers 404 for a player that does not exist', async () => {
    const player = await createPlayer(db());
    expect((await profileOf(await playerCookie(db(), player.id), player.id)).statusCode).toBe(401);
    expect((await profileOf(await cookieOf('gre'), 999_999)).statusCode).toBe(404);
    expect((await addNote(await playerCookie(db(), player.id), player.id, { body: 'Hi' })).statusCode).toBe(401);
  });

  it('finds a player by full name as typed, and by q or search alike', async () => {
    const tag = unique();
    const player = await createPlayer(db(), { firstName: `Meera${tag}`, lastName: 'Iyer' });
    const cashier = await cookieOf('cashier');
    expect((await search(cashier, `meera${tag} iyer`)).json().map((p: { id: number }) => p.id)).toEqual([player.id]);
    const bySearch = await t.app.inject({ url: `/api/staff/players?search=meera${tag}`, headers: { cookie: cashier } });
    expect(bySearch.json()[0]).toMatchObject({ id: player.id, bar: null });
  });

  it('lets every directory role write a note, audited, pushed to the directory roles and shown newest first', async () => {
    const player = await createPlayer(db());
    const desk = await t.socketFor(await cookieOf('gre'));
    const phone = await t.socketFor(await playerCookie(db(), player.id));
    expect((await addNote(await cookieOf('kitchen'), player.id, { body: 'Kitchen' })).statusCode).toBe(403);
    for (const role of DIRECTORY_ROLES) {
      const heard = nextEvent<{ playerId: number; body: string }>(desk, 'player_note_added');
      const res = await addNote(await cookieOf(role), player.id, { body: `  Seen by ${role}  ` });
      expect(res.statusCode, role).toBe(201);
      expect(res.json()).toMatchObject({ playerId: player.id, body: `Seen by ${role}` });
      expect(await heard).toMatchObject({ playerId: player.id, body: `Seen by ${role}` });
    }
    expect(await receivesWithin(phone, 'player_note_added')).toBe(false);
    const notes = (await profileOf(await cookieOf('manager'), player.id)).json().notes as Array<{ body: string }>;
    expect(notes[0]?.body).toBe('Seen by gre');
    expect(notes).toHaveLength(DIRECTORY_ROLES.length);
    const audited = await db().select().from(auditLog).where(eq(auditLog.playerId, player.id));
    expect(audited.filter((r) => r.action === 'player.note')).toHaveLength(DIRECTORY_ROLES.length);

    const admin = await cookieOf('admin');
    expect((await addNote(admin, player.id, { body: '   ' })).statusCode).toBe(400);
    expect((await addNote(admin, 999_999, { body: 'Nobody' })).statusCode).toBe(404);
  });
});
