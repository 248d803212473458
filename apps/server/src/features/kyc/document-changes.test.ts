import { STAFF_ROLES, type StaffRole } from '@club/shared/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { submittedKycPlayer, upload, uploadBody, uploadRequiredDocuments } from '../../../test/kyc';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';
import { auditLog } from '../../db/schema';

// Issue 14 item 15: an incomplete decision reopens the documents it names, and Request Change asks staff
// to reopen an approved document, with the player's reason.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const staffAs = async (role: StaffRole) => staffCookie(db(), (await createStaff(db(), role)).id);

interface Doc {
  id: number;
  documentType: string;
  status: string;
  reviewNote: string | null;
  changeRequest?: { status: string; reason: string; note: string | null } | null;
}

const documentsOf = async (cookie: string, playerId: number) =>
  (await t.app.inject({ url: `/api/documents/player/${playerId}`, headers: { cookie } })).json() as Doc[];
const decide = (cookie: string, playerId: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/kyc/players/${playerId}`, headers: { cookie }, payload: body });
const review = (cookie: string, documentId: number, status: 'approved' | 'rejected') =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/kyc/documents/${documentId}`,
    headers: { cookie },
    payload: { status },
  });
const requestChange = (cookie: string, documentId: number, reason: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/change-request`,
    headers: { cookie },
    payload: { reason },
  });
const decideChange = (cookie: string, id: number, decision: 'approve' | 'reject', note: string | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/kyc/document-changes/${id}/${decision}`,
    headers: { cookie },
    payload: { note },
  });

/** A submitted player whose three documents staff approved; `approve` also approves the player. */
async function playerWithApprovedDocuments({ approve }: { approve: boolean }) {
  const { player, cookie, documentIds } = await submittedKycPlayer(t.app);
  const staff = await staffAs('manager');
  for (const id of documentIds) expect((await review(staff, id, 'approved')).statusCode).toBe(200);
  if (approve) expect((await decide(staff, player.id, { status: 'approved', note: null })).statusCode).toBe(200);
  return { player, cookie, documentIds, staff };
}

describe('an incomplete decision reopens the documents it names', () => {
  it('reopens an approved document for upload, audits it, and tells the player live', async () => {
    const { player, cookie, documentIds, staff } = await playerWithApprovedDocuments({ approve: false });
    const [governmentId, addressProof] = documentIds;
    // Before: an approved document cannot be replaced.
    const refused = await upload(t.app, cookie, uploadBody(player.id, { documentType: 'address_proof' }));
    expect(refused.statusCode).toBe(409);

    const socket = await connectSocket(baseUrl, cookie);
    try {
      const heard = nextEvent<{ document: Doc }>(socket, 'kyc_document_updated');
      const res = await decide(staff, player.id, {
        status: 'incomplete',
        note: 'The address proof must be from the last 3 months',
        documents: ['address_proof'],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await heard).document).toMatchObject({
        id: addressProof,
        status: 'rejected',
        reviewNote: 'The address proof must be from the last 3 months',
      });
    } finally {
      socket.close();
    }
    const documents = await documentsOf(cookie, player.id);
    expect(documents.find((d) => d.id === governmentId)?.status).toBe('approved');
    expect(documents.find((d) => d.documentType === 'address_proof')?.status).toBe('rejected');

    const reuploaded = await upload(t.app, cookie, uploadBody(player.id, { documentType: 'address_proof' }));
    expect(reuploaded.statusCode, reuploaded.body).toBe(201);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.playerId, player.id), eq(auditLog.action, 'kyc.incomplete')));
    expect(audit?.after).toEqual({ kycStatus: 'incomplete', reopened: ['address_proof'] });
  });

  it('reopens with the standard note when staff write none; only an incomplete decision names documents', async () => {
    const { player, cookie, staff } = await playerWithApprovedDocuments({ approve: false });
    const named = await decide(staff, player.id, { status: 'rejected', note: 'No', documents: ['government_id'] });
    expect(named.statusCode).toBe(400);
    expect((await decide(staff, player.id, { status: 'incomplete', documents: ['passport'] })).statusCode).toBe(400);
    const res = await decide(staff, player.id, { status: 'incomplete', documents: ['government_id'] });
    expect(res.statusCode, res.body).toBe(200);
    const reopened = (await documentsOf(cookie, player.id)).find((d) => d.documentType === 'government_id');
    expect(reopened).toMatchObject({
      status: 'rejected',
      reviewNote: 'Reopened by the club: please upload a new copy.',
    });
  });
});

