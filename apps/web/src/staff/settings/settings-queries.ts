import type { StaffClubSettings, StaffClubSettingsChange } from '@club/shared/club';
import { clubContract } from '@club/shared/contracts/club';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useConsoleQuery } from '../console-query';
import { handleStaffAuthError } from '../staff-session';

export const CLUB_SETTINGS_STAFF_KEY = ['staff', 'club-settings'] as const;

export const useStaffClubSettings = () =>
  useConsoleQuery(CLUB_SETTINGS_STAFF_KEY, () => callApi(clubContract.getStaffClubSettings));

/** Keeps the newer of what the console holds and an answer or a push (by updatedAt). */
export function storeClubSettings(queryClient: QueryClient, settings: StaffClubSettings) {
  queryClient.setQueryData<StaffClubSettings>(CLUB_SETTINGS_STAFF_KEY, (held) =>
    held && Date.parse(held.updatedAt) > Date.parse(settings.updatedAt) ? held : settings,
  );
}

export function useSaveClubSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffClubSettingsChange) => callApi(clubContract.patchStaffClubSettings, { body: change }),
    onSuccess: (settings) => storeClubSettings(queryClient, settings),
    onError: (error) => {
      handleStaffAuthError(queryClient, error);
    },
  });
}
