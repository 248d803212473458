import type { Page } from '@playwright/test';
import { newPlayerDetails, signUpThroughApi, signUpThroughForm, toastRegion } from './fixtures/players';
import {
  countUploads,
  FIXTURE_FILES,
  fileInput,
  freshPan,
  kycDesk,
  prepareDocumentsThroughApi,
  startKycAsNewPlayer,
  uploadThroughApi,
} from './support/kyc';
import { expect, test } from './fixtures/test';
import { whenSocketConnects } from './support/socket';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const currentStep = (page: Page) => page.locator('[aria-current="step"]');

test.describe('the KYC wizard, as a new player goes through it', () => {
  test('signs up, completes the four steps with real files, and the thank-you step opens the dashboard by itself on approval', async ({
    page,
    people,
  }) => {
    const player = newPlayerDetails();
    await signUpThroughForm(page, player);

    // The phone came with the sign-up, so the wizard opens on the documents (accounts-kyc.md section 2).
    await expect(stepHeading(page, 'Upload documents')).toBeVisible();
    await expect(currentStep(page)).toContainText('Documents');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Personal details')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(player.email);
    await page.getByLabel('First name').fill('Asha Devi');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(stepHeading(page, 'Upload documents')).toBeVisible();
    await expect(page.getByText('Asha Devi', { exact: false })).toBeVisible();

    const pan = freshPan();
    await page.getByLabel('PAN card number').pressSequentially(pan.toLowerCase());
    await expect(page.getByLabel('PAN card number')).toHaveValue(pan);
    await expect(page.getByText('Valid PAN card number')).toBeVisible();

    await fileInput(page, 'ID document').setInputFiles(FIXTURE_FILES.idCard);
    await expect(toastRegion(page).getByText('Document Uploaded', { exact: true })).toBeVisible();
    await expect(page.getByText('id-card.jpg', { exact: false })).toBeVisible();
    await fileInput(page, 'Address proof').setInputFiles(FIXTURE_FILES.utilityBill);
    await expect(page.getByText('utility-bill.pdf', { exact: false })).toBeVisible();
    // The last of the three uploads moves on to the review by itself.
    await fileInput(page, 'Photo').setInputFiles(FIXTURE_FILES.photo);
    await expect(stepHeading(page, 'Review and submit')).toBeVisible();
    await expect(page.getByText(pan)).toBeVisible();
    await expect(page.getByText('photo.png')).toBeVisible();

    await page.getByRole('button', { name: 'Submit for Review' }).click();
    // The club's branding (decision 090) gives the heading; the player is welcomed by name.
    await expect(page.getByTestId('kyc-thank-you').getByText('Welcome, Asha Devi.', { exact: false })).toBeVisible();
    await expect(page.getByText('Review takes 1-2 business days', { exact: false })).toBeVisible();
    await expect(page.getByText('This page updates by itself when staff decide.')).toBeVisible();

    const me = (await (await page.request.get('/api/auth/me')).json()) as { player: { id: number } };
    const staff = kycDesk(await people.staff('gre'));
    expect((await staff.queue()).map((entry) => entry.playerId)).toContain(me.player.id);
    // Approval needs the three documents approved (issue 14 item 16).
    const entry = (await staff.queue()).find((e) => e.playerId === me.player.id);
    for (const document of entry?.documents ?? []) await staff.review(document.id as number, 'approved');
    await staff.decide(me.player.id, 'approved', 'All documents in order');
    const decidedAt = Date.now();

    await expect(page.getByRole('button', { name: 'Continue to Dashboard' })).toBeVisible({ timeout: 1000 });
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 2000 });
    expect(Date.now() - decidedAt).toBeLessThan(2500);
    await expect(page.getByRole('tablist', { name: 'Dashboard' })).toBeVisible();
  });

  test('a rejection with a note shows what to upload again; the player re-uploads and resubmits', async ({
    page,
    people,
  }) => {
    const player = await startKycAsNewPlayer(page);
    const { ids, pan } = await prepareDocumentsThroughApi(page.request, player.id);
    const submitted = await page.request.post('/api/kyc/submit', { data: { playerId: player.id, panCardNumber: pan } });
    expect(submitted.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('kyc-thank-you')).toBeVisible();

    const staff = kycDesk(await people.staff('manager'));
    await staff.review(ids.governmentId, 'rejected', 'The ID photo is blurred');
    await staff.decide(player.id, 'rejected', 'Please upload a sharper photo of your ID');

    await expect(page.getByRole('heading', { name: 'KYC Rejected' })).toBeVisible();
    await expect(page.getByText('Please upload a sharper photo of your ID')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'ID document' })).toContainText(
      'The ID photo is blurred',
    );

    await page.getByRole('button', { name: 'Upload Documents Again' }).click();
    await expect(stepHeading(page, 'Upload documents')).toBeVisible();
    const idRow = page.getByRole('listitem').filter({ hasText: 'ID document' });
    await expect(idRow.getByText('Rejected')).toBeVisible();
    await expect(idRow.getByText('Staff note: The ID photo is blurred')).toBeVisible();
    await fileInput(page, 'ID document').setInputFiles(FIXTURE_FILES.idCard);
    // The stored PAN is valid and all three documents are on file again: on to the review.
    await expect(stepHeading(page, 'Review and submit')).toBeVisible();
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page.getByTestId('kyc-thank-you')).toBeVisible();

    const queued = (await staff.queue()).find((entry) => entry.playerId === player.id);
    expect(queued?.documents.find((d) => d.documentType === 'government_id')?.id).not.toBe(ids.governmentId);
  });
});

