import { randomInt } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { newPlayerDetails } from '../fixtures/players';
import type { People } from '../fixtures/test';

const FILES = path.join(import.meta.dirname, '../fixtures/files');
/** Small real files: a JPG ID card, a PDF utility bill, a PNG photo. */
export const FIXTURE_FILES = {
  idCard: path.join(FILES, 'id-card.jpg'),
  utilityBill: path.join(FILES, 'utility-bill.pdf'),
  photo: path.join(FILES, 'photo.png'),
} as const;

/** A valid PAN that no other test uses (4th letter P: an individual). */
export function freshPan(): string {
  const letter = () => String.fromCharCode(65 + randomInt(26));
  return `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(10_000)).padStart(4, '0')}${letter()}`;
}

/**
 * Signs a new player up through the API in the page's own context (so the browser holds the
 * onboarding session) and opens the portal, which sends them into the KYC flow at /kyc.
 */
export async function startKycAsNewPlayer(page: Page) {
  const details = newPlayerDetails();
  const response = await page.request.post('/api/auth/signup-automation', {
    data: details,
    headers: { 'X-Skip-Email': 'true' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { player } = (await response.json()) as { player: { id: number } };
  await page.goto('/');
  await expect(page).toHaveURL(/\/kyc$/);
  return { ...details, id: player.id };
}

/** Uploads a fixture through the API with the session of `api` (a page's request context). */
export async function uploadThroughApi(
  api: APIRequestContext,
  playerId: number,
  documentType: string,
  file: keyof typeof FIXTURE_FILES,
) {
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync(FIXTURE_FILES[file]);
  const mimeType = { idCard: 'image/jpeg', utilityBill: 'application/pdf', photo: 'image/png' }[file];
  const response = await api.post('/api/documents/upload', {
    data: {
      playerId,
      documentType,
      fileName: path.basename(FIXTURE_FILES[file]),
      fileData: `data:${mimeType};base64,${bytes.toString('base64')}`,
      fileSize: bytes.length,
      mimeType,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { document: { id: number } }).document.id;
}

/** The three documents and a PAN through the API; returns the document ids and the PAN. */
export async function prepareDocumentsThroughApi(api: APIRequestContext, playerId: number) {
  const ids = {
    governmentId: await uploadThroughApi(api, playerId, 'government_id', 'idCard'),
    addressProof: await uploadThroughApi(api, playerId, 'utility_bill', 'utilityBill'),
    photo: await uploadThroughApi(api, playerId, 'profile_photo', 'photo'),
  };
  const pan = freshPan();
  const saved = await api.post(`/api/players/${playerId}/pan-card`, { data: { panCardNumber: pan } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { ids, pan };
}

/** The KYC desk's calls, made by `staff` (a signed-in staff API context with the KYC permission). */
export function kycDesk(staff: APIRequestContext) {
  return {
    async decide(playerId: number, status: 'approved' | 'rejected' | 'incomplete', note: string) {
      const res = await staff.post(`/api/staff/kyc/players/${playerId}`, { data: { status, note } });
      expect(res.ok(), await res.text()).toBe(true);
    },
    async review(documentId: number, status: 'approved' | 'rejected', note?: string) {
      const res = await staff.post(`/api/staff/kyc/documents/${documentId}`, { data: { status, note } });
      expect(res.ok(), await res.text()).toBe(true);
    },
    async queue() {
      const res = await staff.get('/api/staff/kyc/queue');
      expect(res.ok(), await res.text()).toBe(true);
      return (
        (await res.json()) as {
          players: Array<{ playerId: number; documents: Array<{ id: number | null; documentType: string }> }>;
        }
      ).players;
    },
  };
}

/** The file input of one document row (hidden behind its Upload button). */
export const fileInput = (page: Page, label: string) =>
  page.locator(`input[type="file"][aria-label="Choose file for ${label}"]`);

/** Counts the upload calls the page makes, to prove a refused file was never sent. */
export function countUploads(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/documents/upload')) count += 1;
  });
  return () => count;
}

/**
 * A new player whose KYC a super admin approved, signed in in the page's context (the approval made
 * the sign-up session a full one), looking at the Profile tab of the dashboard.
 */
export async function openProfileAsApprovedPlayer(page: Page, people: People) {
  const player = await people.signedInPlayer();
  await page.goto('/dashboard?tab=profile');
  await expect(page.getByRole('heading', { name: 'PAN card' })).toBeVisible();
  return player;
}
