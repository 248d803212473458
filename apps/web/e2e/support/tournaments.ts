import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import type { People } from '../fixtures/test';
import { staffWalletCall } from './staff';

export interface NewTournament {
  /** The name's start; a short random tag follows it so tests never clash. */
  name: string;
  buyIn: string;
  /** The added money (the API's prize_pool). */
  addedMoney?: string;
  maxPlayers?: number;
  /** Hours from now; within the desk's week a tournament has a clock card. */
  startsInHours?: number;
  /** A structure with this fee (one 20-minute level, late registration through it), or none when absent. */
  fee?: string;
  /** With a fee: a knockout, this much of each buy-in the entry's bounty (decision 134). */
  bounty?: string;
}

/** A tournament made through the staff API (and its structure when a fee is given); answers its id and name. */
export async function createTournament(staff: APIRequestContext, options: NewTournament) {
  const name = `${options.name} ${randomUUID().slice(0, 6)}`;
  const created = await staff.post('/api/staff/tournaments', {
    data: {
      name,
      game_type: "No Limit Hold'em",
      tournament_type: 'Freezeout',
      buy_in: options.buyIn,
      prize_pool: options.addedMoney ?? '0',
      max_players: options.maxPlayers ?? 40,
      start_time: new Date(Date.now() + (options.startsInHours ?? 2) * 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (options.fee !== undefined) {
    const structure = await staff.put(`/api/staff/tournaments/${id}/structure`, {
      data: {
        startingStack: 20_000,
        levels: [{ kind: 'level', smallBlind: 100, bigBlind: 200, minutes: 20 }],
        lateRegistrationLevels: 1,
        entryRules: { maxReentries: 0, fee: options.fee, bounty: options.bounty ?? '0' },
      },
    });
    expect(structure.status(), await structure.text()).toBe(200);
  }
  return { id, name };
}

/** A player gets ₹10,000 at the cage and registers (an entry from the balance) from their own session. */
export async function registerFromBalance(
  browser: Browser,
  cashier: APIRequestContext,
  player: { id: number; email: string; password: string },
  tournamentId: number,
) {
  await staffWalletCall(cashier, player.id, 'cash-in', '10000');
  const phone = await browser.newContext();
  const signIn = await phone.request.post('/api/auth/signin', {
    data: { email: player.email, password: player.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const entered = await phone.request.post('/api/tournaments/register', { data: { tournamentId } });
  expect(entered.status(), await entered.text()).toBe(200);
  await phone.close();
}

/** The desk closes registration: no entry can come, so the prizes may be paid (decision 135). */
export async function closeRegistration(staff: APIRequestContext, tournamentId: number) {
  const closed = await staff.patch(`/api/staff/tournaments/${tournamentId}`, { data: { registration_open: false } });
  expect(closed.status(), await closed.text()).toBe(200);
}

/**
 * A tournament (made by the manager) that three approved players entered from their balances, its clock
 * started: the desk's small finished-tournament scenarios start here.
 */
export async function startedWithThreePlayers(browser: Browser, people: People, options: NewTournament) {
  const manager = await people.staff('manager');
  const { id, name } = await createTournament(manager, options);
  const players = [await people.approvedPlayer(), await people.approvedPlayer(), await people.approvedPlayer()];
  for (const player of players) await registerFromBalance(browser, await people.staff('cashier'), player, id);
  const started = await manager.post(`/api/staff/tournaments/${id}/clock`, { data: { action: 'start' } });
  expect(started.status(), await started.text()).toBe(200);
  await closeRegistration(manager, id);
  return { manager, id, name, players: players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]] };
}
