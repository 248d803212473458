import { STAFF_ROLES, type StaffRole } from '@club/shared/staff';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createStaff, playerCookie, staffCookie } from '../../../test/fixtures';
import { freshPan, submittedKycPlayer } from '../../../test/kyc';
import { connectSocket, listen, nextEvent, receivesWithin } from '../../../test/sockets';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const REVIEWERS: StaffRole[] = ['super_admin', 'admin', 'manager', 'gre'];

/** One open staff socket per role, and the player's own socket. */
async function consoles(playerCookieHeader: string) {
  const sockets = new Map<StaffRole, Socket>();
  for (const role of STAFF_ROLES) {
    const member = await createStaff(db(), role);
    sockets.set(role, await connectSocket(baseUrl, await staffCookie(db(), member.id)));
  }
  const player = await connectSocket(baseUrl, playerCookieHeader);
  return {
    sockets,
    player,
    cookieOf: async (role: StaffRole) => staffCookie(db(), (await createStaff(db(), role)).id),
    close: () => {
      for (const socket of sockets.values()) socket.close();
      player.close();
    },
  };
}

/** Exactly the KYC roles' sockets hear `event` (and the player's socket does not) when `act` runs. */
async function expectOnlyReviewersHear(
  open: Awaited<ReturnType<typeof consoles>>,
  event: string,
  act: () => Promise<void>,
) {
  const heard = STAFF_ROLES.map((role) =>
    REVIEWERS.includes(role)
      ? nextEvent(open.sockets.get(role)!, event).then((payload) => ({ role, payload }))
      : receivesWithin(open.sockets.get(role)!, event, 700).then((got) => ({ role, got })),
  );
  const playerHears = receivesWithin(open.player, event, 700);
  await act();
  const results = await Promise.all(heard);
  for (const result of results) {
    if ('got' in result) expect(result.got, `${result.role} must not hear ${event}`).toBe(false);
  }
  expect(await playerHears).toBe(false);
  return results.filter((r) => 'payload' in r).map((r) => (r as { payload: unknown }).payload);
}

describe('KYC decisions reach every KYC desk (issue 18)', () => {
  it('tells exactly the KYC roles of a document review and of the player decision', async () => {
    const { player, cookie, documentIds } = await submittedKycPlayer(t.app);
    const open = await consoles(cookie);
    try {
      const manager = await open.cookieOf('manager');
      const documentId = documentIds[1]!;
      const reviewed = await expectOnlyReviewersHear(open, 'kyc_document_reviewed', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/staff/kyc/documents/${documentId}`,
          headers: { cookie: manager },
          payload: { status: 'rejected', note: 'Unreadable: too dark' },
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      expect(reviewed).toHaveLength(4);
      expect(reviewed[0]).toMatchObject({
        playerId: player.id,
        document: { id: documentId, status: 'rejected', reviewNote: 'Unreadable: too dark' },
      });

      const decided = await expectOnlyReviewersHear(open, 'kyc_player_decided', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/staff/kyc/players/${player.id}`,
          headers: { cookie: manager },
          payload: { status: 'incomplete', note: 'Please upload a clearer address proof' },
        });
        expect(res.statusCode, res.body).toBe(200);
      });
      expect(decided).toEqual(
        REVIEWERS.map(() => ({
          playerId: player.id,
          kycStatus: 'incomplete',
          note: 'Please upload a clearer address proof',
        })),
      );
    } finally {
      open.close();
    }
  });

  it('tells exactly the KYC roles of a change request decision, and nothing of a refused one', async () => {
    const player = await createPlayer(db(), { kycStatus: 'approved', panCardNumber: freshPan() });
    const cookie = await playerCookie(db(), player.id);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/players/${player.id}/pan-card`,
      headers: { cookie },
      payload: { panCardNumber: freshPan() },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const open = await consoles(cookie);
    try {
      const gre = await open.cookieOf('gre');
      const list = await t.app.inject({ url: '/api/staff/kyc/change-requests', headers: { cookie: gre } });
      const change = (list.json() as Array<{ id: number; playerId: number }>).find((c) => c.playerId === player.id)!;
      const decide = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/staff/kyc/change-requests/${change.id}/reject`,
          headers: { cookie: gre },
          payload: { note: 'Bring the PAN card to the desk' },
        });
      const heard = await expectOnlyReviewersHear(open, 'kyc_change_request_decided', async () => {
        expect((await decide()).statusCode).toBe(200);
      });
      expect(heard[0]).toEqual({ id: change.id, playerId: player.id, status: 'rejected' });

      // Already decided: refused, and no console hears anything.
      const hearsAgain = receivesWithin(open.sockets.get('admin')!, 'kyc_change_request_decided', 700);
      expect((await decide()).statusCode).toBe(409);
      expect(await hearsAgain).toBe(false);
    } finally {
      open.close();
    }
  });
});
