import { accountsContract } from '@club/shared/contracts/accounts';
import type { Player, updateProfileRequestSchema } from '@club/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
import { CURRENT_USER_KEY, type CurrentUser } from '../accounts/current-user-query';

export type ProfileDetails = z.input<typeof updateProfileRequestSchema>;

/** PUT /api/players/{id}: the player's own name and phone; the answer replaces the signed-in player. */
export function useUpdateProfile(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: ProfileDetails) =>
      callApi(accountsContract.putPlayersByPlayerId, { params: { playerId }, body: details }),
    onSuccess: (player: Player) => {
      queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, (current) =>
        current ? { ...current, player } : current,
      );
    },
  });
}
