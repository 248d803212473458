import { displayContract } from '@club/shared/contracts/display';
import type { CheckInCode } from '@club/shared/check-in';
import {
  DISPLAY_KEY_MESSAGES,
  type DisplayBoard,
  type DisplayKeyReason,
  type DisplayScreen,
  type DisplayScreenState,
} from '@club/shared/display';
import type { TournamentClock } from '@club/shared/tournament-clock';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { storeTournamentClock, tournamentClockKey } from '../features/tournaments/clock/clock-queries';
import { callApi } from '../lib/api';
import { BoardMessage, BoardScreen, displayBoardKey, reasonOf } from './board-screen';
import { ClockScreen } from './clock-screen';
import { useBoardLive } from './use-board-live';
import type { TvMoves } from '@club/shared/tournament-seating';

/** How long the TV lists a draw's or a balance's moves before the clock comes back (issue 29). */
const TV_MOVES_MS = 60_000;

/** One unit of the TV's type: a hundredth of the screen's height, or of a 16:9 width on a narrower screen. */
const BOARD_UNIT = { '--u': 'min(1vh, 0.5625vw)' } as CSSProperties;

const displayScreenKey = (displayKey: string | null) => ['display', 'screen', displayKey] as const;

/**
 * /display/board?key=… and /display/clock?key=…: the room's TV (decisions 062, 114). Either address shows
 * what the key's screen is set to in the console, the wait-list board or one tournament's clock, and
 * switches between them when the console changes it, without a reload. One socket for both.
 */
export function DisplayApp() {
  const [params] = useSearchParams();
  const displayKey = params.get('key') || null;
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<DisplayKeyReason | null>(displayKey ? null : 'missing');

  const screen = useQuery({
    queryKey: displayScreenKey(displayKey),
    enabled: displayKey !== null && refusal === null,
    queryFn: ({ signal }) => callApi(displayContract.getDisplayScreen, { query: { key: displayKey ?? '' }, signal }),
    retry: (failures, error) => reasonOf(error) === null && failures < 2,
    refetchOnWindowFocus: false,
  });
  const shownTournament = screen.data?.screen === 'tournament_clock' ? screen.data.tournamentId : null;
  const shownTournamentRef = useRef(shownTournament);
  shownTournamentRef.current = shownTournament;

  // Every (re)connection: read again what this TV shows (its screen, and the board or the clock), since
  // pushes reach it only while connected. A board push reads the board only (when it is on screen).
  const readAll = useCallback(
    () =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: ['display'], type: 'active' }),
        shownTournamentRef.current === null
          ? null
          : queryClient.refetchQueries({ queryKey: tournamentClockKey(shownTournamentRef.current), exact: true }),
      ]),
    [queryClient],
  );
  const readBoard = useCallback(
    () => queryClient.refetchQueries({ queryKey: displayBoardKey(displayKey), exact: true, type: 'active' }),
    [queryClient, displayKey],
  );
  const [focus, setFocus] = useState<{ tableId: string; seq: number } | null>(null);
  const onTablesChanged = useCallback(
    (tableIds: string[]) => setFocus((last) => ({ tableId: tableIds[0] ?? '', seq: (last?.seq ?? 0) + 1 })),
    [],
  );
  const onCheckInCode = useCallback(
    (checkIn: CheckInCode) =>
      queryClient.setQueryData<DisplayBoard>(displayBoardKey(displayKey), (board) =>
        board ? { ...board, checkIn } : board,
      ),
    [queryClient, displayKey],
  );
  const onScreen = useCallback(
    (state: DisplayScreenState) =>
      queryClient.setQueryData<DisplayScreen>(displayScreenKey(displayKey), (current) =>
        current ? { ...current, ...state } : current,
      ),
    [queryClient, displayKey],
  );
  // Only the clock on screen is kept: a TV hears every tournament's clock.
  const onClock = useCallback(
    (clock: TournamentClock) => {
      if (clock.tournamentId === shownTournamentRef.current) storeTournamentClock(queryClient, clock);
    },
    [queryClient],
  );
  // The moves of a draw, a balance or a break for the tournament on screen, shown for a minute (decision 132).
  const [moves, setMoves] = useState<TvMoves | null>(null);
  const onMoves = useCallback((next: TvMoves) => {
    if (next.tournamentId === shownTournamentRef.current) setMoves(next);
  }, []);
  useEffect(() => {
    if (!moves) return;
    const timer = setTimeout(() => setMoves(null), TV_MOVES_MS);
    return () => clearTimeout(timer);
  }, [moves]);
  const live = useBoardLive(refusal ? null : displayKey, {
    read: readBoard,
    readAll,
    onRefused: setRefusal,
    onTablesChanged,
    onCheckInCode,
    onScreen,
    onClock,
    onMoves,
  });
  const refusedByRead = reasonOf(screen.error);
  useEffect(() => {
    if (refusedByRead) setRefusal(refusedByRead);
  }, [refusedByRead]);

  const reason = refusal ?? refusedByRead;
  return (
    <div
      style={BOARD_UNIT}
      data-screen={screen.data?.screen}
      className="fixed inset-0 overflow-hidden bg-slate-950 text-white antialiased"
    >
      {reason ? (
        <BoardMessage title="This board cannot open" message={DISPLAY_KEY_MESSAGES[reason]} />
      ) : !displayKey || !screen.data ? (
        <BoardMessage
          title={screen.isError ? 'The club server does not answer' : 'Opening the display…'}
          message={screen.isError ? 'The display keeps trying by itself.' : 'Connecting to the club server.'}
          isBusy
        />
      ) : screen.data.screen === 'tournament_clock' && screen.data.tournamentId !== null ? (
        <ClockScreen
          key={screen.data.tournamentId}
          tournamentId={screen.data.tournamentId}
          tournamentName={screen.data.tournamentName}
          clubName={screen.data.clubName}
          live={live}
          moves={moves?.tournamentId === screen.data.tournamentId ? moves : null}
          onGone={() => void queryClient.refetchQueries({ queryKey: displayScreenKey(displayKey), exact: true })}
        />
      ) : (
        <BoardScreen displayKey={displayKey} live={live} focus={focus} onRefused={setRefusal} />
      )}
    </div>
  );
}
