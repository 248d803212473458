import type { Page } from '@playwright/test';
import { toastRegion } from './fixtures/players';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { FIXTURE_FILES, fileInput, prepareDocumentsThroughApi, startKycAsNewPlayer } from './support/kyc';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** The KYC desk of a console (a desk PC), live. */
async function openKycDesk(desk: Page) {
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'KYC' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'KYC' })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}

test('a submitted player reaches the KYC desk live; documents open inline; a rejected address proof and a resubmit reach the phone; the approval opens the dashboard', async ({
  browser,
  page,
}) => {
  const desk = await openConsole(browser, 'e2e-manager@club.test');
  await openKycDesk(desk);
  let downloads = 0;
  desk.on('download', () => {
    downloads += 1;
  });

  // The phone: documents and PAN on file, then the wizard's review step submits.
  const player = await startKycAsNewPlayer(page);
  await prepareDocumentsThroughApi(page.request, player.id);
  await page.reload();
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByRole('heading', { name: /^Thank you/i })).toBeVisible();

  // The desk hears it without a reload, within 2 s, with the count in the navigation.
  const name = `${player.first_name} ${player.last_name}`;
  const queue = desk.getByRole('list', { name: 'Players waiting for review' });
  const row = queue.getByRole('button', { name: new RegExp(name) });
  await expect(row).toBeVisible({ timeout: 2_000 });
  await expect(row).toContainText(/Waiting \d+ min/);
  await expect(desk.getByTestId('nav-badge-KYC')).toContainText(/\d+ waiting/);
  await expectNoSeriousAxeViolations(desk);

  // The review screen: details, PAN, the documents in the page.
  await row.click();
  const review = desk.getByRole('region', { name });
  await expect(review).toContainText(player.email);
  const idCard = review.getByRole('article', { name: 'Government ID' });
  const image = idCard.getByRole('img', { name: 'Government ID: id-card.jpg' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await idCard.getByRole('button', { name: 'Zoom in' }).click();
  await idCard.getByRole('button', { name: 'Rotate' }).click();
  await expect(idCard).toContainText('150% · 90°');
  const addressProof = review.getByRole('article', { name: 'Address Proof' });
  const frame = addressProof.locator('iframe[title="Address Proof: utility-bill.pdf"]');
  await expect(frame).toBeVisible();
  // The frame's file is shown in the page (inline, framable by the console), never saved to disk.
  const src = (await frame.getAttribute('src')) as string;
  const file = await desk.request.get(src);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^inline;/);
  expect(file.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await expectNoSeriousAxeViolations(desk);

  // Reject the address proof with a reason and a note, then ask the player to resubmit.
  await addressProof.getByRole('button', { name: 'Reject Address Proof' }).click();
  const rejectDialog = desk.getByRole('dialog', { name: 'Reject Address Proof' });
  await rejectDialog.getByLabel('Reason').selectOption('Expired');
  await rejectDialog.getByLabel('Note to the player (optional)').fill('The bill is from 2019');
  await rejectDialog.getByRole('button', { name: 'Reject document' }).click();
  await expect(rejectDialog).toBeHidden();
  await expect(addressProof).toContainText('Player sees: Expired: The bill is from 2019');

  await review.getByRole('button', { name: 'Ask to resubmit' }).click();
  const resubmit = desk.getByRole('dialog', { name: `Ask to resubmit: ${name}` });
  await expect(resubmit.getByLabel('Note to the player')).toHaveValue('Please send a new Address Proof.');
  await resubmit.getByRole('button', { name: 'Ask to resubmit' }).click();
  await expect(resubmit).toBeHidden();
  await expect(row).toBeHidden();

  // The phone shows the note and the reason on the one document to redo.
  await expect(page.getByRole('heading', { name: 'KYC Incomplete' })).toBeVisible();
  await expect(page.getByText('Please send a new Address Proof.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Address proof' })).toContainText(
    'Expired: The bill is from 2019',
  );

  // The player uploads a new address proof and submits again; the desk sees them back and approves.
  await page.getByRole('button', { name: 'Upload Documents Again' }).click();
  await expect(stepHeading(page, 'Upload documents')).toBeVisible();
  await fileInput(page, 'Address proof').setInputFiles(FIXTURE_FILES.utilityBill);
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByRole('heading', { name: /^Thank you/i })).toBeVisible();

  await expect(row).toBeVisible({ timeout: 2_000 });
  await row.click();
  await expect(review.getByRole('article', { name: 'Address Proof' }).getByText('To review')).toBeVisible();
  // Approval needs the three documents approved (issue 14 item 16): the desk shows the refusal.
  await review.getByRole('button', { name: 'Approve KYC' }).click();
  const approve = desk.getByRole('dialog', { name: `Approve KYC: ${name}` });
  await approve.getByRole('button', { name: 'Approve KYC' }).click();
  await expect(approve).toContainText(
    'This player cannot be approved yet: approve the Government ID (not yet reviewed), Address Proof (not yet reviewed) and Profile Photo (not yet reviewed) first.',
  );
  await approve.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: /^Thank you/i })).toBeVisible();
  for (const label of ['Government ID', 'Address Proof', 'Profile Photo']) {
    const card = review.getByRole('article', { name: label });
    await card.getByRole('button', { name: `Approve ${label}` }).click();
    await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  }
  await review.getByRole('button', { name: 'Approve KYC' }).click();
  await approve.getByRole('button', { name: 'Approve KYC' }).click();
  await expect(approve).toBeHidden();
  await expect(row).toBeHidden();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  expect(downloads).toBe(0);
  await desk.context().close();
});