describe('Request Change', () => {
  it("sends the player's reason to exactly the KYC desks, and the document shows it as requested", async () => {
    const { player, cookie, documentIds } = await playerWithApprovedDocuments({ approve: true });
    const sockets = new Map<StaffRole, Awaited<ReturnType<typeof connectSocket>>>();
    for (const role of STAFF_ROLES) sockets.set(role, await connectSocket(baseUrl, await staffAs(role)));
    try {
      const heard = ['super_admin', 'admin', 'manager', 'gre'].map((role) =>
        nextEvent<Record<string, unknown>>(sockets.get(role as StaffRole)!, 'kyc_document_change_requested'),
      );
      const notHeard = ['cashier', 'waiter', 'kitchen']
        .filter((role) => sockets.has(role as StaffRole))
        .map((role) => receivesWithin(sockets.get(role as StaffRole)!, 'kyc_document_change_requested', 600));
      const res = await requestChange(cookie, documentIds[0]!, '  I renewed my passport  ');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Your request was sent to the club. Staff will reopen the document for a new copy if they agree.',
        document: {
          id: documentIds[0],
          status: 'approved',
          changeRequest: { status: 'pending', reason: 'I renewed my passport' },
        },
      });
      for (const payload of await Promise.all(heard)) {
        expect(payload).toMatchObject({ playerId: player.id, reason: 'I renewed my passport', status: 'pending' });
      }
      expect(await Promise.all(notHeard)).toEqual(notHeard.map(() => false));
    } finally {
      for (const socket of sockets.values()) socket.close();
    }
    const listed = (await documentsOf(cookie, player.id)).find((d) => d.id === documentIds[0]);
    expect(listed?.changeRequest).toEqual({ status: 'pending', reason: 'I renewed my passport', note: null });

    const desk = await t.app.inject({
      url: '/api/staff/kyc/document-changes',
      headers: { cookie: await staffAs('gre') },
    });
    expect(desk.statusCode).toBe(200);
    expect(desk.json().find((c: { playerId: number }) => c.playerId === player.id)).toMatchObject({
      email: player.email,
      reason: 'I renewed my passport',
      document: { id: documentIds[0], formattedType: 'Government ID' },
    });
  });

  it('refuses a second request, an empty reason, a document not approved and another player’s document', async () => {
    const { player, cookie, documentIds } = await playerWithApprovedDocuments({ approve: true });
    expect((await requestChange(cookie, documentIds[1]!, 'New address')).statusCode).toBe(201);
    const again = await requestChange(cookie, documentIds[1]!, 'New address');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already asked to change this document. The club will reply soon.');
    const empty = await requestChange(cookie, documentIds[2]!, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please say why this document should change');

    const newcomer = await createPlayer(db(), { kycStatus: 'pending' });
    const newcomerCookie = await playerCookie(db(), newcomer.id, 'onboarding');
    const [pendingId] = await uploadRequiredDocuments(t.app, newcomerCookie, newcomer.id);
    const notApproved = await requestChange(newcomerCookie, pendingId!, 'Wrong file');
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().message).toBe(
      'Only an approved document needs a change request: upload a new copy instead.',
    );
    expect((await requestChange(newcomerCookie, documentIds[2]!, 'Not mine')).statusCode).toBe(404);
    expect((await requestChange('', documentIds[2]!, 'Anyone')).statusCode).toBe(401);
    expect(player.id).not.toBe(newcomer.id);
  });

  it('staff reopen the document: the player uploads a new copy, which waits on the desk until reviewed', async () => {
    const { player, cookie, documentIds } = await playerWithApprovedDocuments({ approve: true });
    const photo = documentIds[2]!;
    const asked = await requestChange(cookie, photo, 'I shaved my beard');
    const gre = await staffAs('gre');
    const mine = (
      (await t.app.inject({ url: '/api/staff/kyc/document-changes', headers: { cookie: gre } })).json() as Array<{
        id: number;
        playerId: number;
      }>
    ).find((c) => c.playerId === player.id)!;
    expect(asked.statusCode).toBe(201);

    expect((await decideChange(await staffAs('cashier'), mine.id, 'approve', null)).statusCode).toBe(403);
    const socket = await connectSocket(baseUrl, cookie);
    try {
      const heard = nextEvent<{ document: Doc }>(socket, 'kyc_document_updated');
      const res = await decideChange(gre, mine.id, 'approve', null);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'approved', document: { id: photo, status: 'rejected' } });
      expect((await heard).document).toMatchObject({
        id: photo,
        status: 'rejected',
        reviewNote: 'Reopened by the club: please upload a new copy.',
      });
    } finally {
      socket.close();
    }
    expect((await decideChange(gre, mine.id, 'reject', 'Too late')).statusCode).toBe(409);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.playerId, player.id), eq(auditLog.action, 'kyc.document_change.approved')));
    expect(audit).toMatchObject({ entity: 'document_change_request', entityId: String(mine.id) });
    const listed = (
      (await t.app.inject({ url: '/api/staff/kyc/document-changes', headers: { cookie: gre } })).json() as Array<{
        id: number;
      }>
    ).some((c) => c.id === mine.id);
    expect(listed).toBe(false);

    // The approved player keeps full access and uploads the new copy; it waits on the KYC desk.
    const uploaded = await upload(t.app, cookie, uploadBody(player.id));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await getMe(t.app, cookie)).json()).toMatchObject({ scope: 'full', player: { kycStatus: 'approved' } });
    const queue = async () =>
      (
        (await t.app.inject({ url: '/api/staff/kyc/queue', headers: { cookie: gre } })).json().players as Array<{
          playerId: number;
          kycStatus: string;
        }>
      ).find((entry) => entry.playerId === player.id);
    expect(await queue()).toMatchObject({ kycStatus: 'approved' });
    expect((await review(gre, uploaded.json().document.id, 'approved')).statusCode).toBe(200);
    expect(await queue()).toBeUndefined();
  });

  it('staff keep the document: it stays approved and the player reads the note', async () => {
    const { player, cookie, documentIds } = await playerWithApprovedDocuments({ approve: true });
    await requestChange(cookie, documentIds[0]!, 'Typo in my name');
    const admin = await staffAs('admin');
    const mine = (
      (await t.app.inject({ url: '/api/staff/kyc/document-changes', headers: { cookie: admin } })).json() as Array<{
        id: number;
        playerId: number;
      }>
    ).find((c) => c.playerId === player.id)!;
    const res = await decideChange(admin, mine.id, 'reject', 'Your ID matches your account; no change is needed.');
    expect(res.statusCode, res.body).toBe(200);
    const listed = (await documentsOf(cookie, player.id)).find((d) => d.id === documentIds[0]);
    expect(listed).toMatchObject({
      status: 'approved',
      changeRequest: { status: 'rejected', note: 'Your ID matches your account; no change is needed.' },
    });
    expect((await upload(t.app, cookie, uploadBody(player.id, { documentType: 'government_id' }))).statusCode).toBe(
      409,
    );
  });
});
