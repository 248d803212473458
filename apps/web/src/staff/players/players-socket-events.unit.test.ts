import { serverEvents } from '@club/shared/events';
import type { DirectoryPlayer, PlayerProfile } from '@club/shared/player-directory';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { KYC_QUEUE_KEY } from '../kyc/kyc-queries';
import { PLAYERS_KEYS } from './players-queries';
import { registerPlayersSocketEvents } from './players-socket-events';

const row = (id: number): DirectoryPlayer => ({
  id,
  playerCode: `POKEPLAYER-000${id}`,
  email: `p${id}@example.com`,
  firstName: 'Asha',
  lastName: 'Rao',
  nickname: `ace${id}`,
  phone: '9000000000',
  kycStatus: 'verified',
  emailVerified: true,
  createdAt: '2026-11-25T10:00:00.000Z',
  bar: null,
});
const bar = { reason: 'Fighting', barredAt: '2026-11-25T12:00:00.000Z', until: null, barredBy: 'Admin' };
const profile = (id: number) =>
  ({ player: { ...row(id), panCardNumber: null, lastLoginAt: null }, notes: [] }) as unknown as PlayerProfile;
const note = { id: 5, playerId: 7, body: 'Prefers seat 3', staffName: 'Admin', createdAt: '2026-11-25T12:00:00.000Z' };

describe('player directory events in the console cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  const push = (event: string, payload: unknown) => dispatchSocketEvent(serverEvents, queryClient, event, payload);
  const CAGE_SEARCH = ['staff', 'cage', 'search', 'asha'];

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(PLAYERS_KEYS.search('asha'), [row(7), row(8)]);
    queryClient.setQueryData(CAGE_SEARCH, [row(7)]);
    queryClient.setQueryData(PLAYERS_KEYS.profile(7), profile(7));
    queryClient.setQueryData(KYC_QUEUE_KEY, { players: [] });
    stop = registerPlayersSocketEvents();
  });
  afterEach(() => stop());

  it('flags a barred player in the directory, the cage search and the profile, reads the KYC queue again, and clears it when lifted', () => {
    push('player_bar_updated', { playerId: 7, bar });
    const list = queryClient.getQueryData<DirectoryPlayer[]>(PLAYERS_KEYS.search('asha'));
    expect(list?.map((p) => p.bar)).toEqual([bar, null]);
    expect(queryClient.getQueryData<DirectoryPlayer[]>(CAGE_SEARCH)?.[0]?.bar).toEqual(bar);
    expect(queryClient.getQueryData<PlayerProfile>(PLAYERS_KEYS.profile(7))?.player.bar).toEqual(bar);

    expect(queryClient.getQueryState(KYC_QUEUE_KEY)?.isInvalidated).toBe(true);

    push('player_bar_updated', { playerId: 7, bar: null });
    expect(queryClient.getQueryData<PlayerProfile>(PLAYERS_KEYS.profile(7))?.player.bar).toBeNull();
  });

  it("puts a new note first in the player's profile, once", () => {
    push('player_note_added', note);
    push('player_note_added', note);
    expect(queryClient.getQueryData<PlayerProfile>(PLAYERS_KEYS.profile(7))?.notes).toEqual([note]);
  });

  it('drops a malformed push', () => {
    push('player_bar_updated', { playerId: 'seven' });
    expect(queryClient.getQueryData<DirectoryPlayer[]>(PLAYERS_KEYS.search('asha'))?.[0]?.bar).toBeNull();
  });
});
