import { tablesContract } from '@club/shared/contracts/tables';
import type { LiveSession } from '@club/shared/live-session';
import { TABLES_FALLBACK_POLL_MS } from '@club/shared/tables';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';
import { newestOf } from '../../lib/newest';

export const liveSessionKey = (playerId: number) => ['live-session', playerId] as const;

/** The live session as received, with how far this device's clock is from the server's. */
export interface ReceivedLiveSession extends LiveSession {
  clockOffsetMs: number;
}

const withClockOffset = (answer: LiveSession): ReceivedLiveSession => ({
  ...answer,
  clockOffsetMs: Date.parse(answer.serverTime) - Date.now(),
});

export function useLiveSession(playerId: number | undefined) {
  const refetchInterval = useFallbackRefetchInterval(TABLES_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: liveSessionKey(playerId ?? 0),
    queryFn: async () =>
      withClockOffset(await callApi(tablesContract.getLiveSessionsByPlayerId, { params: { playerId: playerId ?? 0 } })),
    enabled: playerId !== undefined,
    refetchInterval,
  });
}

/** Keeps the newer of the cached session and `answer` (each says when the server computed it). */
export function storeLiveSession(queryClient: QueryClient, playerId: number, answer: LiveSession) {
  queryClient.setQueryData<ReceivedLiveSession>(liveSessionKey(playerId), (held) =>
    newestOf(held, withClockOffset(answer), (session) => session.serverTime),
  );
}

function useSessionAction(
  definition: typeof tablesContract.postCallTimeStart | typeof tablesContract.postCashOutRequest,
  playerId: number | undefined,
  sessionId: number | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(definition, { body: { playerId, sessionId } }),
    onSuccess: ({ liveSession }) => {
      if (playerId !== undefined) storeLiveSession(queryClient, playerId, liveSession);
    },
  });
}

export const useStartCallTime = (playerId: number | undefined, sessionId: number | undefined) =>
  useSessionAction(tablesContract.postCallTimeStart, playerId, sessionId);
export const useRequestCashOut = (playerId: number | undefined, sessionId: number | undefined) =>
  useSessionAction(tablesContract.postCashOutRequest, playerId, sessionId);
