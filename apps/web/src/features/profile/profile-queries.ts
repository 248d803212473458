import { type Player, playerSchema, type updateProfileRequestSchema } from '@club/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { CURRENT_USER_KEY, type CurrentUser } from '../accounts/current-user-query';

export type ProfileDetails = z.input<typeof updateProfileRequestSchema>;

/** PUT /api/players/{id}: the player's own name and phone; the answer replaces the signed-in player. */
export function useUpdateProfile(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: ProfileDetails) =>
      apiRequest(`/api/players/${playerId}`, { method: 'PUT', body: details, schema: playerSchema }),
    onSuccess: (player: Player) => {
      queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, (current) =>
        current ? { ...current, player } : current,
      );
    },
  });
}
