import { serverEvents } from '@club/shared/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchSocketEvent } from '../../lib/socket';
import { registerOfferSocketEvents } from './offer-socket-events';

describe('offer events in the cache', () => {
  let queryClient: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    queryClient = new QueryClient();
    stop = registerOfferSocketEvents();
  });
  afterEach(() => stop());

  it('reads the offers again when staff change one (dates and status decide what shows)', () => {
    queryClient.setQueryData(['offers', 'list'], []);
    queryClient.setQueryData(['offers', 'one', 3], { id: 3 });
    queryClient.setQueryData(['tournaments'], []);
    dispatchSocketEvent(serverEvents, queryClient, 'offers_updated', { offerId: 3 });
    expect(queryClient.getQueryState(['offers', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['offers', 'one', 3])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['tournaments'])?.isInvalidated).toBe(false);
  });
});
