import { pageLinksContract } from '@club/shared/contracts/page-links';
import type { PageLinkView } from '@club/shared/page-links';
import { formatHold, holdSecondsLeft, type PageResponse } from '@club/shared/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ScreenFrame } from '../components/screen-frame';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { ClubIdentity } from '../features/accounts/club-identity';
import { callApi, isApiError } from '../lib/api';

// The answer link of a paging text (issue 31, decision 141): /p/{token}, no session. It shows the table, the
// seat and the hold counting down, and answers the page once: on my way, more time or leave the list.

const ANSWERED: Record<PageResponse, string> = {
  on_my_way: 'The floor knows you are on your way',
  more_time: 'The floor is holding your seat a little longer',
  leave: 'You have left the list. Thank you for telling the floor',
};

function useClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const errorText = (error: unknown) =>
  (isApiError(error) && error.serverMessage) || 'The club could not be reached. Check your connection and try again.';

export function PageLinkPage() {
  const token = useParams().token ?? '';
  const key = ['page-link', token];
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: key,
    queryFn: () => callApi(pageLinksContract.getPByToken, { params: { token } }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const answer = useMutation({
    mutationFn: (response: PageResponse) =>
      callApi(pageLinksContract.postPByToken, { params: { token }, body: { response } }),
    onSuccess: (view: PageLinkView) => queryClient.setQueryData(key, view),
  });
  const now = useClock();

  return (
    <ScreenFrame title="Your seat is ready">
      <Card>
        <CardHeader>
          <ClubIdentity />
          <CardTitle className="text-2xl">
            {page.data?.name ? `${page.data.name}, your seat is ready` : 'Your seat is ready'}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {page.isPending ? (
            <p className="flex items-center gap-2 text-slate-300">
              <Spinner /> Reading your page…
            </p>
          ) : page.isError ? (
            <Alert variant="destructive" title="This link cannot answer">
              {errorText(page.error)}
            </Alert>
          ) : (
            <PageAnswer view={page.data} now={now} answer={answer} />
          )}
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}

function PageAnswer({
  view,
  now,
  answer,
}: {
  view: PageLinkView;
  now: number;
  answer: ReturnType<typeof useMutation<PageLinkView, Error, PageResponse>>;
}) {
  const left = view.response === 'leave' ? 0 : holdSecondsLeft(view.pageExpiresAt, now);
  const busy = answer.isPending;
  const closed = view.response !== null || left === 0;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-slate-800/80 p-4">
          <dt className="text-xs text-slate-400">Table</dt>
          <dd className="text-lg font-bold text-white">{view.tableName}</dd>
        </div>
        <div className="rounded-2xl bg-slate-800/80 p-4">
          <dt className="text-xs text-slate-400">Seat</dt>
          <dd className="text-lg font-bold text-emerald-300">{view.seatNumber ?? 'At the desk'}</dd>
        </div>
      </dl>
      {view.response === 'leave' ? null : (
        <div role="timer" aria-live="off" className="text-center">
          <p className="text-sm text-slate-300">{left > 0 ? 'Held for you for' : 'The hold has run out'}</p>
          <p className={`text-5xl font-black tabular-nums ${left > 60 ? 'text-white' : 'text-amber-300'}`}>
            {formatHold(left)}
          </p>
        </div>
      )}
      {view.response ? (
        <p role="status" className="rounded-xl bg-emerald-500/10 p-3 text-center font-semibold text-emerald-300">
          {ANSWERED[view.response]}
        </p>
      ) : null}
      {answer.isError ? (
        <Alert variant="destructive" title="Not sent">
          {errorText(answer.error)}
        </Alert>
      ) : null}
      {closed ? null : (
        <div className="grid gap-3">
          <Button size="lg" onClick={() => answer.mutate('on_my_way')} disabled={busy}>
            On my way
          </Button>
          <Button size="lg" variant="secondary" onClick={() => answer.mutate('more_time')} disabled={busy}>
            More time (+{view.extensionMinutes} min)
          </Button>
          <Button size="lg" variant="destructive" onClick={() => answer.mutate('leave')} disabled={busy}>
            Leave the list
          </Button>
        </div>
      )}
    </>
  );
}
