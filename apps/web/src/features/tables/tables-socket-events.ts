import { moveAnnouncement } from '@club/shared/table-moves';
import { type PokerTable, TABLE_MESSAGES } from '@club/shared/tables';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast-store';
import { registerSocketHandler } from '../../lib/socket';
import { storeMyChangeRequest } from '../live-session/change-request-queries';
import { liveSessionKey, type ReceivedLiveSession, storeLiveSession } from '../live-session/live-session-queries';
import { showSeatAssignment } from './seat-assignment-store';
import { playerSeatsKey, seatRequestsKey, storeTable, TABLES_KEY, tablePotKey, tableSeatsKey } from './tables-queries';

function applyTable(queryClient: QueryClient, table: PokerTable) {
  storeTable(queryClient, table);
  void queryClient.invalidateQueries({ queryKey: tableSeatsKey(table.id) });
  void queryClient.invalidateQueries({ queryKey: tablePotKey(table.id) });
}

/** How table events change the cache, whatever screen is open (no polling while connected). */
export function registerTablesSocketEvents(playerId: number): () => void {
  // Fan-outs after concurrent changes can cross on the way: a list read earlier never replaces a later one.
  let seatRequestsAsOf = Number.NEGATIVE_INFINITY;
  const stops = [
    registerSocketHandler('table_updated', (table, queryClient) => applyTable(queryClient, table)),
    // The lobby's changes of the last moments in one message (issue 20); games are applied by the games feature.
    registerSocketHandler('lobby_updated', ({ tables }, queryClient) => {
      for (const table of tables) applyTable(queryClient, table);
    }),
    registerSocketHandler('seat_requests_updated', (event, queryClient) => {
      if (event.playerId !== playerId || Date.parse(event.asOf) < seatRequestsAsOf) return;
      seatRequestsAsOf = Date.parse(event.asOf);
      queryClient.setQueryData(seatRequestsKey(event.playerId), event.seatRequests);
    }),
    registerSocketHandler('live_session_updated', (answer, queryClient) => {
      storeLiveSession(queryClient, playerId, answer);
      // The seated cards and banner read the player's seats; a session that began or ended moves them.
      void queryClient.invalidateQueries({ queryKey: playerSeatsKey(playerId) });
    }),
    registerSocketHandler('timing_rules_updated', (event, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: TABLES_KEY });
      const session = queryClient.getQueryData<ReceivedLiveSession>(liveSessionKey(playerId))?.session;
      if (session?.tableId === event.tableId) {
        const { minPlayMinutes, callTimeMinutes, cashOutWindowMinutes } = event.timingRules;
        toast({
          title: TABLE_MESSAGES.tableRulesUpdated,
          description: `${event.tableName}: minimum play ${minPlayMinutes} min, call time ${callTimeMinutes} min, cash-out window ${cashOutWindowMinutes} min.`,
          variant: 'info',
        });
      }
    }),
    // The table the player sits at became active: the banner moves to CURRENTLY PLAYING and the
    // lists the player left end (the live session and lists arrive as their own events too).
    registerSocketHandler('table-activation', (event, queryClient) => {
      if (event.playerId !== playerId) return;
      void queryClient.invalidateQueries({ queryKey: playerSeatsKey(playerId) });
      void queryClient.invalidateQueries({ queryKey: seatRequestsKey(playerId) });
      toast({
        title: TABLE_MESSAGES.tableActive,
        description: `${event.tableName} is now active: your game at seat ${event.seatNumber} has started.`,
        variant: 'success',
      });
    }),
    registerSocketHandler('seat_assigned', (_event, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: playerSeatsKey(playerId) });
      void queryClient.invalidateQueries({ queryKey: seatRequestsKey(playerId) });
    }),
    // The player's own table or seat change request (decision 142): asked, served or cancelled.
    registerSocketHandler('seat_change_request_updated', (event, queryClient) => {
      if (event.playerId === playerId) storeMyChangeRequest(queryClient, playerId, event.request);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * The screen's reaction to a seat assignment (mounted by TablesLiveLayer): the dialog, a toast, and the
 * move to the table after 2 s (spec section 4) unless the player dismisses the dialog first.
 */
export function useSeatAssignedNavigation(playerId: number | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (playerId === undefined) return;
    return registerSocketHandler('seat_assigned', (event) => {
      // The dialog closes as the move happens; Dismiss cancels the move (seat-assignment-store).
      showSeatAssignment(event, () => navigate(`/table/${event.tableId}`));
      toast({
        title: event.moveKind ? 'You were moved' : TABLE_MESSAGES.seatAssigned,
        description: event.moveKind
          ? moveAnnouncement(event.moveKind, event.tableName, event.seatNumber)
          : `${event.tableName}, seat ${event.seatNumber}`,
        variant: 'success',
      });
    });
  }, [playerId, navigate]);
}
