import { signUpThroughApi, toastRegion } from './fixtures/players';
import { FIXTURE_FILES, fileInput, freshPan, openProfileAsApprovedPlayer } from './support/kyc';
import { expect, test } from './fixtures/test';

// The documents and PAN part of the dashboard's Profile tab (dashboard.md sections 2, 5 and 8).

test.describe('profile: PAN card number', () => {
  test("a wrong format reads 'Invalid PAN card format. Please enter a valid PAN card number.' and Update is disabled", async ({
    page,
    people,
  }) => {
    await openProfileAsApprovedPlayer(page, people);
    const input = page.getByLabel('PAN card number');
    await input.fill('ABCXE1234F');
    await expect(page.getByText('Invalid PAN card format. Please enter a valid PAN card number.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
    await input.fill(freshPan());
    await expect(page.getByText('Invalid PAN card format.', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  test("an empty number: 'Invalid Input - Please enter a valid PAN card number.'", async ({ page, people }) => {
    await openProfileAsApprovedPlayer(page, people);
    // The approved player's PAN fills the field (approval needs one, issue 14 item 16): empty it first.
    await page.getByLabel('PAN card number').fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toastRegion(page).getByText('Invalid Input')).toBeVisible();
    await expect(toastRegion(page).getByText('Please enter a valid PAN card number.')).toBeVisible();
  });

  test("sends the number for review after approval: 'PAN Card Updated', nothing on file changes yet", async ({
    page,
    people,
  }) => {
    await openProfileAsApprovedPlayer(page, people);
    // Approval needed a PAN on file (issue 14 item 16): that one stays in force.
    const onFile = (await page.getByText(/^On file: /).textContent())?.replace('On file: ', '');
    const pan = freshPan();
    await page.getByLabel('PAN card number').fill(pan.toLowerCase());
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toastRegion(page).getByText('PAN Card Updated')).toBeVisible();
    await expect(
      toastRegion(page).getByText('Your change was sent to the club for review.', { exact: false }),
    ).toBeVisible();
    // Decision 007: the PAN in force stays until staff approve the change, whatever the page re-reads.
    await page.reload();
    await expect(page.getByText(`On file: ${onFile}`)).toBeVisible();
    expect(onFile).not.toBe(pan);
  });

  test("another player's number: 'PAN Card Update Failed'", async ({ page, people, request }) => {
    const holder = await signUpThroughApi(request);
    const pan = freshPan();
    expect((await request.post(`/api/players/${holder.id}/pan-card`, { data: { panCardNumber: pan } })).ok()).toBe(
      true,
    );
    await openProfileAsApprovedPlayer(page, people);
    await page.getByLabel('PAN card number').fill(pan);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toastRegion(page).getByText('PAN Card Update Failed')).toBeVisible();
    await expect(toastRegion(page).getByText('cannot be used by other players', { exact: false })).toBeVisible();
  });
});

test.describe('profile: documents', () => {
  test("uploads the PAN document: 'Document Uploaded'", async ({ page, people }) => {
    await openProfileAsApprovedPlayer(page, people);
    await fileInput(page, 'PAN document').setInputFiles(FIXTURE_FILES.idCard);
    await expect(toastRegion(page).getByText('Document Uploaded', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'PAN document' }).getByText('Pending review'),
    ).toBeVisible();
  });

  test("a refused file: 'Upload Failed'", async ({ page, people }) => {
    await openProfileAsApprovedPlayer(page, people);
    await fileInput(page, 'PAN document').setInputFiles({
      name: 'pan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'),
    });
    await expect(toastRegion(page).getByText('Upload Failed')).toBeVisible();
  });

  test("documents approved with the player show 'Request Change' and open in a new tab", async ({ page, people }) => {
    // Approval needed the three documents approved (issue 14 item 16): the profile shows them so.
    await openProfileAsApprovedPlayer(page, people);
    const row = page.getByRole('listitem').filter({ hasText: 'ID document' });
    await expect(row.getByText('Approved')).toBeVisible();
    await row.getByRole('button', { name: 'Request Change' }).click();
    const ask = page.getByRole('dialog', { name: 'Request a change to your ID document' });
    await expect(ask.getByLabel('Reason')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: 'View' }).click();
    await popup;
  });
});
