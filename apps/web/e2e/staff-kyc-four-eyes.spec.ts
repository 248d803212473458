import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole } from './support/console';
import { freshPan, prepareDocumentsThroughApi, startKycAsNewPlayer } from './support/kyc';

// Four-eyes KYC approval and duplicate flags on the KYC desk (issue 18, docs/decisions/095).

/** The KYC desk of a console (a desk PC), live. */
async function openKycDesk(desk: Page) {
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'KYC' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'KYC' })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}

const setSecondReviewer = async (superAdmin: APIRequestContext, on: boolean) => {
  const res = await superAdmin.patch('/api/staff/club/settings', { data: { kycSecondReviewer: on } });
  expect(res.ok(), await res.text()).toBe(true);
};

test("a first approval waits as 'Approval 1 of 2' on every desk, a second reviewer confirms it and the phone reaches the dashboard; another account asking for the same PAN is flagged", {
  tag: '@club-wide',
}, async ({ browser, page, people, request }) => {
  test.slow();
  const superAdmin = await people.staff('super_admin');
  const admin = await people.staff('admin');

  // An approved player asks to change their PAN to the one the new player will give (a pending change).
  const pan = freshPan();
  const holder = await people.approvedPlayer();
  const asked = await request.post(`/api/players/${holder.id}/pan-card`, { data: { panCardNumber: pan } });
  expect(asked.ok(), await asked.text()).toBe(true);
  expect(((await asked.json()) as { pendingReview: boolean }).pendingReview).toBe(true);

  const first = await openConsole(browser, 'e2e-manager@club.test');
  const second = await openConsole(browser, 'e2e-gre@club.test');
  await Promise.all([openKycDesk(first), openKycDesk(second)]);

  // The phone: documents on file, the same PAN, then the wizard's review step submits.
  const player = await startKycAsNewPlayer(page);
  const { ids } = await prepareDocumentsThroughApi(page.request, player.id);
  const saved = await page.request.post(`/api/players/${player.id}/pan-card`, { data: { panCardNumber: pan } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByRole('heading', { name: /^Thank you/i })).toBeVisible();
  for (const id of Object.values(ids)) {
    const reviewed = await admin.post(`/api/staff/kyc/documents/${id}`, { data: { status: 'approved' } });
    expect(reviewed.ok(), await reviewed.text()).toBe(true);
  }

  const name = `${player.first_name} ${player.last_name}`;
  const rowOn = (desk: Page) =>
    desk.getByRole('list', { name: 'Players waiting for review' }).getByRole('button', { name: new RegExp(name) });
  await expect(rowOn(first)).toBeVisible();
  await expect(rowOn(second)).toBeVisible();

  // The review screen flags the other account, with a link to its profile.
  await rowOn(first).click();
  const review = first.getByRole('region', { name });
  const flag = review.getByRole('region', { name: /^Possible duplicate/ });
  const holderName = `${holder.first_name} ${holder.last_name}`;
  await expect(flag).toContainText('asked to change their PAN to this one');
  await expect(flag.getByRole('link', { name: new RegExp(holderName) })).toHaveAttribute(
    'href',
    `/staff/players?player=${holder.id}`,
  );
  for (const label of ['Government ID', 'Address Proof', 'Profile Photo']) {
    await expect(review.getByRole('article', { name: label }).getByText('Approved', { exact: true })).toBeVisible();
  }

  // The club requires a second reviewer for as short a time as the first approval takes: other browser
  // tests approve players meanwhile (people.decideKyc confirms with a second account if they meet it).
  await setSecondReviewer(superAdmin, true);
  try {
    await review.getByRole('button', { name: 'Approve KYC' }).click();
    const approve = first.getByRole('dialog', { name: `Approve KYC: ${name}` });
    await approve.getByRole('button', { name: 'Approve KYC' }).click();
    await expect(approve).toBeHidden();
  } finally {
    await setSecondReviewer(superAdmin, false);
  }

  // The first reviewer sees their approval waiting, and cannot confirm it themselves.
  await expect(review.getByRole('status').filter({ hasText: 'Approval 1 of 2 by e2e-manager' })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Confirm approval' })).toBeDisabled();
  await expect(review).toContainText('A different reviewer confirms it');
  await expect(page.getByRole('heading', { name: /^Thank you/i })).toBeVisible();
  // The flag's link opens the other player's profile in the console.
  await flag.getByRole('link', { name: new RegExp(holderName) }).click();
  await expect(first.getByRole('heading', { level: 2, name: new RegExp(holderName) })).toBeVisible();
  await expect(first).toHaveURL(new RegExp(`/staff/players\\?player=${holder.id}$`));

  // The second desk hears it live, and confirms.
  await expect(rowOn(second)).toContainText('Approval 1 of 2 by e2e-manager');
  await rowOn(second).click();
  const secondReview = second.getByRole('region', { name });
  await expect(secondReview.getByRole('status').filter({ hasText: 'Approval 1 of 2 by e2e-manager' })).toBeVisible();
  await expect(secondReview.getByRole('region', { name: /^Possible duplicate/ })).toBeVisible();
  await expectNoSeriousAxeViolations(second);
  await secondReview.getByRole('button', { name: 'Confirm approval' }).click();
  const confirm = second.getByRole('dialog', { name: `Confirm approval: ${name}` });
  await expect(confirm).toContainText('Approval 2 of 2: e2e-manager approved first.');
  await expectNoSeriousAxeViolations(second);
  await confirm.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(confirm).toBeHidden();

  // Approved at the second step: off the desk, and the phone opens the dashboard.
  await expect(rowOn(second)).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  await first.context().close();
  await second.context().close();
});
