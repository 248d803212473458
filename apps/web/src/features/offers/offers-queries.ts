import { offersContract } from '@club/shared/contracts/offers';
import { OFFERS_FALLBACK_POLL_MS } from '@club/shared/offers';
import { useQuery } from '@tanstack/react-query';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';

export const OFFERS_KEY = ['offers'] as const;
const offerKey = (id: number) => [...OFFERS_KEY, 'one', id] as const;

export function useOffers() {
  const refetchInterval = useFallbackRefetchInterval(OFFERS_FALLBACK_POLL_MS);
  return useQuery({
    queryKey: [...OFFERS_KEY, 'list'],
    queryFn: () => callApi(offersContract.getStaffOffers),
    refetchInterval,
  });
}

export function useOffer(id: number) {
  return useQuery({
    queryKey: offerKey(id),
    queryFn: () => callApi(offersContract.getStaffOffersById, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Counts a view; a failure changes nothing the player sees (dashboard.md: "not shown"). */
export function recordOfferView(offerId: number) {
  void callApi(offersContract.postOfferViews, { body: { offer_id: offerId } }).catch(() => undefined);
}
