import { registerSocketHandler } from '../../lib/socket';
import {
  refreshPlayerContext,
  storeCannedReplies,
  storeConversationClaim,
  storeConversationMessage,
  storeConversationStatus,
  storeFeedback,
} from './gre-queries';

/**
 * The players' and colleagues' chat writes, claims, canned replies and feedback applied to the desk's
 * cache for the life of the console's socket. (The typing signal is a screen's reaction, not cached.)
 */
export function registerGreSocketEvents(): () => void {
  const stops = [
    registerSocketHandler('new-message', ({ conversation, message }, queryClient) =>
      storeConversationMessage(queryClient, conversation, message),
    ),
    registerSocketHandler('chat-status-updated', (change, queryClient) => storeConversationStatus(queryClient, change)),
    registerSocketHandler('chat_claim_updated', (change, queryClient) => storeConversationClaim(queryClient, change)),
    registerSocketHandler('canned_replies_updated', ({ replies }, queryClient) =>
      storeCannedReplies(queryClient, replies),
    ),
    registerSocketHandler('feedback_received', (item, queryClient) => storeFeedback(queryClient, item)),
    registerSocketHandler('feedback_updated', (item, queryClient) => storeFeedback(queryClient, item)),
    registerSocketHandler('kitchen_order_updated', (order, queryClient) =>
      refreshPlayerContext(queryClient, order.playerId),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
