import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESK, STAFF_PASSWORD } from './support/console';

const tag = () => randomUUID().slice(0, 8);

/** A guest-relations console in its own browser context (a desk PC), live, on the Guest relations page. */
async function openGreDesk(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESK });
  const desk = await context.newPage();
  await desk.goto('/staff');
  await desk.getByLabel('Email').fill(email);
  await desk.getByLabel('Password').fill(STAFF_PASSWORD);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await desk
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Guest relations' })
    .click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Guest relations' })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  return desk;
}

/** A second guest-relations member of the test's own (the harness has one account per role). */
async function newGre(admin: APIRequestContext): Promise<{ email: string; name: string }> {
  const id = tag();
  const email = `e2e-gre-${id}@club.test`;
  const name = `Ravi ${id.slice(0, 4)}`;
  const created = await admin.post('/api/staff/accounts', {
    data: { email, name, password: STAFF_PASSWORD, role: 'gre' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { email, name };
}

async function staffName(staff: APIRequestContext): Promise<string> {
  const me = await staff.get('/api/staff/auth/me');
  expect(me.ok(), await me.text()).toBe(true);
  return (await me.json()).staff.name;
}

/** A 1280x800 screenshot kept with the test's output (and in E2E_SCREENSHOT_DIR when set). */
async function keepScreenshot(page: Page, name: string) {
  const shot = await page.screenshot();
  await test.info().attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, `${name}.png`), shot);
}

test('two gre consoles open a player’s message: the second sees who handles it and takes it over; a canned reply reaches the phone', async ({
  browser,
  page,
  people,
}) => {
  test.slow(); // a phone and two consoles, each signing in through its form: long on a busy CI machine
  const admin = await people.staff('super_admin');
  const cannedTitle = `Blanket ${tag()}`;
  const cannedText = `A blanket is on its way to your seat. ${tag()}`;
  const canned = await admin.post('/api/staff/chat/canned-replies', { data: { title: cannedTitle, body: cannedText } });
  expect(canned.status(), await canned.text()).toBe(201);
  const second = await newGre(admin);
  const firstName = await staffName(await people.staff('gre'));

  const player = await people.signedInPlayer();
  const name = `${player.first_name} ${player.last_name}`;
  const first = await openGreDesk(browser, 'e2e-gre@club.test');
  const other = await openGreDesk(browser, second.email);

  await page.goto('/dashboard?tab=feedback');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  await page.getByRole('button', { name: 'Open Chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Guest Relations Support' });
  const question = `It is cold near table 2, could I get a blanket? ${tag()}`;
  await chat.getByLabel('Message to Guest Relations').fill(question);
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByRole('status')).toHaveText(/Status: Pending/);

  // The first console opens it: that claims it.
  const firstRow = first
    .getByRole('list', { name: 'Open conversations' })
    .getByRole('button', { name: new RegExp(name) });
  await firstRow.click();
  const firstConversation = first.getByRole('region', { name });
  await expect(firstConversation.getByRole('list', { name: 'Messages' })).toContainText(question);
  await expect(firstConversation.getByTestId('gre-claim')).toHaveText('You are handling this conversation.');
  await expect(firstConversation.getByRole('complementary', { name: 'Player context' })).toContainText(player.nickname);

  // The second console sees who handles it, in the inbox and in the conversation.
  const otherRow = other
    .getByRole('list', { name: 'Open conversations' })
    .getByRole('button', { name: new RegExp(name) });
  await expect(otherRow).toContainText(`Handled by ${firstName}`);
  await otherRow.click();
  const otherConversation = other.getByRole('region', { name });
  await expect(otherConversation.getByTestId('gre-claim')).toContainText(`Being handled by ${firstName}`);
  await expectNoSeriousAxeViolations(other);
  await keepScreenshot(other, 'gre-being-handled-1280');

  // Both type: the first console is warned that a colleague is writing too.
  await otherConversation.getByLabel(`Reply to ${name}`).fill('Checking with the floor');
  await expect(firstConversation.getByText(`${second.name} is typing in this conversation too`)).toBeVisible();

  // The second takes it over explicitly; the first console now shows who has it.
  await otherConversation.getByRole('button', { name: 'Take over' }).click();
  await expect(otherConversation.getByTestId('gre-claim')).toHaveText('You are handling this conversation.');
  await expect(firstConversation.getByTestId('gre-claim')).toContainText(`Being handled by ${second.name}`);

  // A canned reply is picked into the box and sent; it reaches the phone.
  const reply = otherConversation.getByLabel(`Reply to ${name}`);
  await reply.fill('');
  await otherConversation.getByLabel('Insert a canned reply').selectOption({ label: cannedTitle });
  await expect(reply).toHaveValue(cannedText);
  await otherConversation.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply).toHaveValue('');
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(cannedText)).toBeVisible();
  await expect(chat.getByRole('status')).toHaveText(/Status: Active/);
  await expectNoSeriousAxeViolations(first);
  await keepScreenshot(first, 'gre-conversation-1280');
  // The same desk on a tablet.
  await first.setViewportSize({ width: 1024, height: 768 });
  await expect(firstConversation.getByTestId('gre-claim')).toBeVisible();
  await keepScreenshot(first, 'gre-conversation-1024');

  // Closing with a resolution note; the phone gets the clear-history question as before.
  await otherConversation.getByRole('button', { name: 'Close conversation' }).click();
  const close = other.getByRole('dialog', { name: `Close the conversation with ${name}` });
  await close.getByLabel('Resolution note (staff only)').fill('Blanket brought to table 2.');
  await close.getByRole('button', { name: 'Close conversation' }).click();
  await expect(close).toBeHidden();
  await expect(otherRow).toBeHidden();
  await expect(firstRow).toBeHidden();
  await expect(page.getByText(/Clear the chat history\?/).first()).toBeVisible();
  await first.context().close();
  await other.context().close();
});

