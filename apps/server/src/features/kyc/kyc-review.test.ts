import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { freshPan, submittedKycPlayer, upload, uploadBody, uploadRequiredDocuments } from '../../../test/kyc';
import { connectSocket, listen, nextEvent } from '../../../test/sockets';
import { auditLog, kycDocuments } from '../../db/schema';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;

async function staffAs(role: 'super_admin' | 'admin' | 'manager' | 'cashier' | 'gre') {
  const member = await createStaff(db(), role);
  return { member, cookie: await staffCookie(db(), member.id) };
}

const decide = (cookie: string, playerId: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/kyc/players/${playerId}`, headers: { cookie }, payload: body });
const review = (cookie: string, documentId: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/kyc/documents/${documentId}`, headers: { cookie }, payload: body });

describe('queue', () => {
  it('lists players with KYC submitted, with their documents, and no one else', async () => {
    const { player, documentIds } = await submittedKycPlayer(t.app);
    const pending = await createPlayer(db(), { kycStatus: 'pending' });
    const { cookie } = await staffAs('gre');
    const res = await t.app.inject({ url: '/api/staff/kyc/queue', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const entries = res.json().players as Array<{
      playerId: number;
      documents: Array<{ id: number | null; status: string }>;
    }>;
    const entry = entries.find((e) => e.playerId === player.id);
    expect(entry).toMatchObject({ email: player.email, kycStatus: 'submitted' });
    expect(
      entry!.documents
        .filter((d) => d.status === 'pending')
        .map((d) => d.id)
        .sort(),
    ).toEqual([...documentIds].sort());
    expect(entries.some((e) => e.playerId === pending.id)).toBe(false);
  });
});

describe('roles', () => {
  it('a cashier cannot read the queue, review a document or decide (403); a visitor gets 401', async () => {
    const { player, documentIds } = await submittedKycPlayer(t.app);
    const { cookie } = await staffAs('cashier');
    expect((await t.app.inject({ url: '/api/staff/kyc/queue', headers: { cookie } })).statusCode).toBe(403);
    expect((await review(cookie, documentIds[0]!, { status: 'approved' })).statusCode).toBe(403);
    expect((await decide(cookie, player.id, { status: 'approved' })).statusCode).toBe(403);
    expect((await decide('', player.id, { status: 'approved' })).statusCode).toBe(401);
    // A player's own session is no staff session.
    const playerSession = await playerCookie(db(), player.id);
    expect((await decide(playerSession, player.id, { status: 'approved' })).statusCode).toBe(401);
  });

  it.each(['super_admin', 'admin', 'manager', 'gre'] as const)('%s may review', async (role) => {
    const { documentIds } = await submittedKycPlayer(t.app);
    const { cookie } = await staffAs(role);
    expect((await review(cookie, documentIds[0]!, { status: 'approved' })).statusCode).toBe(200);
  });
});

describe('document review', () => {
  it('rejects a document with a note, audits it and pushes it to the player', async () => {
    const { player, cookie: playerSession, documentIds } = await submittedKycPlayer(t.app);
    const { member, cookie } = await staffAs('manager');
    const socket = await connectSocket(baseUrl, playerSession);
    try {
      const heard = nextEvent<{ document: { id: number; status: string; reviewNote: string } }>(
        socket,
        'kyc_document_updated',
      );
      const res = await review(cookie, documentIds[0]!, { status: 'rejected', note: 'The photo is blurred' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().document).toMatchObject({
        id: documentIds[0],
        status: 'rejected',
        reviewNote: 'The photo is blurred',
      });
      expect((await heard).document).toMatchObject({
        id: documentIds[0],
        status: 'rejected',
        reviewNote: 'The photo is blurred',
      });
    } finally {
      socket.close();
    }
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'kyc_document'), eq(auditLog.entityId, String(documentIds[0]))));
    expect(audit).toMatchObject({
      staffId: member.id,
      playerId: player.id,
      action: 'kyc.document.rejected',
      before: { status: 'pending' },
      after: { status: 'rejected' },
      note: 'The photo is blurred',
    });
  });

  it('needs a note to reject, answers 404 for an unknown document and 409 for a superseded one', async () => {
    const { player, cookie: playerSession, documentIds } = await submittedKycPlayer(t.app);
    const { cookie } = await staffAs('admin');
    expect((await review(cookie, documentIds[2]!, { status: 'rejected' })).statusCode).toBe(400);
    expect((await review(cookie, 99_999_999, { status: 'approved' })).statusCode).toBe(404);
    await upload(t.app, playerSession, uploadBody(player.id));
    expect((await review(cookie, documentIds[2]!, { status: 'approved' })).statusCode).toBe(409);
  });
});

