import { playerDirectoryContract } from '@club/shared/contracts/player-directory';
import { staffContract } from '@club/shared/contracts/staff';
import type { DirectoryPlayer, PlayerBar, PlayerNote, PlayerProfile } from '@club/shared/player-directory';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useStaffQuery } from '../cage/cage-queries';
import { handleStaffAuthError } from '../staff-session';

// Every directory key starts with 'staff' (dropped when the session ends) then 'players'.
export const PLAYERS_KEYS = {
  all: ['staff', 'players'] as const,
  search: (text: string) => ['staff', 'players', 'search', text] as const,
  profile: (playerId: number) => ['staff', 'players', 'profile', playerId] as const,
};
/** The cage's own search holds the same rows (with the bar its player card flags). */
const CAGE_SEARCH_PREFIX = ['staff', 'cage', 'search'] as const;

/** The search typed so far, once it is two characters or more (the caller debounces it). */
export const useDirectorySearch = (text: string) =>
  useStaffQuery(
    PLAYERS_KEYS.search(text),
    () => callApi(staffContract.getStaffPlayers, { query: { q: text } }),
    text.length >= 2,
  );

export const usePlayerProfile = (playerId: number) =>
  useStaffQuery(PLAYERS_KEYS.profile(playerId), () =>
    callApi(playerDirectoryContract.getStaffPlayersByPlayerId, { params: { playerId } }),
  );

/** A bar set or lifted reaches every list holding the player and the player's profile. */
export function storeBar(queryClient: QueryClient, playerId: number, bar: PlayerBar | null) {
  const patchList = (list: DirectoryPlayer[] | undefined) => list?.map((p) => (p.id === playerId ? { ...p, bar } : p));
  queryClient.setQueriesData<DirectoryPlayer[]>({ queryKey: [...PLAYERS_KEYS.all, 'search'] }, patchList);
  queryClient.setQueriesData<DirectoryPlayer[]>({ queryKey: CAGE_SEARCH_PREFIX }, patchList);
  queryClient.setQueryData<PlayerProfile>(PLAYERS_KEYS.profile(playerId), (profile) =>
    profile ? { ...profile, player: { ...profile.player, bar } } : profile,
  );
}

/** A new note goes first in the player's profile, once (the answer and the push may both bring it). */
export function storeNote(queryClient: QueryClient, note: PlayerNote) {
  queryClient.setQueryData<PlayerProfile>(PLAYERS_KEYS.profile(note.playerId), (profile) =>
    profile && !profile.notes.some((n) => n.id === note.id) ? { ...profile, notes: [note, ...profile.notes] } : profile,
  );
}

function useDirectoryMutation<I, R>(call: (input: I) => Promise<R>, store: (client: QueryClient, result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => store(queryClient, result),
    onError: (error) => handleStaffAuthError(queryClient, error),
  });
}

export const useBarPlayer = () =>
  useDirectoryMutation(
    (input: { playerId: number; reason: string; until: string | null }) =>
      callApi(playerDirectoryContract.postStaffPlayersByPlayerIdBar, {
        params: { playerId: input.playerId },
        body: { reason: input.reason, until: input.until },
      }),
    (client, player: DirectoryPlayer) => storeBar(client, player.id, player.bar),
  );

export const useLiftBar = () =>
  useDirectoryMutation(
    (input: { playerId: number; note: string }) =>
      callApi(playerDirectoryContract.postStaffPlayersByPlayerIdBarLift, {
        params: { playerId: input.playerId },
        body: input.note ? { note: input.note } : {},
      }),
    (client, player: DirectoryPlayer) => storeBar(client, player.id, player.bar),
  );

export const useAddNote = () =>
  useDirectoryMutation(
    (input: { playerId: number; body: string }) =>
      callApi(playerDirectoryContract.postStaffPlayersByPlayerIdNotes, {
        params: { playerId: input.playerId },
        body: { body: input.body },
      }),
    storeNote,
  );