test.describe('starting step and routes', () => {
  test('a player with the documents and a PAN on file starts on the review; a submitted one on the thank-you step', async ({
    page,
  }) => {
    const player = await startKycAsNewPlayer(page);
    const { pan } = await prepareDocumentsThroughApi(page.request, player.id);
    await page.reload();
    await expect(stepHeading(page, 'Review and submit')).toBeVisible();
    await page.request.post('/api/kyc/submit', { data: { playerId: player.id, panCardNumber: pan } });
    await page.reload();
    await expect(page.getByTestId('kyc-thank-you')).toBeVisible();
  });

  test('/kyc-upload and /kyc-docs send a signed-in player to the dashboard, which keeps an onboarding player in KYC', async ({
    page,
  }) => {
    await startKycAsNewPlayer(page);
    for (const path of ['/kyc-upload', '/kyc-docs']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/kyc$/);
      await expect(stepHeading(page, 'Upload documents')).toBeVisible();
    }
  });
});

test.describe('PAN card number', () => {
  test("says 'Invalid PAN format' as soon as a character cannot fit", async ({ page }) => {
    await startKycAsNewPlayer(page);
    await page.getByLabel('PAN card number').pressSequentially('AB1');
    await expect(page.getByText('Invalid PAN format')).toBeVisible();
    await page.getByLabel('PAN card number').fill('ABCXE1234F');
    await expect(page.getByText('Invalid PAN format')).toBeVisible();
  });

  test("checks with the server 500 ms after the tenth character: 'Valid PAN card number'", async ({ page }) => {
    await startKycAsNewPlayer(page);
    const checks: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/kyc/validate-pan')) checks.push(Date.now());
    });
    const pan = freshPan();
    await page.getByLabel('PAN card number').pressSequentially(pan.slice(0, 9), { delay: 30 });
    await page.waitForTimeout(700);
    expect(checks).toEqual([]);
    const typedAt = Date.now();
    await page.getByLabel('PAN card number').press(pan.slice(9));
    await expect(page.getByText('Valid PAN card number')).toBeVisible();
    expect(checks).toHaveLength(1);
    expect(checks[0]! - typedAt).toBeGreaterThanOrEqual(450);
  });

  test("refuses another player's PAN: 'cannot be used by other players'", async ({ page, request }) => {
    const holder = await signUpThroughApi(request);
    const pan = freshPan();
    const saved = await request.post(`/api/players/${holder.id}/pan-card`, { data: { panCardNumber: pan } });
    expect(saved.ok(), await saved.text()).toBe(true);

    await startKycAsNewPlayer(page);
    await page.getByLabel('PAN card number').fill(pan);
    await expect(page.getByText('cannot be used by other players', { exact: false })).toBeVisible();
  });
});

