import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { signInThroughForm } from '../fixtures/players';
import type { People } from '../fixtures/test';

/** A new player with e-mail verified and KYC approved, signed in through the form, on the dashboard. */
export async function signedInPlayerOnDashboard(page: Page, people: People) {
  const player = await people.approvedPlayer();
  await signInThroughForm(page, player.email);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  // Pushes sent before the socket is up are not replayed (the caches refetch on connect instead).
  await expect(page.getByText('Live updates connected')).toBeVisible();
  return player;
}

/** What the floor manager does in these tests, through the staff API (`staff` signed in as a manager). */
export async function floorManager(staff: APIRequestContext) {
  const { staff: me } = (await (await staff.get('/api/staff/auth/me')).json()) as { staff: { name: string } };
  const ok = async (response: Awaited<ReturnType<typeof staff.post>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  return {
    name: me.name,
    createTable: async (overrides: Record<string, unknown> = {}) =>
      (await ok(
        await staff.post('/api/staff/tables', {
          data: {
            name: `E2E ${randomUUID().slice(0, 6)}`,
            gameType: "No Limit Hold'em",
            // Each table its own game (decision 063), so parallel tests' lists and positions stay apart.
            stakes: `25/50 ${randomUUID().slice(0, 6)}`,
            smallBlind: '25',
            bigBlind: '50',
            minBuyIn: '2000',
            maxBuyIn: '10000',
            maxPlayers: 6,
            status: 'active',
            ...overrides,
          },
        }),
      )) as { id: number; name: string },
    seat: async (tableId: number, playerId: number, seatNumber: number, buyIn = '5000') =>
      (await ok(await staff.post(`/api/staff/tables/${tableId}/seat`, { data: { playerId, seatNumber, buyIn } }))) as {
        seatId: number;
      },
    correctStart: async (seatId: number, sessionStartTime: Date) =>
      ok(
        await staff.patch(`/api/staff/seats/${seatId}`, { data: { sessionStartTime: sessionStartTime.toISOString() } }),
      ),
  };
}

/** The player joins a table's list through the API in a context of their own, as the phone would. */
export async function joinListAsPlayer(
  browser: Browser,
  player: { id: number; email: string; password: string },
  tableId: number | string,
) {
  const phone = await browser.newContext();
  const signIn = await phone.request.post('/api/auth/signin', {
    data: { email: player.email, password: player.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const join = await phone.request.post('/api/seat-requests', { data: { playerId: player.id, tableId } });
  expect(join.ok(), await join.text()).toBe(true);
  await phone.close();
}

interface SeatDialogSeen {
  /** When the seat dialog first showed its details, and what they were (the dd texts in order). */
  shownAt: number;
  details: string[];
  /** When the page first showed /table/… after the dialog. */
  movedAt: number;
}

/**
 * Records, inside the page, the moment the 'Your seat is ready' dialog shows its details and the moment
 * the page moves to the table. The dialog closes itself 2 s after it opens, so reading it from the test
 * races the close on a loaded machine; the page's own clock (the same machine's) does not.
 */
export async function watchSeatDialog(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __seatDialog?: Partial<SeatDialogSeen> };
    const seen: Partial<SeatDialogSeen> = {};
    w.__seatDialog = seen;
    const look = () => {
      if (!seen.details) {
        const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) =>
          d.textContent?.includes('Your seat is ready'),
        );
        const details = dialog ? [...dialog.querySelectorAll('dd')].map((dd) => (dd.textContent ?? '').trim()) : [];
        if (details.length > 0 && details.every(Boolean)) Object.assign(seen, { shownAt: Date.now(), details });
      }
      if (seen.details && !seen.movedAt && location.pathname.startsWith('/table/')) seen.movedAt = Date.now();
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return {
    /** Waits until the dialog has shown and the page has moved, then answers what the page recorded. */
    seen: async (): Promise<SeatDialogSeen> => {
      const handle = await page.waitForFunction(() => {
        const seen = (window as unknown as { __seatDialog?: Partial<SeatDialogSeen> }).__seatDialog;
        return seen?.details && seen.movedAt ? seen : null;
      });
      return (await handle.jsonValue()) as SeatDialogSeen;
    },
  };
}

/**
 * The floor's part for a table's game (issue 27 item 3): the game's one wait-list, drawn once above its tables,
 * found by one of its tables. Its list is `getByRole('list', { name: /^Wait-list of / })` inside.
 */
export const gameSectionOf = (desk: Page, tableName: string) =>
  desk.getByTestId('floor-game-section').filter({ has: desk.getByRole('heading', { name: tableName, exact: true }) });

/** The wait-list of a table's game on the floor. */
export const gameListOf = (desk: Page, tableName: string) =>
  gameSectionOf(desk, tableName).getByRole('list', { name: /^Wait-list of / });
