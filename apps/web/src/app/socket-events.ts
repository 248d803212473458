import type { QueryClient } from '@tanstack/react-query';
import { registerAccountSocketEvents } from '../features/accounts/account-socket-events';
import { registerClubSettingsSocketEvents } from '../features/accounts/club-settings-socket-events';
import { registerChatSocketEvents } from '../features/chat/chat-socket-events';
import { registerFoodSocketEvents } from '../features/food/food-socket-events';
import { registerGamesSocketEvents } from '../features/game/games-socket-events';
import { registerKycSocketEvents } from '../features/kyc/kyc-socket-events';
import { registerNotificationSocketEvents } from '../features/notifications/notification-socket-events';
import { registerOfferSocketEvents } from '../features/offers/offer-socket-events';
import { registerTablesSocketEvents } from '../features/tables/tables-socket-events';
import { registerClockSocketEvents } from '../features/tournaments/clock/clock-queries';
import { registerMySeatSocketEvents } from '../features/tournaments/my-seat-queries';
import { registerTournamentSocketEvents } from '../features/tournaments/tournament-socket-events';
import { registerVipSocketEvents } from '../features/vip/vip-socket-events';
import { registerWalletSocketEvents } from '../features/wallet/wallet-socket-events';

/**
 * Every feature's socket events applied to the query cache for the whole life of the socket, whatever
 * screen is open: an event that arrives while the player is on another tab is not lost, and the tab
 * shows it when opened (issue 11, item 18). Screens add only their own UI reactions on top.
 */
export function registerSocketEvents(playerId: number, queryClient: QueryClient): () => void {
  const stops = [
    registerAccountSocketEvents(queryClient),
    registerKycSocketEvents(),
    registerClubSettingsSocketEvents(),
    registerWalletSocketEvents(),
    registerTablesSocketEvents(playerId),
    registerGamesSocketEvents(playerId),
    registerTournamentSocketEvents(),
    registerClockSocketEvents(),
    registerMySeatSocketEvents(),
    registerOfferSocketEvents(),
    registerFoodSocketEvents(),
    registerNotificationSocketEvents(playerId),
    registerChatSocketEvents(playerId),
    registerVipSocketEvents(),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
