import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from '../components/ui/toast-store';
import { SocketStatusContext } from '../lib/connection-status';
import { connectSocket, registerSocketHandler } from '../lib/socket';
import { registerCageSocketEvents } from './cage/cage-socket-events';
import { registerContentSocketEvents } from './content/content-socket-events';
import { registerFloorSocketEvents } from './floor/floor-socket-events';
import { registerMovesSocketEvents } from './floor/moves-queries';
import { registerStaffGamesSocketEvents } from './floor/games-socket-events';
import { registerGreSocketEvents } from './guest-relations/gre-socket-events';
import { registerKitchenSocketEvents } from './kitchen/kitchen-socket-events';
import { registerKycDeskSocketEvents } from './kyc/kyc-socket-events';
import { registerNotificationsDeskSocketEvents } from './notifications/notifications-socket-events';
import { registerPlayersSocketEvents } from './players/players-socket-events';
import { registerReportsSocketEvents } from './reports/reports-socket-events';
import { ROLE_LABELS } from './sections';
import { registerSettingsSocketEvents } from './settings/settings-socket-events';
import { endStaffSession, STAFF_ME_KEY } from './staff-session';
import { registerTournamentDeskSocketEvents } from './tournaments/tournaments-socket-events';

/**
 * The console's one socket, opened with the staff session. Its events go to the same cache layer as
 * the player app's; a revoked session takes the console back to sign-in at once, saying why.
 */
export function StaffSocketProvider({ staffId, children }: { staffId: number; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [isConnected, setIsConnected] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another staff member signing in gets a new socket.
  useEffect(() => {
    let isCancelled = false;
    const stops = [
      registerSocketHandler('session_revoked', ({ reason }, client) => endStaffSession(client, reason)),
      registerSocketHandler('staff_role_changed', ({ role }, client) => {
        toast({ title: 'Your role changed', description: `You are now: ${ROLE_LABELS[role]}.`, variant: 'info' });
        void client.invalidateQueries({ queryKey: STAFF_ME_KEY });
      }),
      registerFloorSocketEvents(),
      registerMovesSocketEvents(),
      registerStaffGamesSocketEvents(),
      registerCageSocketEvents(),
      registerKitchenSocketEvents(),
      registerGreSocketEvents(),
      registerKycDeskSocketEvents(),
      registerPlayersSocketEvents(),
      registerSettingsSocketEvents(),
      registerContentSocketEvents(),
      registerTournamentDeskSocketEvents(),
      registerReportsSocketEvents(),
      registerNotificationsDeskSocketEvents(),
    ];
    const opening = connectSocket({
      queryClient,
      as: 'staff',
      onStatusChange: (connected) => {
        if (!isCancelled) setIsConnected(connected);
      },
    });
    void opening.then((socket) => {
      // Refused at the handshake: the session is gone (expired or revoked while away).
      socket.on('connect_error', (error) => {
        if (error.message === 'unauthorized') {
          socket.disconnect();
          endStaffSession(queryClient, 'Your staff session has ended. Please sign in again.');
        }
      });
    });
    return () => {
      isCancelled = true;
      for (const stop of stops) stop();
      setIsConnected(false);
      void opening.then((socket) => socket.disconnect());
    };
  }, [staffId, queryClient]);

  return <SocketStatusContext value={{ isConnected }}>{children}</SocketStatusContext>;
}
