import { displayContract } from '@club/shared/contracts/display';
import type { DisplayKeyReason } from '@club/shared/display';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ClubLogo } from '../components/club-logo';
import { callApi, isApiError } from '../lib/api';
import { BoardView } from './board-view';
import type { LiveState } from './use-board-live';

/** While the socket is down the board still reads now and then (DESIGN.md section 6: polling only as the fallback). */
const FALLBACK_POLL_MS = 30_000;

export const displayBoardKey = (displayKey: string | null) => ['display', 'board', displayKey] as const;

export const reasonOf = (error: unknown): DisplayKeyReason | null => {
  if (!isApiError(error, 401)) return null;
  const reason = (error.body?.details as { reason?: unknown } | undefined)?.reason;
  return reason === 'missing' || reason === 'unknown' || reason === 'revoked' ? reason : 'unknown';
};

/**
 * The wait-list board (issue 16, decision 062) as one of a display key's screens (decision 114): the
 * display's socket lives in DisplayApp, which reads this query again on every push and (re)connection.
 */
export function BoardScreen({
  displayKey,
  live,
  focus,
  onRefused,
}: {
  displayKey: string;
  live: LiveState;
  focus: { tableId: string; seq: number } | null;
  onRefused: (reason: DisplayKeyReason) => void;
}) {
  const board = useQuery({
    queryKey: displayBoardKey(displayKey),
    queryFn: ({ signal }) => callApi(displayContract.getDisplayBoard, { query: { key: displayKey }, signal }),
    retry: (failures, error) => reasonOf(error) === null && failures < 2,
    refetchOnWindowFocus: false,
    refetchInterval: live === 'live' ? false : FALLBACK_POLL_MS,
  });
  const refusedByRead = reasonOf(board.error);

  useEffect(() => {
    if (refusedByRead) onRefused(refusedByRead);
  }, [refusedByRead, onRefused]);

  useEffect(() => {
    document.title = board.data ? `${board.data.clubName} · TV board` : 'TV board';
  }, [board.data]);

  // The check-in code changes at a known time (decision 064): the server sends the new one then; while the
  // socket is down the board reads again at that time instead.
  const codeChangesAt = board.data?.checkIn.changesAt;
  const { refetch } = board;
  useEffect(() => {
    if (!codeChangesAt || live === 'live') return;
    const timer = setTimeout(() => void refetch(), Math.max(0, Date.parse(codeChangesAt) - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [codeChangesAt, refetch, live]);

  if (board.data) return <BoardView board={board.data} live={live} focus={focus} />;
  return (
    <BoardMessage
      title={board.isError ? 'The club server does not answer' : 'Opening the board…'}
      message={board.isError ? 'The board keeps trying by itself.' : 'Connecting to the club server.'}
      isBusy
    />
  );
}

export function BoardMessage({ title, message, isBusy = false }: { title: string; message: string; isBusy?: boolean }) {
  return (
    <main className="flex h-full flex-col items-center justify-center gap-[calc(var(--u)*3)] px-[8vw] text-center">
      <ClubLogo className="size-[calc(var(--u)*12)]" />
      <h1 className="font-bold text-[length:calc(var(--u)*5)] leading-tight">{title}</h1>
      <p
        role={isBusy ? 'status' : 'alert'}
        className="max-w-[70ch] text-[length:calc(var(--u)*3)] text-slate-200 leading-snug"
      >
        {message}
      </p>
    </main>
  );
}
