import { realtimeContract } from '@club/shared/contracts/realtime';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { CURRENT_USER_KEY, type CurrentUser } from '../features/accounts/current-user-query';
import { liveSessionKey, storeLiveSession } from '../features/live-session/live-session-queries';
import { notificationsKey } from '../features/notifications/notification-queries';
import { playerSeatsKey, seatRequestsKey } from '../features/tables/tables-queries';
import { balanceKey } from '../features/wallet/wallet-queries';
import { callApi } from '../lib/api';
import type { SnapshotReader } from '../lib/socket';

/**
 * The player's own state re-read in one request after its socket connects (decision 107): `GET /api/sync`
 * answers every query below as of one moment (the lobby's tables and games are read on their own). A read of one of them already on its way started before
 * the snapshot was asked for, so it is dropped for the snapshot; a push that changes one while the
 * snapshot is on its way is newer, so the snapshot leaves that one to the push.
 */
export function tabSnapshotReader(playerId: number, queryClient: QueryClient): SnapshotReader {
  // Onboarding sessions (KYC not passed) may not read the club's tables: their few queries are read one by one.
  const isClubMember = () => queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY)?.scope === 'full';
  const keys: QueryKey[] = [
    balanceKey(playerId),
    seatRequestsKey(playerId),
    playerSeatsKey(playerId),
    liveSessionKey(playerId),
    notificationsKey(playerId),
  ];
  const covered = new Set(keys.map((key) => hashKey(key)));
  return {
    covers: (query) => isClubMember() && covered.has(query.queryHash),
    async read() {
      if (!isClubMember()) return;
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })));
      const touched = new Set<string>();
      const stopWatching = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && covered.has(event.query.queryHash)) touched.add(event.query.queryHash);
      });
      let snapshot: Awaited<ReturnType<typeof callApi<typeof realtimeContract.getSync>>>;
      try {
        snapshot = await callApi(realtimeContract.getSync);
      } finally {
        stopWatching();
      }
      // Only what this tab has shown is kept current; a key it never read stays unread.
      const isStale = (key: QueryKey) => !touched.has(hashKey(key)) && queryClient.getQueryState(key) !== undefined;
      const put = (key: QueryKey, data: unknown) => {
        if (isStale(key)) queryClient.setQueryData(key, data);
      };
      put(balanceKey(playerId), snapshot.balance);
      put(seatRequestsKey(playerId), snapshot.seatRequests);
      put(playerSeatsKey(playerId), snapshot.tableSeats);
      put(notificationsKey(playerId), snapshot.notifications);
      // The live session carries its own version (the server's time): the newer one is kept.
      if (isStale(liveSessionKey(playerId))) storeLiveSession(queryClient, playerId, snapshot.liveSession);
    },
  };
}
