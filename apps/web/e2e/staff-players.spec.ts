import { expectNoSeriousAxeViolations } from './support/axe';
import { DESK, openConsole } from './support/console';
import { signInThroughForm, toastRegion } from './fixtures/players';
import { expect, test } from './fixtures/test';

test("a super admin bars a player from the directory: the player's open phone is signed out with the message, sign-in is refused, and lifting lets them back", async ({
  browser,
  page,
  people,
}, testInfo) => {
  test.setTimeout(240_000); // two browsers, axe on four states of the console
  // E-mail confirmed and KYC approved: the player signs in through the form on a phone.
  const player = await people.approvedPlayer();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, player.email);
  await page
    .getByRole('button', { name: 'Skip' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page.getByRole('heading', { name: `Welcome, ${player.first_name}` })).toBeVisible();
  await expect(page.getByText('Live updates connected')).toBeVisible();

  const desk = await openConsole(browser, 'e2e-super_admin@club.test');
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Players' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await expectNoSeriousAxeViolations(desk);

  // Search as you type: the nickname finds the player; the keyboard opens the profile.
  await desk.getByLabel('Search players').fill(player.nickname);
  const found = desk.getByRole('list', { name: 'Players found' }).getByRole('button');
  await expect(found).toHaveCount(1);
  await found.first().focus();
  await desk.keyboard.press('Enter');
  const profile = desk.getByRole('article', { name: new RegExp(player.first_name) });
  await expect(profile.getByRole('heading', { name: new RegExp(player.nickname) })).toBeVisible();
  await expect(profile.getByRole('region', { name: 'Money' })).toBeVisible();
  await expect(profile.getByRole('region', { name: 'KYC' })).toBeVisible();

  // A note, audited and shown at once.
  await profile.getByLabel('New note (staff only; audited)').fill('Asked for a quieter table.');
  await profile.getByRole('button', { name: 'Add note' }).click();
  await expect(profile.getByRole('list', { name: 'Notes' })).toContainText('Asked for a quieter table.');
  await expectNoSeriousAxeViolations(desk);

  // Bar with a reason, until lifted.
  await profile.getByRole('button', { name: 'Bar player' }).click();
  const dialog = desk.getByRole('dialog', { name: `Bar ${player.first_name} ${player.last_name}` });
  await dialog.getByLabel('Reason (the audit log keeps it)').fill('Abusive to the dealer');
  await expectNoSeriousAxeViolations(desk);
  // The phone's toast lasts a few seconds: watch for it from before the click.
  const toast = toastRegion(page);
  const phoneTold = Promise.all([
    expect(toast.getByText('Signed Out', { exact: true })).toBeVisible({ timeout: 30_000 }),
    expect(toast.getByText(/Your account has been barred from the club\./)).toBeVisible({ timeout: 30_000 }),
  ]);
  await dialog.getByRole('button', { name: 'Bar player' }).click();
  // The player's open phone is signed out with the message.
  await phoneTold;
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
  await expect(profile.getByText('Barred from the club')).toBeVisible();
  await expect(found.first()).toContainText('Barred');
  expect(desk.viewportSize()).toEqual(DESK);
  await testInfo.attach('players section, a barred player, 1280x800', {
    body: await desk.screenshot({ path: testInfo.outputPath('players-1280.png') }),
    contentType: 'image/png',
  });
  await desk.setViewportSize({ width: 1024, height: 768 });
  await testInfo.attach('players section, a barred player, 1024x768', {
    body: await desk.screenshot({ path: testInfo.outputPath('players-1024.png') }),
    contentType: 'image/png',
  });
  await desk.setViewportSize(DESK);

  // Signing in again is refused with the same sentence.
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(/Your account has been barred from the club\./).first()).toBeVisible();

  // Lifting lets the player sign in.
  await profile.getByRole('button', { name: 'Lift bar' }).click();
  const lift = desk.getByRole('dialog', { name: /^Lift the bar of/ });
  await lift.getByLabel('Note (optional)').fill('Apologised to the dealer');
  await lift.getByRole('button', { name: 'Lift bar' }).click();
  await expect(lift).toBeHidden();
  await expect(profile.getByText('Barred from the club')).toBeHidden();
  await page.getByRole('button', { name: 'Log In' }).click();
  // The welcome ('Welcome, Asha!') then the dashboard ('Welcome, Asha'): signed in either way.
  await expect(page.getByText(`Welcome, ${player.first_name}`).first()).toBeVisible({ timeout: 20_000 });
  await desk.context().close();
});
