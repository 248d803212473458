import { displayContract } from '@club/shared/contracts/display';
import { tournamentsContract } from '@club/shared/contracts/tournaments';
import type { DisplayKey, DisplayScreenBody } from '@club/shared/display';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useConsoleQuery } from '../console-query';
import { handleStaffAuthError } from '../staff-session';

const DISPLAYS_KEY = ['staff', 'displays'] as const;

export const useDisplayKeys = () => useConsoleQuery(DISPLAYS_KEY, () => callApi(displayContract.getStaffDisplays));

/** One key's answer put in the list (a new key first, as the server lists the newest first). */
function storeDisplay(queryClient: QueryClient, display: DisplayKey) {
  queryClient.setQueryData<DisplayKey[]>(DISPLAYS_KEY, (displays) => {
    if (!displays) return displays;
    return displays.some((d) => d.id === display.id)
      ? displays.map((d) => (d.id === display.id ? display : d))
      : [display, ...displays];
  });
}

function useDisplayMutation<I, A>(call: (input: I) => Promise<A>, displayOf: (answer: A) => DisplayKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => storeDisplay(queryClient, displayOf(answer)),
    onError: (error) => {
      if (handleStaffAuthError(queryClient, error)) return;
      void queryClient.invalidateQueries({ queryKey: DISPLAYS_KEY });
    },
  });
}

export const useCreateDisplayKey = () =>
  useDisplayMutation(
    (name: string) => callApi(displayContract.postStaffDisplays, { body: { name } }),
    (answer) => answer.display,
  );

export const useRevokeDisplayKey = () =>
  useDisplayMutation(
    (displayId: number) => callApi(displayContract.postStaffDisplaysByDisplayIdRevoke, { params: { displayId } }),
    (display) => display,
  );

/** The tournaments a screen may show: upcoming and running ones (a finished one is refused). */
export const useScreenTournaments = () =>
  useConsoleQuery(['staff', 'displays', 'tournaments'], async () =>
    (await callApi(tournamentsContract.getStaffTournaments)).filter(
      (tournament) => tournament.status === 'upcoming' || tournament.status === 'running',
    ),
  );

/** What a key's screen shows (decision 114): its TVs switch at once. */
export const useChooseDisplayScreen = () =>
  useDisplayMutation(
    ({ displayId, choice }: { displayId: number; choice: DisplayScreenBody }) =>
      callApi(displayContract.postStaffDisplaysByDisplayIdScreen, { params: { displayId }, body: choice }),
    (display) => display,
  );
