import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast-store';
import { registerAccountSocketEvents } from './account-socket-events';
import { CURRENT_USER_KEY } from './current-user-query';

vi.mock('../../components/ui/toast-store', () => ({ toast: vi.fn() }));

const signedIn = (kycStatus: string) => ({ player: { id: 7, kycStatus } });

describe('KYC decision toasts', () => {
  let queryClient: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    vi.mocked(toast).mockClear();
    queryClient = new QueryClient();
    queryClient.setQueryData(CURRENT_USER_KEY, signedIn('submitted'));
    stop = registerAccountSocketEvents(queryClient);
  });
  afterEach(() => stop());

  const titles = () => vi.mocked(toast).mock.calls.map(([input]) => input.title);

  it('announces an approval however it reached the cache (here: a re-read, no push)', () => {
    queryClient.setQueryData(CURRENT_USER_KEY, signedIn('approved'));
    expect(titles()).toEqual(['KYC Approved']);
  });

  it('announces a rejection once, and nothing when the status did not change', () => {
    queryClient.setQueryData(CURRENT_USER_KEY, signedIn('rejected'));
    queryClient.setQueryData(CURRENT_USER_KEY, signedIn('rejected'));
    expect(titles()).toEqual(['KYC Rejected']);
  });

  it('says nothing on the first read of a session or when an approved player becomes verified', () => {
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    queryClient.setQueryData(CURRENT_USER_KEY, signedIn('approved'));
    queryClient.setQueryData(CURRENT_USER_KEY, signedIn('verified'));
    expect(titles()).toEqual([]);
  });
});