test("a player's Request Change reaches the desk live with the reason; Reopen for upload lets the phone replace the document", async ({
  browser,
  page,
  people,
}) => {
  const desk = await openConsole(browser, 'e2e-gre@club.test');
  await openKycDesk(desk);
  const player = await people.signedInPlayer();
  await page.goto('/dashboard?tab=profile');
  const row = page.getByRole('listitem').filter({ hasText: 'ID document' });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();

  // The phone: Request Change asks for a reason and sends it (issue 14 item 15).
  await row.getByRole('button', { name: 'Request Change' }).click();
  const ask = page.getByRole('dialog', { name: 'Request a change to your ID document' });
  await ask.getByLabel('Reason').fill('I renewed my passport last week');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(
    toastRegion(page).getByText(
      'Your request was sent to the club. Staff will reopen the document for a new copy if they agree.',
    ),
  ).toBeVisible();
  await expect(row).toContainText('Change requested: the club will reply soon.');
  await expect(row.getByRole('button', { name: 'Request Change' })).toHaveCount(0);

  // The desk hears it without a reload, with the reason, and reopens the document.
  const name = `${player.first_name} ${player.last_name}`;
  const card = desk.getByRole('article', { name: `Government ID change request of ${name}` });
  await expect(card).toContainText('Reason: I renewed my passport last week', { timeout: 2_000 });
  await expectNoSeriousAxeViolations(desk);
  await card.getByRole('button', { name: /^Reopen for upload/ }).click();
  const reopen = desk.getByRole('dialog', { name: `Reopen the Government ID of ${name}` });
  await reopen.getByRole('button', { name: 'Reopen for upload' }).click();
  await expect(reopen).toBeHidden();
  await expect(card).toBeHidden();

  // The phone: the document is open for a new copy, which then waits on the desk for review.
  await expect(row).toContainText('Please replace your ID document: upload a new copy.');
  await fileInput(page, 'ID document').setInputFiles(FIXTURE_FILES.idCard);
  await expect(row.getByText('Pending review')).toBeVisible();
  const queue = desk.getByRole('list', { name: 'Players waiting for review' });
  await expect(queue.getByRole('button', { name: new RegExp(name) })).toContainText('New copy', { timeout: 2_000 });
  await desk.context().close();
});
