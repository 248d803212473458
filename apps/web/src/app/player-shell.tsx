import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { ChatCue } from '../features/chat/chat-cue';
import { PlayerHeader } from './player-header';
import { NotificationBubbles } from '../features/notifications/notification-bubbles';
import { PushPrompt } from '../features/push/push-prompt';
import { DealOfferNotice } from '../features/tournaments/deal/deal-offer-notice';
import { SeatNoticeDialog } from '../features/tournaments/my-seat';
import { useNotifications } from '../features/notifications/notification-queries';

// The table-assignment dialog with its 2 s move, and the live session button: their own chunk.
const TablesLiveLayer = lazy(() =>
  import('../features/tables/tables-live-layer').then((m) => ({ default: m.TablesLiveLayer })),
);

/**
 * Every screen of a player with full access (dashboard, table view, VIP shop, offer): the club header
 * with the unread bell and Sign Out, and what follows the player whatever screen is open: the
 * notification bubbles (accounts-kyc.md, App shell), the chat's end, and the seat assignment with its 2 s
 * move to the table (issue 14, items 1 and 2).
 */
export function PlayerShell() {
  const player = useCurrentUser().data?.player;
  const unreadCount = (useNotifications(player?.id).data ?? []).filter((n) => !n.read).length;
  if (!player) return null;
  return (
    <>
      <PlayerHeader playerName={`${player.firstName} ${player.lastName}`} unreadCount={unreadCount} />
      <Outlet />
      <NotificationBubbles playerId={player.id} />
      <PushPrompt />
      <ChatCue playerId={player.id} />
      <SeatNoticeDialog />
      <DealOfferNotice playerId={player.id} />
      <Suspense fallback={null}>
        <TablesLiveLayer />
      </Suspense>
    </>
  );
}