/** Staff approve each of the player's documents, as the desk does before approving the player. */
async function approveEach(cookie: string, documentIds: number[]) {
  for (const id of documentIds) {
    const res = await review(cookie, id, { status: 'approved' });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
}

describe('player decision', () => {
  it('approval promotes the onboarding session to full, audits, and reaches the socket', async () => {
    const { player, cookie: playerSession, documentIds } = await submittedKycPlayer(t.app);
    const { member, cookie } = await staffAs('gre');
    await approveEach(cookie, documentIds);
    const socket = await connectSocket(baseUrl, playerSession);
    try {
      const heard = nextEvent<Record<string, unknown>>(socket, 'kyc_status_updated');
      const res = await decide(cookie, player.id, { status: 'approved', note: 'Checked at the desk' });
      expect(res.json()).toEqual({
        playerId: player.id,
        kycStatus: 'approved',
        note: 'Checked at the desk',
        pendingApproval: null,
      });
      expect(await heard).toEqual({
        playerId: player.id,
        kycStatus: 'approved',
        note: 'Checked at the desk',
        scope: 'full',
      });
    } finally {
      socket.close();
    }
    expect((await getMe(t.app, playerSession)).json()).toMatchObject({
      scope: 'full',
      player: { kycStatus: 'approved' },
    });
    const documents = (
      await t.app.inject({ url: `/api/documents/player/${player.id}`, headers: { cookie: playerSession } })
    ).json();
    // Three documents (the address proof is listed a second time as utility_bill, with the same id).
    const approved = documents.filter((d: { status: string }) => d.status === 'approved');
    expect(new Set(approved.map((d: { id: number }) => d.id)).size).toBe(3);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'player'), eq(auditLog.entityId, String(player.id))));
    expect(audit).toMatchObject({
      staffId: member.id,
      action: 'kyc.approved',
      before: { kycStatus: 'submitted' },
      after: { kycStatus: 'approved' },
    });
  });

  it.each(['rejected', 'incomplete'] as const)(
    '%s keeps the session onboarding and tells the player the note',
    async (status) => {
      const { player, cookie: playerSession } = await submittedKycPlayer(t.app);
      const { cookie } = await staffAs('super_admin');
      const socket = await connectSocket(baseUrl, playerSession);
      try {
        const heard = nextEvent<Record<string, unknown>>(socket, 'kyc_status_updated');
        const res = await decide(cookie, player.id, { status, note: 'Upload a clearer ID' });
        expect(res.statusCode).toBe(200);
        expect(await heard).toEqual({
          playerId: player.id,
          kycStatus: status,
          note: 'Upload a clearer ID',
          scope: 'onboarding',
        });
      } finally {
        socket.close();
      }
      expect((await getMe(t.app, playerSession)).json()).toMatchObject({
        scope: 'onboarding',
        player: { kycStatus: status },
      });
      const statuses = await db()
        .select({ status: kycDocuments.status })
        .from(kycDocuments)
        .where(eq(kycDocuments.playerId, player.id));
      expect(statuses.every((s) => s.status === 'pending')).toBe(true);
    },
  );

  it('a rejected player re-uploads and submits again', async () => {
    const { player, cookie: playerSession, documentIds } = await submittedKycPlayer(t.app);
    const { cookie } = await staffAs('manager');
    await review(cookie, documentIds[0]!, { status: 'rejected', note: 'Blurred' });
    await decide(cookie, player.id, { status: 'rejected', note: 'Please upload a sharper ID' });
    const submitAgain = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/kyc/submit',
        headers: { cookie: playerSession },
        payload: { playerId: player.id, panCardNumber: freshPan() },
      });
    expect((await submitAgain()).json().details).toEqual({ missing: ['government_id'] });
    await upload(t.app, playerSession, uploadBody(player.id, { documentType: 'government_id' }));
    const res = await submitAgain();
    expect(res.statusCode, res.body).toBe(200);
    expect((await getMe(t.app, playerSession)).json().player.kycStatus).toBe('submitted');
  });

  it('refuses to approve a player with nothing on file (no documents, no PAN), saying what is missing', async () => {
    const player = await createPlayer(db(), { kycStatus: 'pending', emailVerified: false });
    const playerSession = await playerCookie(db(), player.id, 'onboarding');
    const { cookie } = await staffAs('manager');
    const res = await decide(cookie, player.id, { status: 'approved', note: 'Documents seen at the desk' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This player cannot be approved yet: approve the Government ID (not uploaded), Address Proof (not uploaded) and Profile Photo (not uploaded) first; the player needs a valid PAN card number on file.',
    );
    expect((await getMe(t.app, playerSession)).json()).toMatchObject({
      scope: 'onboarding',
      player: { kycStatus: 'pending' },
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'player'), eq(auditLog.entityId, String(player.id))));
    expect(audits).toEqual([]);
  });

  it('refuses approval until each of the three documents is approved, then approves', async () => {
    const { player, cookie: playerSession, documentIds } = await submittedKycPlayer(t.app);
    const { cookie } = await staffAs('manager');
    await review(cookie, documentIds[0]!, { status: 'approved' });
    await review(cookie, documentIds[1]!, { status: 'rejected', note: 'Older than 3 months' });
    const refused = await decide(cookie, player.id, { status: 'approved', note: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This player cannot be approved yet: approve the Address Proof (rejected) and Profile Photo (not yet reviewed) first.',
    );
    await upload(t.app, playerSession, uploadBody(player.id, { documentType: 'address_proof', fileName: 'bill.png' }));
    const current = (
      await t.app.inject({ url: `/api/documents/player/${player.id}`, headers: { cookie: playerSession } })
    ).json() as Array<{ id: number; documentType: string; status: string }>;
    await approveEach(
      cookie,
      current.filter((d) => d.status === 'pending' && d.documentType !== 'utility_bill').map((d) => d.id),
    );
    const res = await decide(cookie, player.id, { status: 'approved', note: null });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getMe(t.app, playerSession)).json().scope).toBe('full');
  });

  it('refuses approval without a valid PAN even with the three documents approved', async () => {
    const player = await createPlayer(db(), { kycStatus: 'pending' });
    const playerSession = await playerCookie(db(), player.id, 'onboarding');
    const documentIds = await uploadRequiredDocuments(t.app, playerSession, player.id);
    const { cookie } = await staffAs('admin');
    await approveEach(cookie, documentIds);
    const res = await decide(cookie, player.id, { status: 'approved', note: null });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This player cannot be approved yet: the player needs a valid PAN card number on file.',
    );
  });

  it("shows the player the decision's note; another player gets 403", async () => {
    const { player, cookie: playerSession } = await submittedKycPlayer(t.app);
    const { cookie } = await staffAs('manager');
    await decide(cookie, player.id, { status: 'rejected', note: 'Address proof older than 3 months' });
    const res = await t.app.inject({ url: `/api/kyc/status/${player.id}`, headers: { cookie: playerSession } });
    expect(res.json()).toMatchObject({
      playerId: player.id,
      kycStatus: 'rejected',
      note: 'Address proof older than 3 months',
    });
    const other = await playerCookie(db(), (await createPlayer(db())).id);
    expect((await t.app.inject({ url: `/api/kyc/status/${player.id}`, headers: { cookie: other } })).statusCode).toBe(
      403,
    );
  });

  it('needs a note to reject', async () => {
    const { player } = await submittedKycPlayer(t.app);
    const { cookie } = await staffAs('manager');
    expect((await decide(cookie, player.id, { status: 'rejected', note: '  ' })).statusCode).toBe(400);
  });
});
