import { offersContract } from '@club/shared/contracts/offers';
import { isOfferVisibleAt, nextOfferChangeAt, type Offer, OFFERS_FALLBACK_POLL_MS } from '@club/shared/offers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useFallbackRefetchInterval } from '../../lib/connection-status';
import { callApi } from '../../lib/api';

export const OFFERS_KEY = ['offers'] as const;
const OFFER_LIST_KEY = [...OFFERS_KEY, 'list'] as const;
const offerKey = (id: number) => [...OFFERS_KEY, 'one', id] as const;
// setTimeout's longest delay; a change further ahead is looked at again then.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * A clock that ticks once when `nextAt` comes (a start or end date): what shows by date is filtered
 * on the page, so offers appear and leave at their dates with no reload, no polling and no server
 * timer (issue 14, item 6).
 */
function useTickAt(nextAt: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (nextAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, nextAt - Date.now()), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [nextAt]);
  return now;
}

/** The offers showing now, highest priority first; the list holds the scheduled ones too, shown at their start. */
export function useOffers() {
  const refetchInterval = useFallbackRefetchInterval(OFFERS_FALLBACK_POLL_MS);
  const queryClient = useQueryClient();
  const [nextAt, setNextAt] = useState<number | null>(null);
  const now = useTickAt(nextAt);
  const select = useCallback(
    (list: Offer[]) => {
      const at = Math.max(now, Date.now());
      return list.filter((offer) => isOfferVisibleAt(offer, at));
    },
    [now],
  );
  const query = useQuery({
    queryKey: OFFER_LIST_KEY,
    queryFn: () => callApi(offersContract.getStaffOffers, { query: { include: 'upcoming' } }),
    refetchInterval,
    select,
  });
  const { dataUpdatedAt } = query;
  useEffect(() => {
    // Read again whenever the list or the clock moves: the next date at which something changes.
    void dataUpdatedAt;
    const list = queryClient.getQueryData<Offer[]>(OFFER_LIST_KEY) ?? [];
    setNextAt(nextOfferChangeAt(list, Math.max(now, Date.now())));
  }, [queryClient, dataUpdatedAt, now]);
  return query;
}

/** One offer; once its end date passes on an open page it reads as gone (null), as the server would say. */
export function useOffer(id: number) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const now = useTickAt(endsAt);
  const select = useCallback(
    (offer: Offer) => (isOfferVisibleAt(offer, Math.max(now, Date.now())) ? offer : null),
    [now],
  );
  const query = useQuery({
    queryKey: offerKey(id),
    queryFn: () => callApi(offersContract.getStaffOffersById, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    select,
  });
  const endDate = query.data?.end_date ?? null;
  useEffect(() => setEndsAt(endDate === null ? null : Date.parse(endDate) + 1), [endDate]);
  return query;
}

/** Counts a view; a failure changes nothing the player sees (dashboard.md: "not shown"). */
export function recordOfferView(offerId: number) {
  void callApi(offersContract.postOfferViews, { body: { offer_id: offerId } }).catch(() => undefined);
}
