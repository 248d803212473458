import { OFFERS_FALLBACK_POLL_MS, offerListSchema, offerSchema, offerViewResponseSchema } from '@club/shared/offers';
import { useQuery } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../app/socket-provider';
import { apiRequest } from '../../lib/api';

export const OFFERS_KEY = ['offers'] as const;
export const offerKey = (id: number) => [...OFFERS_KEY, 'one', id] as const;

export function useOffers() {
  const refetchInterval = useFallbackRefetchInterval(OFFERS_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: [...OFFERS_KEY, 'list'],
    queryFn: () => apiRequest('/api/staff-offers', { schema: offerListSchema }),
    refetchInterval,
  });
}

export function useOffer(id: number) {
  return useQuery({
    queryKey: offerKey(id),
    queryFn: () => apiRequest(`/api/staff-offers/${id}`, { schema: offerSchema }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Counts a view; a failure changes nothing the player sees (dashboard.md: "not shown"). */
export function recordOfferView(offerId: number) {
  void apiRequest('/api/offer-views', {
    method: 'POST',
    body: { offer_id: offerId },
    schema: offerViewResponseSchema,
  }).catch(() => undefined);
}
