import { type CheckInCode, checkInCodeSchema } from '@club/shared/check-in';
import { type DisplayKeyReason, type DisplayScreenState, displayEvents } from '@club/shared/display';
import { type TournamentClock, tournamentClockSchema } from '@club/shared/tournament-clock';
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { coalesce } from './coalesce';
import { seatingEvents, type TvMoves } from '@club/shared/tournament-seating';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** A burst of changes is read once, this long after its first push (well within the 2 s the floor expects). */
const COALESCE_MS = 750;
/** The server closed the socket (a restart): the board dials again after this long. */
const REDIAL_MS = 2_000;

/**
 * The TV's socket (decisions 062, 114): opened with the display key, it joins the display room and its key's
 * own room only. The board's pushes, the key's screen choice and the tournaments' clocks arrive here. Every
 * push and every (re)connection reads the board again, coalesced; Socket.IO redials by itself after a
 * network loss, and the board redials after the server closed it (a restart). A key the server refuses
 * or revokes stops it for good and says why.
 */
export function useBoardLive(
  displayKey: string | null,
  handlers: {
    /** A board push: read the board again (when it is on screen). */
    read: () => Promise<unknown>;
    /** A (re)connection or a resync: read everything the TV shows again (pushes may have been missed). */
    readAll: () => Promise<unknown>;
    onRefused: (reason: DisplayKeyReason) => void;
    /** The tables a push named as changed: the board turns to them. */
    onTablesChanged: (tableIds: string[]) => void;
    /** The room's check-in code changed (every 3 minutes, decision 064): the board shows the new one. */
    onCheckInCode: (code: CheckInCode) => void;
    /** The console chose what this key's screen shows (decision 114): the TV switches without a reload. */
    onScreen: (screen: DisplayScreenState) => void;
    /** A tournament's clock changed (every TV hears every clock; the screen keeps the one it shows). */
    onClock: (clock: TournamentClock) => void;
    /** A draw, a balance or a break moved players (decision 132): the clock screen lists them for a minute. */
    onMoves: (moves: TvMoves) => void;
  },
): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (!displayKey) return;
    let socket: Socket | undefined;
    let isStopped = false;
    let redial: ReturnType<typeof setTimeout> | undefined;
    const reads = coalesce(() => handlersRef.current.read(), COALESCE_MS);
    const fullReads = coalesce(() => handlersRef.current.readAll(), COALESCE_MS);
    const refuse = (reason: DisplayKeyReason) => {
      isStopped = true;
      reads.stop();
      fullReads.stop();
      socket?.disconnect();
      handlersRef.current.onRefused(reason);
    };

    void import('socket.io-client').then(({ io }) => {
      if (isStopped) return;
      socket = io({
        path: '/socket.io',
        transports: ['websocket', 'polling'],
        auth: { displayKey },
        reconnectionDelay: 1_000,
        reconnectionDelayMax: 10_000,
      });
      const current = socket;
      current.on('connect', () => {
        setState('live');
        // Pushes reach the board only from now on: what it shows may have missed a change meanwhile.
        fullReads.schedule();
      });
      current.on('display_board_changed', (payload: { tableIds?: unknown } | undefined) => {
        const tableIds = Array.isArray(payload?.tableIds)
          ? payload.tableIds.filter((id) => typeof id === 'string')
          : [];
        if (tableIds.length > 0) handlersRef.current.onTablesChanged(tableIds);
        reads.schedule();
      });
      current.on('session_revoked', () => refuse('revoked'));
      current.on('check_in_code_changed', (payload: unknown) => {
        const code = checkInCodeSchema.safeParse(payload);
        if (code.success) handlersRef.current.onCheckInCode(code.data);
      });
      current.on('display_screen_changed', (payload: unknown) => {
        const screen = displayEvents.display_screen_changed.safeParse(payload);
        if (screen.success) handlersRef.current.onScreen(screen.data);
      });
      // Applied at once, never read again: the push is the clock's whole state (decision 110).
      current.on('tournament_clock', (payload: unknown) => {
        const clock = tournamentClockSchema.safeParse(payload);
        if (clock.success) handlersRef.current.onClock(clock.data);
      });
      current.on('tournament_moves', (payload: unknown) => {
        const moves = seatingEvents.tournament_moves.safeParse(payload);
        if (moves.success) handlersRef.current.onMoves(moves.data);
      });
      // The server's instances lost each other for a while (Redis away): the board may have missed a change.
      current.on('resync', () => fullReads.schedule());
      current.on('connect_error', (error) => {
        const reason = /^display key (missing|unknown|revoked)$/.exec(error.message)?.[1] as
          | DisplayKeyReason
          | undefined;
        if (reason) refuse(reason);
        else setState('reconnecting');
      });
      current.on('disconnect', (why) => {
        if (isStopped) return;
        setState('reconnecting');
        if (why === 'io server disconnect') redial = setTimeout(() => current.connect(), REDIAL_MS);
      });
    });

    return () => {
      isStopped = true;
      reads.stop();
      fullReads.stop();
      if (redial !== undefined) clearTimeout(redial);
      socket?.disconnect();
    };
  }, [displayKey]);

  return state;
}
