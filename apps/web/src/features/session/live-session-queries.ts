import {
  type LiveSession,
  liveSessionSchema,
  sessionActionResponseSchema,
  TABLES_FALLBACK_POLL_MS,
} from '@club/shared/tables';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../app/socket-provider';
import { apiRequest } from '../../lib/api';

export const liveSessionKey = (playerId: number) => ['live-session', playerId] as const;

/** The live session as received, with how far this device's clock is from the server's. */
export interface ReceivedLiveSession extends LiveSession {
  clockOffsetMs: number;
}

export const withClockOffset = (answer: LiveSession): ReceivedLiveSession => ({
  ...answer,
  clockOffsetMs: Date.parse(answer.serverTime) - Date.now(),
});

export function useLiveSession(playerId: number | undefined) {
  const refetchInterval = useFallbackRefetchInterval(TABLES_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: liveSessionKey(playerId ?? 0),
    queryFn: async () =>
      withClockOffset(await apiRequest(`/api/live-sessions/${playerId}`, { schema: liveSessionSchema })),
    enabled: playerId !== undefined,
    refetchInterval,
  });
}

export function storeLiveSession(queryClient: QueryClient, playerId: number, answer: LiveSession) {
  queryClient.setQueryData(liveSessionKey(playerId), withClockOffset(answer));
}

function useSessionAction(path: string, playerId: number | undefined, sessionId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(path, { method: 'POST', body: { playerId, sessionId }, schema: sessionActionResponseSchema }),
    onSuccess: ({ liveSession }) => {
      if (playerId !== undefined) storeLiveSession(queryClient, playerId, liveSession);
    },
  });
}

export const useStartCallTime = (playerId: number | undefined, sessionId: number | undefined) =>
  useSessionAction('/api/call-time/start', playerId, sessionId);
export const useRequestCashOut = (playerId: number | undefined, sessionId: number | undefined) =>
  useSessionAction('/api/cash-out/request', playerId, sessionId);
