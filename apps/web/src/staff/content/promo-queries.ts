import { foodContract } from '@club/shared/contracts/food';
import { offersContract } from '@club/shared/contracts/offers';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { useConsoleQuery } from '../console-query';

// Offers and F&B ads in the Content section: keys under 'staff' (dropped when the session ends).
export const PROMO_KEYS = {
  offers: ['staff', 'content', 'offers'] as const,
  ads: ['staff', 'content', 'ads'] as const,
};

/** Every offer in carousel order, retired ones included, with its view count. */
export const useStaffOffers = () =>
  useConsoleQuery(PROMO_KEYS.offers, () => callApi(offersContract.getStaffOffersForStaff));

/** Every ad, inactive ones included. */
export const useStaffAds = () => useConsoleQuery(PROMO_KEYS.ads, () => callApi(foodContract.getStaffFoodBeverageAds));

/**
 * offers_updated names one offer and ads-updated carries the active ads only: the console holds every
 * offer (with views) and every ad, so it reads its list again.
 */
export const rereadOffers = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: PROMO_KEYS.offers });
export const rereadAds = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: PROMO_KEYS.ads });
