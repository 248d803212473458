import { pagingContract } from '@club/shared/contracts/paging';
import { formatHold, holdSecondsLeft, type PageResponse, PAGE_EXTENSION_MINUTES } from '@club/shared/paging';
import type { SeatRequest } from '@club/shared/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { callApi, isApiError } from '../../lib/api';
import { ring } from '../../lib/tones';
import { useClubSettings } from '../accounts/club-settings-query';
import { useCurrentUser } from '../accounts/current-user-query';
import { showSeatReadyNotification } from '../notifications/announce-notification';
import { seatRequestsKey, useSeatRequests } from './tables-queries';

/** The call: the rising tones, and a vibration where the browser allows it (not iOS Safari, not before a first tap). */
function callPlayer() {
  ring();
  if (typeof navigator.vibrate === 'function') navigator.vibrate([300, 150, 300, 150, 300]);
}

function useClock(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The full-screen call when the floor pages the player (decision 061): the table and seat, the hold
 * counting down from the stored expiry, and the three answers. Driven by the seat-requests cache, which
 * the server pushes (seat_requests_updated): no polling. Mounted by TablesLiveLayer on every signed-in screen.
 */
export function PageCall() {
  const playerId = useCurrentUser().data?.player.id;
  const requests = useSeatRequests(playerId).data ?? [];
  const paged = requests.find((r): r is SeatRequest & { page: NonNullable<SeatRequest['page']> } => r.page !== null);
  const now = useClock(paged !== undefined);
  // The club's setting (pushed with club_settings_changed); the default until it is read.
  const extensionMinutes = useClubSettings().data?.pageExtensionMinutes ?? PAGE_EXTENSION_MINUTES;
  const [closed, setClosed] = useState<string | null>(null);
  const rang = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (input: { entryId: number; response: PageResponse }) =>
      callApi(pagingContract.postWaitlistByEntryIdRespond, {
        params: { entryId: input.entryId },
        body: { response: input.response },
      }),
    onSuccess: (list) => {
      if (playerId !== undefined) queryClient.setQueryData(seatRequestsKey(playerId), list);
    },
  });

  const pageKey = paged ? `${paged.id}:${paged.page.pagedAt}` : null;
  useEffect(() => {
    if (pageKey && rang.current !== pageKey) {
      rang.current = pageKey;
      answer.reset();
      callPlayer();
      // The floor sees 'in app: seen' (decision 141); a failure only leaves that line off the floor's entry.
      if (paged) {
        void callApi(pagingContract.postWaitlistByEntryIdPageSeen, {
          params: { entryId: paged.id },
          body: { pagedAt: paged.page.pagedAt },
        }).catch(() => undefined);
      }
      // In the background: a system notification through the service worker (decision 064).
      if (paged) {
        void showSeatReadyNotification({
          entryId: paged.id,
          tableName: paged.page.tableName,
          seatNumber: paged.page.seatNumber,
        });
      }
    }
  }, [pageKey, answer.reset, paged]);

  if (!paged || closed === pageKey) return null;
  const { page } = paged;
  const left = holdSecondsLeft(page.pageExpiresAt, now);
  const respond = (response: PageResponse) => answer.mutate({ entryId: paged.id, response });
  const busy = answer.isPending;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : setClosed(pageKey))}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby="page-call-hold"
          className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 overflow-y-auto bg-slate-950 px-5 py-8 text-center text-slate-50 data-[state=open]:animate-fade-in"
        >
          <div
            className="grid size-20 motion-safe:animate-pulse place-items-center rounded-full bg-emerald-500/20 text-5xl"
            aria-hidden="true"
          >
            ♠
          </div>
          <DialogPrimitive.Title className="text-3xl font-black text-white">Your seat is ready</DialogPrimitive.Title>
          <dl className="grid w-full max-w-sm grid-cols-2 gap-3">
            <div className="rounded-2xl bg-slate-800/80 p-4">
              <dt className="text-xs text-slate-400">Table</dt>
              <dd className="text-lg font-bold text-white">{page.tableName}</dd>
            </div>
            <div className="rounded-2xl bg-slate-800/80 p-4">
              <dt className="text-xs text-slate-400">Seat</dt>
              <dd className="text-lg font-bold text-emerald-300">{page.seatNumber ?? 'At the desk'}</dd>
            </div>
          </dl>
          <div id="page-call-hold" role="timer" aria-live="off">
            <p className="text-sm text-slate-300">{left > 0 ? 'Held for you for' : 'The hold has run out'}</p>
            <p className={`text-6xl font-black tabular-nums ${left > 60 ? 'text-white' : 'text-amber-300'}`}>
              {formatHold(left)}
            </p>
            {page.response === 'on_my_way' ? (
              <p className="mt-2 text-emerald-300" role="status">
                The floor knows you are on your way
              </p>
            ) : null}
            {page.response === 'more_time' ? (
              <p className="mt-2 text-emerald-300" role="status">
                {extensionMinutes} more minutes: the floor is holding your seat
              </p>
            ) : null}
          </div>
          {answer.isError ? (
            <div className="w-full max-w-sm text-left">
              <Alert variant="destructive" title="Not sent">
                {(isApiError(answer.error) && answer.error.serverMessage) || 'Please try again.'}
              </Alert>
            </div>
          ) : null}
          <div className="grid w-full max-w-sm gap-3">
            <Button
              size="lg"
              onClick={() => respond('on_my_way')}
              disabled={busy || left === 0 || page.response === 'on_my_way'}
            >
              On my way
            </Button>
            <Button
              size="lg"
              variant="secondary"
              onClick={() => respond('more_time')}
              disabled={busy || left === 0 || page.extended}
            >
              {page.extended ? 'More time (used)' : `More time (+${extensionMinutes} min)`}
            </Button>
            <Button size="lg" variant="destructive" onClick={() => respond('leave')} disabled={busy}>
              Leave the list
            </Button>
            <DialogPrimitive.Close asChild>
              <Button size="lg" variant="ghost">
                Close
              </Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
