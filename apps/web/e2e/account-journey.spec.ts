import { findMailedLink } from './fixtures/mailbox';
import { newPlayerDetails, signInThroughForm, signUpThroughForm, toastRegion } from './fixtures/players';
import { expect, test } from './fixtures/test';
import { kycDesk, prepareDocumentsThroughApi } from './support/kyc';

// The whole way in, as a new player lives it: the form, the mail, the link, the wait for KYC,
// a manager's approval, and the dashboard.
test('a new player signs up, confirms the e-mail from the mailbox, waits for KYC, and reaches the dashboard', async ({
  page,
  people,
}) => {
  const player = newPlayerDetails();
  await signUpThroughForm(page, player);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('tab', { name: 'Log In' })).toBeVisible();

  // The verification mail went through a real SMTP server; its link is the one a player taps.
  const link = new URL(await findMailedLink(player.email, '/verify-email'));
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/auth\?verified=true$/);
  await expect(page.getByText('Email Verified!', { exact: false }).first()).toBeVisible();

  await signInThroughForm(page, player.email, player.password);
  await expect(toastRegion(page).getByText('Access Denied')).toBeVisible();
  await expect(page).toHaveURL(/\/kyc$/);
  // The documents and PAN go up with the player's own session (the wizard's own steps are in kyc.spec.ts).
  const me = await page.request.get('/api/auth/me');
  const { ids } = await prepareDocumentsThroughApi(
    page.request,
    ((await me.json()) as { player: { id: number } }).player.id,
  );
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('tab', { name: 'Log In' })).toBeVisible();

  const manager = await people.staff('manager');
  // The manager finds the player at the desk by e-mail, as staff do.
  const found = await manager.get(`/api/staff/players?search=${encodeURIComponent(player.email)}`);
  expect(found.ok(), await found.text()).toBe(true);
  const [{ id: playerId }] = (await found.json()) as Array<{ id: number }>;
  // Approval needs the three documents approved and a PAN on file (issue 14 item 16).
  for (const id of Object.values(ids)) await kycDesk(manager).review(id, 'approved');
  const approval = await manager.post(`/api/staff/kyc/players/${playerId}`, {
    data: { status: 'approved', note: 'Documents checked at the desk' },
  });
  expect(approval.ok(), await approval.text()).toBe(true);

  await signInThroughForm(page, player.email, player.password);
  await expect(toastRegion(page).getByText('Welcome back!')).toBeVisible();
  const skip = page.getByRole('button', { name: 'Skip' });
  await skip.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${player.first_name}` })).toBeVisible();
});

test('a player signed in for KYC who follows the verification link in the same browser is told the e-mail was verified', async ({
  page,
}) => {
  const player = newPlayerDetails();
  await signUpThroughForm(page, player);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  const link = new URL(await findMailedLink(player.email, '/verify-email'));
  await page.goto(link.pathname + link.search);
  // The signed-in player goes on to the KYC wizard, not the sign-in screen; the toast says it worked.
  await expect(toastRegion(page).getByText('Email Verified Successfully! ✅')).toBeVisible();
  await expect(page).toHaveURL(/\/kyc/);
  await expect(toastRegion(page).getByText('Email Verified Successfully! ✅')).toHaveCount(1);
});
