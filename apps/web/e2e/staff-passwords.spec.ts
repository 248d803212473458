import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole, STAFF_PASSWORD } from './support/console';
import { expect, test } from './fixtures/test';

test('a super admin sets a new password for a member: their console signs out, and at the next sign-in they choose their own before anything else', async ({
  browser,
}) => {
  test.slow(); // two consoles, each signing in twice
  const tag = randomUUID().slice(0, 8);
  const email = `e2e-pw-${tag}@club.test`;
  const name = `Cage Relief ${tag}`;
  const given = `Given-${tag}-A1`;
  const chosen = `Chosen-${tag}-B2`;

  const desk = await openConsole(browser, 'e2e-super_admin@club.test');
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Staff' }).click();
  await desk.getByRole('button', { name: 'New staff account' }).click();
  const create = desk.getByRole('dialog', { name: 'New staff account' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('E-mail').fill(email);
  await create.getByLabel('Password').fill(STAFF_PASSWORD);
  await create.getByLabel('Role').selectOption('cashier');
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(create).toBeHidden();

  const theirs = await openConsole(browser, email);
  await expect(theirs.getByText('Live', { exact: true })).toBeVisible();

  await desk.getByRole('button', { name: `Set a new password for ${name}` }).click();
  const dialog = desk.getByRole('dialog', { name: `Set a new password for ${name}` });
  await dialog.getByLabel('New password').fill(given);
  await dialog.getByRole('button', { name: 'Set password' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByRole('row', { name: new RegExp(name) })).toContainText('Must choose a new password');
  // Their open console is signed out at once, saying why.
  await expect(theirs.getByText('A super admin set a new password for your account')).toBeVisible();

  await theirs.getByLabel('Password').fill(given);
  await theirs.getByRole('button', { name: 'Sign in' }).click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
  await expect(theirs.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(theirs);
  await theirs.getByLabel('Password you were given').fill(given);
  await theirs.getByLabel('New password', { exact: true }).fill(chosen);
  await theirs.getByLabel('New password again').fill(`${chosen}x`);
  await expect(theirs.getByText('The two new passwords differ.')).toBeVisible();
  await theirs.getByLabel('New password again').fill(chosen);
  await theirs.getByRole('button', { name: 'Save and open the console' }).click();
  await expect(
    theirs.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Cage' }),
  ).toBeVisible();
  await expect(theirs.getByText('Live', { exact: true })).toBeVisible();

  await desk.reload();
  const row = desk.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).not.toContainText('Must choose a new password');
  await theirs.context().close();
  await desk.context().close();
});
