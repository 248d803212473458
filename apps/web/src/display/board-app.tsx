import { displayContract } from '@club/shared/contracts/display';
import type { CheckInCode } from '@club/shared/check-in';
import { DISPLAY_KEY_MESSAGES, type DisplayBoard, type DisplayKeyReason } from '@club/shared/display';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ClubLogo } from '../components/club-logo';
import { callApi, isApiError } from '../lib/api';
import { BoardView } from './board-view';
import { useBoardLive } from './use-board-live';

/** While the socket is down the board still reads now and then (DESIGN.md section 6: polling only as the fallback). */
const FALLBACK_POLL_MS = 30_000;

/** One unit of the board's type: a hundredth of the screen's height, or of a 16:9 width on a narrower screen. */
const BOARD_UNIT = { '--u': 'min(1vh, 0.5625vw)' } as CSSProperties;

const reasonOf = (error: unknown): DisplayKeyReason | null => {
  if (!isApiError(error, 401)) return null;
  const reason = (error.body?.details as { reason?: unknown } | undefined)?.reason;
  return reason === 'missing' || reason === 'unknown' || reason === 'revoked' ? reason : 'unknown';
};

/** /display/board?key=…: the room's TV board (issue 16, decision 062), full screen, live, for days on end. */
export function DisplayBoardApp() {
  const [params] = useSearchParams();
  const displayKey = params.get('key') || null;
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<DisplayKeyReason | null>(displayKey ? null : 'missing');
  const queryKey = ['display', 'board', displayKey] as const;

  const read = useCallback(
    () => queryClient.refetchQueries({ queryKey: ['display', 'board', displayKey], exact: true }),
    [queryClient, displayKey],
  );
  // The last table a push named: the board shows its page (a player who just joined finds themselves).
  const [focus, setFocus] = useState<{ tableId: string; seq: number } | null>(null);
  const onTablesChanged = useCallback(
    (tableIds: string[]) => setFocus((last) => ({ tableId: tableIds[0] ?? '', seq: (last?.seq ?? 0) + 1 })),
    [],
  );
  const onCheckInCode = useCallback(
    (checkIn: CheckInCode) =>
      queryClient.setQueryData<DisplayBoard>(['display', 'board', displayKey], (board) =>
        board ? { ...board, checkIn } : board,
      ),
    [queryClient, displayKey],
  );
  const live = useBoardLive(refusal ? null : displayKey, {
    read,
    onRefused: setRefusal,
    onTablesChanged,
    onCheckInCode,
  });
  const board = useQuery({
    queryKey,
    enabled: displayKey !== null && refusal === null,
    queryFn: ({ signal }) => callApi(displayContract.getDisplayBoard, { query: { key: displayKey ?? '' }, signal }),
    retry: (failures, error) => reasonOf(error) === null && failures < 2,
    refetchOnWindowFocus: false,
    refetchInterval: live === 'live' ? false : FALLBACK_POLL_MS,
  });
  const refusedByRead = reasonOf(board.error);

  useEffect(() => {
    if (refusedByRead) setRefusal(refusedByRead);
  }, [refusedByRead]);

  useEffect(() => {
    document.title = board.data ? `${board.data.clubName} · TV board` : 'TV board';
  }, [board.data]);

  // The check-in code changes at a known time (decision 064): the server sends the new one then; while the
  // socket is down the board reads again at that time instead.
  const codeChangesAt = board.data?.checkIn.changesAt;
  useEffect(() => {
    if (!codeChangesAt || live === 'live') return;
    const timer = setTimeout(() => void read(), Math.max(0, Date.parse(codeChangesAt) - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [codeChangesAt, read, live]);

  const reason = refusal ?? refusedByRead;
  return (
    <div style={BOARD_UNIT} className="fixed inset-0 overflow-hidden bg-slate-950 text-white antialiased">
      {reason ? (
        <BoardMessage title="This board cannot open" message={DISPLAY_KEY_MESSAGES[reason]} />
      ) : board.data ? (
        <BoardView board={board.data} live={live} focus={focus} />
      ) : (
        <BoardMessage
          title={board.isError ? 'The club server does not answer' : 'Opening the board…'}
          message={board.isError ? 'The board keeps trying by itself.' : 'Connecting to the club server.'}
          isBusy
        />
      )}
    </div>
  );
}

function BoardMessage({ title, message, isBusy = false }: { title: string; message: string; isBusy?: boolean }) {
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
