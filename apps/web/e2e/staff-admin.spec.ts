import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openConsole, STAFF_PASSWORD } from './support/console';
import { expect, test } from './fixtures/test';

test('a super admin creates a staff account, changes its role and deactivates it; the audit log shows it all', async ({
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const email = `e2e-admin-${tag}@club.test`;
  const name = `Night Host ${tag}`;

  const desk = await openConsole(browser, 'e2e-super_admin@club.test');
  const nav = desk.getByRole('navigation', { name: 'Console sections' });
  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await expectNoSeriousAxeViolations(desk);

  // Create with a role.
  await desk.getByRole('button', { name: 'New staff account' }).click();
  const create = desk.getByRole('dialog', { name: 'New staff account' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('E-mail').fill(email);
  await create.getByLabel('Password').fill(STAFF_PASSWORD);
  await create.getByLabel('Role').selectOption('gre');
  await expectNoSeriousAxeViolations(desk);
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(create).toBeHidden();
  const row = desk.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Guest relations');
  await expect(row).toContainText('Never');

  // The new member opens their console.
  const theirs = await openConsole(browser, email);
  await expect(theirs).toHaveURL(/\/staff\/(kitchen|guest-relations|notifications|kyc)$/);
  await expect(theirs.getByText('Live', { exact: true })).toBeVisible();
  await desk.reload();
  await expect(desk.getByRole('row', { name: new RegExp(name) })).not.toContainText('Never');

  // Change the role: their console redraws for the new role.
  await desk.getByRole('button', { name: `Change role of ${name}` }).click();
  const roleDialog = desk.getByRole('dialog', { name: `Change the role of ${name}` });
  await roleDialog.getByLabel('Role').selectOption('manager');
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(desk.getByRole('row', { name: new RegExp(name) })).toContainText('Floor manager');
  await expect(
    theirs.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Floor' }),
  ).toBeVisible({ timeout: 3000 });

  // Deactivate: their open console is signed out with the reason.
  await desk.getByRole('button', { name: `Deactivate ${name}` }).click();
  const off = desk.getByRole('dialog', { name: `Deactivate ${name}` });
  await off.getByRole('button', { name: 'Deactivate' }).click();
  await expect(off).toBeHidden();
  await expect(desk.getByRole('row', { name: new RegExp(name) })).toContainText('Deactivated');
  await expect(theirs.getByText('Your staff account was deactivated')).toBeVisible({ timeout: 3000 });
  await expect(theirs.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await theirs.context().close();

  // The audit log has each action, and filters by action.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const rows = desk.getByTestId('audit-row');
  // The shared club's other tests write rows meanwhile (a first page of KYC approvals): the filter finds ours.
  const action = desk.getByLabel('Action', { exact: true });
  await action.selectOption('staff.create');
  await expect(rows.filter({ hasText: name }).first()).toContainText('staff create');
  await expectNoSeriousAxeViolations(desk);

  await action.selectOption('staff.update');
  await expect(rows.first()).toContainText('staff update');
  await expect(rows.filter({ hasNotText: 'staff update' })).toHaveCount(0);
  const csv = desk.getByRole('link', { name: 'Export CSV' });
  await expect(csv).toHaveAttribute('href', /audit\.csv\?action=staff\.update/);

  // The account's newest update is the deactivation: its before and after.
  await rows
    .filter({ hasText: name })
    .first()
    .getByRole('button', { name: /^Details of staff update/ })
    .click();
  const detail = desk.getByRole('dialog', { name: /^staff update #/ });
  await expect(detail.getByText('"isActive": true')).toBeVisible();
  await expect(detail.getByText('"isActive": false')).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  await detail.getByRole('button', { name: 'Close' }).first().click();

  const download = await desk.request.get((await csv.getAttribute('href')) as string);
  expect(download.ok()).toBe(true);
  const lines = (await download.text()).trimEnd().split('\r\n');
  expect(lines[0]).toContain('action');
  expect(lines.length).toBeGreaterThanOrEqual(3);
  expect(lines.slice(1).every((line) => line.includes(',staff.update,'))).toBe(true);
  await desk.context().close();
});

// It renames the club for a moment: tests that read the club's name must not run beside it.
test("a change of the club's name shows on a player's sign-in page and live on an open dashboard", {
  tag: '@club-wide',
}, async ({ browser, page, people }) => {
  const clubName = `Royal Flush ${randomUUID().slice(0, 6)}`;
  await people.signedInPlayer();
  await page.goto('/dashboard');

  const desk = await openConsole(browser, 'e2e-super_admin@club.test');
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Settings' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Club settings' })).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  const nameField = desk.getByLabel('Club name');
  const before = await nameField.inputValue();

  // A refusal is the server's sentence.
  await desk.getByLabel('Time zone').fill('Mars/Olympus');
  await desk.getByRole('button', { name: 'Save settings' }).click();
  await expect(desk.getByRole('alert')).toContainText('IANA name');
  await desk.getByRole('button', { name: 'Undo changes' }).click();

  await nameField.fill(clubName);
  await desk.getByRole('button', { name: 'Save settings' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // The open dashboard shows it without a reload; a new visitor's sign-in page shows it too.
  await expect(page.getByText(clubName).first()).toBeVisible({ timeout: 3000 });
  const visitor = await browser.newContext();
  const signIn = await visitor.newPage();
  await signIn.goto('/');
  await expect(signIn.getByText(clubName).first()).toBeVisible();
  await visitor.close();

  // Back as it was, for the other specs.
  await nameField.fill(before);
  await desk.getByRole('button', { name: 'Save settings' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await desk.context().close();
});
