import { registerSocketHandler } from '../../lib/socket';
import { OFFERS_KEY } from './offers-queries';

/** Staff changed an offer: what shows depends on dates and status, so the list is read again. */
export function registerOfferSocketEvents(): () => void {
  return registerSocketHandler('offers_updated', (_, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
  });
}
