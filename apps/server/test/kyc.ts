import { randomUUID } from 'node:crypto';
import { type DOCUMENT_STATUSES, type DocumentType, REQUIRED_DOCUMENT_TYPES } from '@club/shared/kyc';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { kycDocuments, players } from '../src/db/schema';
import { createPlayer, playerCookie } from './fixtures';
import { dataUrl, tinyJpeg, tinyPdf, tinyPng } from './files';

/** An upload body for `playerId`; by default a real PNG profile photo. */
export function uploadBody(playerId: number, overrides: Record<string, unknown> = {}) {
  const bytes = tinyPng();
  return {
    playerId,
    documentType: 'profile_photo',
    fileName: 'photo.png',
    fileData: dataUrl('image/png', bytes),
    fileSize: bytes.length,
    mimeType: 'image/png',
    ...overrides,
  };
}

/** An upload body carrying `bytes` as `fileName` with `mimeType`, sizes consistent. */
export function fileUpload(playerId: number, documentType: string, fileName: string, mimeType: string, bytes: Buffer) {
  return { playerId, documentType, fileName, fileData: dataUrl(mimeType, bytes), fileSize: bytes.length, mimeType };
}

export const upload = (app: FastifyInstance, cookie: string | undefined, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/documents/upload', headers: cookie ? { cookie } : {}, payload: body });

/** Uploads the three documents KYC needs: a JPG ID, a PDF address proof (as utility_bill) and a PNG photo. */
export async function uploadRequiredDocuments(app: FastifyInstance, cookie: string, playerId: number) {
  const bodies = [
    fileUpload(playerId, 'government_id', 'id-card.jpg', 'image/jpeg', tinyJpeg()),
    fileUpload(playerId, 'utility_bill', 'bill.pdf', 'application/pdf', tinyPdf()),
    fileUpload(playerId, 'profile_photo', 'me.png', 'image/png', tinyPng()),
  ];
  const ids: number[] = [];
  for (const body of bodies) {
    const res = await upload(app, cookie, body);
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    ids.push(res.json().document.id);
  }
  return ids;
}

/**
 * A player who uploaded the three documents and submitted with a fresh PAN (kyc status pending), with an onboarding
 * session; answers the player, the session's cookie and the documents' ids.
 */
export async function submittedKycPlayer(app: FastifyInstance) {
  const player = await createPlayer(app.database.db, { kycStatus: 'pending' });
  const cookie = await playerCookie(app.database.db, player.id, 'onboarding');
  const documentIds = await uploadRequiredDocuments(app, cookie, player.id);
  const res = await app.inject({
    method: 'POST',
    url: '/api/kyc/submit',
    headers: { cookie },
    payload: { playerId: player.id, panCardNumber: freshPan() },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { player, cookie, documentIds };
}

let panSerial = 0;
/** A valid PAN no other test uses: AAA + P + letter + 4 digits + letter, from the process id and a counter. */
export function freshPan(): string {
  const n = (process.pid * 1000 + panSerial++ + Math.floor(Math.random() * 1000)) % 26 ** 3;
  const letters = String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26), 65 + (Math.floor(n / 676) % 26));
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `${letters}P${letters[0]}${digits}${letters[1]}`;
}

/**
 * What KYC approval needs, written straight into the database for tests about other things: the three
 * required documents approved and a valid PAN (issue 14 item 16). No files are stored for these rows.
 */
export async function fileApprovedKyc(db: Db, playerId: number, pan: string = freshPan()) {
  return fileKycDocuments(db, playerId, { pan, status: () => 'approved' });
}

/** The same, each required document with the status `status` gives it (pending: waiting for review). */
export async function fileKycDocuments(
  db: Db,
  playerId: number,
  options: { pan?: string; status: (type: DocumentType) => (typeof DOCUMENT_STATUSES)[number] },
) {
  const pan = options.pan ?? freshPan();
  await db.update(players).set({ panCardNumber: pan }).where(eq(players.id, playerId));
  await db.insert(kycDocuments).values(
    REQUIRED_DOCUMENT_TYPES.map((documentType) => ({
      playerId,
      documentType,
      fileName: `${documentType}.png`,
      storageKey: `test/${randomUUID()}`,
      mimeType: 'image/png',
      fileSize: 100,
      status: options.status(documentType),
    })),
  );
  return pan;
}
