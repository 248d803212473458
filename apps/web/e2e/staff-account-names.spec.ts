import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole, STAFF_PASSWORD } from './support/console';

test("a super admin renames a member on the Staff screen; the member's console shows the new name", async ({
  browser,
  people,
}) => {
  const tag = randomUUID().slice(0, 8);
  const email = `e2e-rename-${tag}@club.test`;
  // Named after the e-mail, as the CLI used to name everyone.
  const created = await (await people.staff('super_admin')).post('/api/staff/accounts', {
    data: { email, name: `rename-${tag}`, password: STAFF_PASSWORD, role: 'cashier' },
  });
  expect(created.status(), await created.text()).toBe(201);

  const desk = await openConsole(browser, 'e2e-super_admin@club.test');
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Staff' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await desk.getByRole('button', { name: `Rename rename-${tag}` }).click();
  const dialog = desk.getByRole('dialog', { name: `Rename rename-${tag}` });
  const name = dialog.getByLabel('Name');
  await name.fill('x'.repeat(81));
  await expect(dialog.getByText('A name has at most 80 characters')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save name' })).toBeDisabled();
  await name.fill(`Asha Rao ${tag}`);
  await expectNoSeriousAxeViolations(desk);
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog).toBeHidden();
  const row = desk.getByRole('row', { name: new RegExp(`Asha Rao ${tag}`) });
  await expect(row).toContainText(email);
  await expect(desk.getByRole('rowheader', { name: `rename-${tag}`, exact: true })).toHaveCount(0);

  // The member signs in and the console greets them by the new name.
  const theirs = await openConsole(browser, email);
  await expect(theirs.getByText(`Asha Rao ${tag}`)).toBeVisible();
  await theirs.context().close();
  await desk.context().close();
});
