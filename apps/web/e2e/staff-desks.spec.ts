import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { floorManager } from './support/tables';

const STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD as string;
const DESK = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };
const tag = () => randomUUID().slice(0, 8);

/** A console in its own browser context, signed in through the console's form, then on one section. */
async function openDesk(browser: Browser, email: string, section: string, viewport = DESK): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const desk = await context.newPage();
  await desk.goto('/staff');
  await desk.getByLabel('Email').fill(email);
  await desk.getByLabel('Password').fill(STAFF_PASSWORD);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: section }).click();
  await expect(desk.getByRole('heading', { level: 1, name: section })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  return desk;
}

test('the kitchen display shows a phone order within 2 s with the seat to deliver to; moving it on updates the phone', async ({
  browser,
  page,
  people,
}) => {
  const dish = `E2E Masala Dosa ${tag()}`;
  const manager = await people.staff('manager');
  const item = await manager.post('/api/staff/food-beverage/items', {
    data: { name: dish, category: 'food', price: '220', sort_order: 0 },
  });
  expect(item.status(), await item.text()).toBe(201);
  const floor = await floorManager(manager);
  const table = await floor.createTable();
  const player = await people.signedInPlayer();
  const join = await page.request.post('/api/seat-requests', { data: { playerId: player.id, tableId: table.id } });
  expect(join.ok(), await join.text()).toBe(true);
  await floor.seat(table.id, player.id, 5);

  const kitchen = await openDesk(browser, 'e2e-gre@club.test', 'Kitchen', TABLET);
  await page.goto('/dashboard?tab=food');
  // A seated player's dashboard opens on the live session: close it to reach the menu.
  const live = page.getByRole('dialog', { name: /^Live Session/ });
  await live.getByRole('button', { name: 'Close' }).click();
  await expect(live).toBeHidden();
  // First on the menu (sort order 0): the live session's floating button covers the bottom of the page.
  await page.getByRole('button', { name: `Add ${dish}` }).click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const review = page.getByRole('dialog', { name: 'Review Order' });
  await review.getByLabel('Special instructions (optional)').fill('Extra chutney');
  await review.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed!' })).toBeHidden({ timeout: 6_000 });
  const phoneOrder = page.getByRole('listitem', { name: /^Order \d+$/ }).first();
  await expect(phoneOrder.getByTestId('order-status')).toHaveText('Placed');
  const orderId = Number((await phoneOrder.getAttribute('aria-label'))!.replace('Order ', ''));

  // The kitchen hears it by push: in the New column within 2 s, with the seat and the note.
  const column = (name: string) => kitchen.getByRole('region', { name: new RegExp(`^${name} \\(`) });
  const card = column('New').getByRole('article', { name: `#${orderId} · ${player.first_name} ${player.last_name}` });
  await expect(card).toBeVisible({ timeout: 2_000 });
  await expect(card).toContainText(`${table.name} · seat 5`);
  await expect(card).toContainText(`1 × ${dish}`);
  await expect(card).toContainText('Note: Extra chutney');
  await expect(card).toContainText(/0 min · On time/);
  await expectNoSeriousAxeViolations(kitchen);

  await card.getByRole('button', { name: 'Start preparing' }).click();
  const preparing = column('Preparing').getByRole('article', { name: new RegExp(`^#${orderId} `) });
  await expect(preparing).toBeVisible();
  await expect(phoneOrder.getByTestId('order-status')).toHaveText('Preparing');
  await preparing.getByRole('button', { name: 'Mark ready' }).click();
  await expect(column('Ready').getByRole('article', { name: new RegExp(`^#${orderId} `) })).toBeVisible();
  await expect(phoneOrder.getByTestId('order-status')).toHaveText('Ready');

  // Cancelling asks for the reason, which the phone shows on the order.
  await column('Ready')
    .getByRole('button', { name: `Cancel order ${orderId}` })
    .click();
  const cancel = kitchen.getByRole('dialog', { name: `Cancel order #${orderId}` });
  await cancel.getByLabel('Reason the player reads').fill('We spilled it on the way, sorry: a fresh one is free');
  await cancel.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(cancel).toBeHidden();
  await expect(phoneOrder.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(phoneOrder.getByTestId('order-cancel-reason')).toContainText('We spilled it on the way');
  await kitchen.context().close();
});

test("a player's message reaches the guest relations inbox live, and the console's reply reaches the phone", async ({
  browser,
  page,
  people,
}) => {
  const player = await people.signedInPlayer();
  const desk = await openDesk(browser, 'e2e-gre@club.test', 'Guest relations');
  await page.goto('/dashboard?tab=feedback');
  await page.getByRole('button', { name: 'Open Chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Guest Relations Support' });
  const question = `Could I get a blanket at my table? ${tag()}`;
  await chat.getByLabel('Message to Guest Relations').fill(question);
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByRole('status')).toHaveText(/Status: Pending/);

  const name = `${player.first_name} ${player.last_name}`;
  const row = desk.getByRole('list', { name: 'Open conversations' }).getByRole('button', { name: new RegExp(name) });
  await expect(row).toBeVisible({ timeout: 2_000 });
  await expect(row).toContainText(/Waiting \d+ min/);
  await row.click();
  const conversation = desk.getByRole('region', { name });
  await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText(question);
  await expectNoSeriousAxeViolations(desk);

  await conversation.getByLabel(`Reply to ${name}`).fill('On its way, two minutes.');
  await conversation.getByRole('button', { name: 'Send reply' }).click();
  await expect(conversation.getByLabel(`Reply to ${name}`)).toHaveValue('');
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText('On its way, two minutes.')).toBeVisible();
  await expect(chat.getByRole('status')).toHaveText(/Status: Active/);
  await expect(row).toContainText('Answered');

  // Closing takes it out of the inbox; the phone is asked whether to clear the chat.
  await conversation.getByRole('button', { name: 'Close conversation' }).click();
  const close = desk.getByRole('dialog', { name: `Close the conversation with ${name}` });
  await close.getByRole('button', { name: 'Close conversation' }).click();
  await expect(close).toBeHidden();
  await expect(row).toBeHidden();
  await expect(page.getByText(/Clear the chat history\?/).first()).toBeVisible();
  await desk.context().close();
});