test.describe('file checks before anything is sent', () => {
  test("a GIF: 'Invalid File Type - Please upload JPG, PNG, or PDF files only.'", async ({ page }) => {
    await startKycAsNewPlayer(page);
    const uploads = countUploads(page);
    await fileInput(page, 'Photo').setInputFiles({
      name: 'me.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
    });
    await expect(toastRegion(page).getByText('Invalid File Type')).toBeVisible();
    await expect(toastRegion(page).getByText('Please upload JPG, PNG, or PDF files only.')).toBeVisible();
    expect(uploads()).toBe(0);
  });

  test("5242881 bytes: 'File Too Large - File size must be less than 5MB'", async ({ page }) => {
    await startKycAsNewPlayer(page);
    const uploads = countUploads(page);
    await fileInput(page, 'Address proof').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5_242_881, 0x25),
    });
    await expect(toastRegion(page).getByText('File Too Large')).toBeVisible();
    await expect(toastRegion(page).getByText('File size must be less than 5MB')).toBeVisible();
    expect(uploads()).toBe(0);
  });
});

test.describe('KYC toasts', () => {
  test('Upload Failed: the server reads the bytes and refuses a page disguised as a PNG', async ({ page }) => {
    await startKycAsNewPlayer(page);
    await fileInput(page, 'Photo').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    });
    await expect(toastRegion(page).getByText('Upload Failed')).toBeVisible();
    await expect(
      toastRegion(page).getByText('Invalid File Type - Please upload JPG, PNG, or PDF files only.'),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Photo' }).getByText('Not uploaded')).toBeVisible();
  });

  test('Connection Error: the upload never reaches the club', async ({ page }) => {
    await startKycAsNewPlayer(page);
    await page.route('**/api/documents/upload', (route) => route.abort('internetdisconnected'));
    await fileInput(page, 'Photo').setInputFiles(FIXTURE_FILES.photo);
    await expect(toastRegion(page).getByText('Connection Error')).toBeVisible();
  });

  test('Save Failed: the personal details name a phone another player has', async ({ page, request }) => {
    const other = await signUpThroughApi(request);
    await startKycAsNewPlayer(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Phone number').fill(other.phone);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(toastRegion(page).getByText('Save Failed')).toBeVisible();
    await expect(toastRegion(page).getByText('This phone is already registered')).toBeVisible();
    await expect(stepHeading(page, 'Personal details')).toBeVisible();
  });

  test("step 1 asks for every field: 'Please fill in all required fields'", async ({ page }) => {
    await startKycAsNewPlayer(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Last name').fill('');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(toastRegion(page).getByText('Please fill in all required fields')).toBeVisible();
  });

  test('Submission Failed: staff rejected a document while the player was on the review', async ({ page, people }) => {
    const player = await startKycAsNewPlayer(page);
    const { ids } = await prepareDocumentsThroughApi(page.request, player.id);
    await page.reload();
    await expect(stepHeading(page, 'Review and submit')).toBeVisible();
    const staff = kycDesk(await people.staff('gre'));
    await staff.review(ids.photo, 'rejected', 'Face not visible');
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(toastRegion(page).getByText('Submission Failed')).toBeVisible();
    await expect(
      toastRegion(page).getByText('Please upload your ID document, address proof and photo', { exact: false }),
    ).toBeVisible();
  });

  test("'Player ID not found. Please refresh and try again.' when the session is gone", async ({ page, context }) => {
    const socketUp = whenSocketConnects(page);
    await startKycAsNewPlayer(page);
    await expect(stepHeading(page, 'Upload documents')).toBeVisible();
    // The socket re-reads the session when it connects: let that happen before the session goes away.
    await socketUp;
    await page.waitForLoadState('networkidle');
    await context.clearCookies();
    await fileInput(page, 'Photo').setInputFiles(FIXTURE_FILES.photo);
    await expect(toastRegion(page).getByText('Player ID not found. Please refresh and try again.')).toBeVisible();
  });
});

test.describe('opening documents', () => {
  test('View opens the stored file in a new tab', async ({ page }) => {
    const player = await startKycAsNewPlayer(page);
    await uploadThroughApi(page.request, player.id, 'government_id', 'idCard');
    await page.reload();
    const opened = page
      .context()
      .waitForEvent('response', (r) => r.url().includes('/api/documents/view/') && r.request().method() === 'GET');
    const popup = page.waitForEvent('popup');
    await page.getByRole('listitem').filter({ hasText: 'ID document' }).getByRole('button', { name: 'View' }).click();
    await popup;
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test("'Unable to open document' when the file cannot be fetched", async ({ page }) => {
    const player = await startKycAsNewPlayer(page);
    await uploadThroughApi(page.request, player.id, 'government_id', 'idCard');
    await page.reload();
    const view = page.getByRole('listitem').filter({ hasText: 'ID document' }).getByRole('button', { name: 'View' });
    await expect(view).toBeVisible();
    // The file's server answers with an error (clearing the cookies instead also signed the page out
    // when its socket re-read the session, racing the click).
    await page.route('**/api/documents/view/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await view.click();
    await expect(toastRegion(page).getByText('Unable to open document')).toBeVisible();
  });

  test("an approved document's 'Request Change' sends the player's reason; staff keep it and the player reads why", async ({
    page,
    people,
  }) => {
    const player = await startKycAsNewPlayer(page);
    const id = await uploadThroughApi(page.request, player.id, 'government_id', 'idCard');
    const gre = await people.staff('gre');
    await kycDesk(gre).review(id, 'approved');
    const row = page.getByRole('listitem').filter({ hasText: 'ID document' });
    // The review reaches the open page by itself.
    await expect(row.getByText('Approved')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Replace' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Request Change' }).click();
    const ask = page.getByRole('dialog', { name: 'Request a change to your ID document' });
    await expect(ask.getByRole('button', { name: 'Send request' })).toBeDisabled();
    await ask.getByLabel('Reason').fill('The photo on it is ten years old');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(toastRegion(page).getByText('Change Requested')).toBeVisible();
    await expect(row).toContainText('Change requested: the club will reply soon.');
    await expect(row).toContainText('Your reason: The photo on it is ten years old');

    const listed = await gre.get('/api/staff/kyc/document-changes');
    const change = ((await listed.json()) as Array<{ id: number; playerId: number }>).find(
      (c) => c.playerId === player.id,
    );
    const kept = await gre.post(`/api/staff/kyc/document-changes/${change?.id}/reject`, {
      data: { note: 'A ten-year-old photo is fine while the ID is valid.' },
    });
    expect(kept.ok(), await kept.text()).toBe(true);
    await expect(row).toContainText('The club kept this document: A ten-year-old photo is fine while the ID is valid.');
    await expect(row.getByRole('button', { name: 'Request Change' })).toBeVisible();
  });

  test('an incomplete decision that names an approved document reopens it for upload, and the review says to replace it', async ({
    page,
    people,
  }) => {
    const player = await startKycAsNewPlayer(page);
    const { ids } = await prepareDocumentsThroughApi(page.request, player.id);
    const staff = kycDesk(await people.staff('manager'));
    for (const id of Object.values(ids)) await staff.review(id, 'approved');
    const gre = await people.staff('gre');
    const decision = await gre.post(`/api/staff/kyc/players/${player.id}`, {
      data: {
        status: 'incomplete',
        note: 'Your address proof must show your current address',
        documents: ['address_proof'],
      },
    });
    expect(decision.ok(), await decision.text()).toBe(true);

    const row = page.getByRole('listitem').filter({ hasText: 'Address proof' });
    // A fresh load starts on the upload step, with the note and the reopened document to replace.
    await page.reload();
    await expect(stepHeading(page, 'Upload documents')).toBeVisible();
    await expect(page.getByText('Your address proof must show your current address').first()).toBeVisible();
    await expect(row).toContainText('Please replace your Address proof: upload a new copy.');
    await expect(row).toContainText('Staff note: Your address proof must show your current address');
    await expect(page.getByRole('listitem').filter({ hasText: 'ID document' }).getByText('Approved')).toBeVisible();
    // Continue names the document to replace, not 'Missing Documents' (issue 14 item 18).
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toastRegion(page).getByText('Replace Rejected Document')).toBeVisible();
    await expect(toastRegion(page).getByText('Missing Documents')).toHaveCount(0);
    await fileInput(page, 'Address proof').setInputFiles(FIXTURE_FILES.utilityBill);
    await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  });
});