test('a feedback appears live in the inbox as New, opening marks it Read, a notification answers it: Responded', async ({
  browser,
  page,
  people,
}) => {
  const player = await people.signedInPlayer();
  const desk = await openGreDesk(browser, 'e2e-gre@club.test');
  await desk.getByRole('tab', { name: /Feedback/ }).click();

  await page.goto('/dashboard');
  await expect(page.getByText('Live updates connected')).toBeVisible();
  const words = `The new chairs are very comfortable ${tag()}`;
  const sent = await page.request.post('/api/feedback', { data: { message: words } });
  expect(sent.status(), await sent.text()).toBe(201);

  const row = desk.getByRole('list', { name: "Players' feedback" }).getByRole('button', { name: new RegExp(words) });
  await expect(row).toContainText('New');
  await row.click();
  const detail = desk.getByRole('region', { name: `Feedback from ${player.first_name} ${player.last_name}` });
  await expect(detail.getByTestId('gre-feedback-status')).toHaveText('Read');
  await expect(row).toContainText('Read');

  const title = `Thank you, ${player.first_name} ${tag()}`;
  await detail.getByLabel('Notification to the player').check();
  await detail.getByLabel('Notification title').fill(title);
  await detail.getByLabel('Answer', { exact: true }).fill('We are glad you like them. See you at the tables!');
  await expectNoSeriousAxeViolations(desk);
  await detail.getByRole('button', { name: 'Send notification' }).click();
  await expect(detail.getByTestId('gre-feedback-status')).toHaveText('Responded');
  await expect(row).toContainText('Responded');
  await expect(page.getByTestId('notification-bubble').filter({ hasText: title })).toBeVisible();
  await keepScreenshot(desk, 'gre-feedback-1280');
  await desk.context().close();
});

test('an admin writes and edits a canned reply in the console; a gre console has no such tab', async ({ browser }) => {
  test.slow(); // two consoles signing in through their forms
  const desk = await openGreDesk(browser, 'e2e-admin@club.test');
  const gre = await openGreDesk(browser, 'e2e-gre@club.test');
  await expect(gre.getByRole('tab', { name: 'Canned replies' })).toHaveCount(0);

  await desk.getByRole('tab', { name: 'Canned replies' }).click();
  const title = `Parking ${tag()}`;
  await desk.getByLabel('Title').fill(title);
  await desk.getByLabel('Reply text').fill('Valet parking is free for players tonight.');
  await desk.getByRole('button', { name: 'Add reply' }).click();
  const list = desk.getByRole('list', { name: 'Canned replies' });
  await expect(list).toContainText(title);

  await desk.getByRole('button', { name: `Edit ${title}` }).click();
  await desk.getByLabel('Reply text').fill('Valet parking is free for players all week.');
  await desk.getByRole('button', { name: 'Save changes' }).click();
  await expect(list).toContainText('Valet parking is free for players all week.');
  await expectNoSeriousAxeViolations(desk);
  await keepScreenshot(desk, 'gre-canned-replies-1280');

  await desk.context().close();
  await gre.context().close();
});