test('a notification composed for one player reaches their phone as a bubble', async ({ browser, page, people }) => {
  const player = await people.signedInPlayer();
  await page.goto('/dashboard');
  const desk = await openDesk(browser, 'e2e-gre@club.test', 'Notifications');
  const title = `Your cash-out is ready ${tag()}`;
  await desk.getByLabel('Title').fill(title);
  await desk.getByLabel('Message').fill('Collect it at the cage whenever you like.');
  await desk.getByLabel('Type').selectOption('payment');
  await desk.getByLabel('Priority').selectOption('high');
  const preview = desk.getByTestId('bubble-preview');
  await expect(preview).toContainText(title);
  await expect(preview).toHaveAttribute('data-color', 'green');
  await expect(desk.getByText(/leaves the screen after 15 s/)).toBeVisible();

  await desk.getByLabel('Find the player').fill(player.email);
  await desk
    .getByRole('list', { name: 'Players found' })
    .getByRole('button', { name: new RegExp(player.first_name) })
    .click();
  await expect(desk.getByText(`To ${player.first_name} ${player.last_name}`)).toBeVisible();
  await expectNoSeriousAxeViolations(desk);
  await desk.getByRole('button', { name: 'Send notification' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Reached 1 player' })).toBeVisible();

  const bubble = page.getByTestId('notification-bubble').filter({ hasText: title });
  await expect(bubble).toBeVisible();
  await expect(bubble).toHaveAttribute('data-color', 'green');
  await desk.context().close();
});
