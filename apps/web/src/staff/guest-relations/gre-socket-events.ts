import { registerSocketHandler } from '../../lib/socket';
import { storeConversationMessage, storeConversationStatus } from './gre-queries';

/** The players' and colleagues' chat writes applied to the inbox for the life of the console's socket. */
export function registerGreSocketEvents(): () => void {
  const stops = [
    registerSocketHandler('new-message', ({ conversation, message }, queryClient) =>
      storeConversationMessage(queryClient, conversation, message),
    ),
    registerSocketHandler('chat-status-updated', (change, queryClient) => storeConversationStatus(queryClient, change)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
