import { useEffect, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FLOATING_CLEARANCE_VAR } from '../../components/ui/toast-style';
import { cn } from '../../lib/class-names';
import { useCurrentUser } from '../accounts/current-user-query';
import { useIsWelcomeShown } from '../accounts/welcome-gate';
import { useSeatAssignment } from './seat-assignment-store';
import { LiveSessionPanel } from '../live-session/live-session-panel';
import { useLiveSession } from '../live-session/live-session-queries';
import { formatClock, useSessionClock } from '../live-session/use-session-clock';

// The modal opens itself once per seat (spec: once per session), remembered by seat id on this device:
// a new browser session or another tab does not open it again (issue 27, item 25).
const AUTO_OPENED_KEY = 'club.liveSession.autoOpened';
const autoOpened = () => {
  try {
    return localStorage.getItem(AUTO_OPENED_KEY)?.split(',') ?? [];
  } catch {
    return [];
  }
};
const wasAutoOpened = (id: number) => autoOpened().includes(String(id));
const markAutoOpened = (id: number) => {
  try {
    localStorage.setItem(AUTO_OPENED_KEY, [...autoOpened().slice(-19), String(id)].join(','));
  } catch {
    // Storage refused (private mode, full): it may open itself again, nothing worse.
  }
};

const RETURN_AFTER_WRITING_MS = 600;
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'tel', 'number', 'password', 'search', 'url']);
const isTextField = (element: Element | null) =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type));

/**
 * True while the player writes in a text field. On a phone the keyboard then takes half the screen, and
 * the floating button sat on the form's own button (Send Feedback: issue 27, item 25): it steps aside.
 */
function useIsWriting() {
  const [isWriting, setIsWriting] = useState(() => isTextField(document.activeElement));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Aside at once when a field takes the focus; back a moment after the field is left: a tap on the
    // form's button moves the focus first, and the button must not come back under the finger before
    // the tap ends.
    const onFocusChange = () => {
      clearTimeout(timer);
      if (isTextField(document.activeElement)) setIsWriting(true);
      else timer = setTimeout(() => setIsWriting(isTextField(document.activeElement)), RETURN_AFTER_WRITING_MS);
    };
    document.addEventListener('focusin', onFocusChange);
    document.addEventListener('focusout', onFocusChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', onFocusChange);
      document.removeEventListener('focusout', onFocusChange);
    };
  }, []);
  return isWriting;
}

// The button's height (about 46 px) and its 16 px from the bottom, with a margin.
const LAUNCHER_CLEARANCE = '5.5rem';

/** The floating Live Session button and its modal; shown only while the player has a live session. */
export function LiveSessionLauncher() {
  const playerId = useCurrentUser().data?.player.id;
  const live = useLiveSession(playerId).data;
  const session = live?.hasActiveSession ? live.session : null;
  const clock = useSessionClock(session, live?.clockOffsetMs ?? 0);
  const [isOpen, setIsOpen] = useState(false);
  // Opens after the table-assignment dialog is dismissed and after the welcome that follows a sign-in,
  // never on top of either (on top of the welcome it hid the Skip button).
  const isAssignmentShown = useSeatAssignment() !== null;
  const isWelcomeShown = useIsWelcomeShown();
  const isWriting = useIsWriting();

  useEffect(() => {
    if (session && !isAssignmentShown && !isWelcomeShown && !wasAutoOpened(session.id)) {
      markAutoOpened(session.id);
      setIsOpen(true);
    }
    if (!session) setIsOpen(false);
  }, [session, isAssignmentShown, isWelcomeShown]);

  // While the floating button shows, every page ends with room for it, so it never covers the last
  // row or button of the page (issue 14, item 25: it hid the end of the table view).
  const isButtonShown = Boolean(session && clock && playerId !== undefined);
  // The toasts rise above it too (FLOATING_CLEARANCE_VAR in toast-style.ts).
  useEffect(() => {
    if (!isButtonShown) return;
    const before = document.body.style.paddingBottom;
    document.body.style.paddingBottom = LAUNCHER_CLEARANCE;
    document.documentElement.style.setProperty(FLOATING_CLEARANCE_VAR, LAUNCHER_CLEARANCE);
    return () => {
      document.body.style.paddingBottom = before;
      document.documentElement.style.removeProperty(FLOATING_CLEARANCE_VAR);
    };
  }, [isButtonShown]);

  if (!session || !clock || playerId === undefined) return null;
  const isUrgent = clock.state.phase === 'CASH_OUT_WINDOW' && clock.state.canCashOut;
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={cn(
          isWriting ? 'hidden' : 'flex',
          'fixed right-4 bottom-4 z-40 items-center gap-2 rounded-full border px-4 py-3 text-sm font-bold shadow-2xl shadow-black/60',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400',
          isUrgent ? 'border-red-400 bg-red-600 text-white' : 'border-emerald-400 bg-emerald-500 text-slate-950',
        )}
      >
        <span aria-hidden="true" className="relative flex size-2.5">
          <span className="absolute inline-flex size-full rounded-full bg-white opacity-70 motion-safe:animate-ping" />
          <span className="relative inline-flex size-2.5 rounded-full bg-white" />
        </span>
        Live Session <span className="font-mono tabular-nums">{formatClock(clock.elapsedSeconds)}</span>
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="max-w-md">
          <DialogTitle>Live Session - {session.tableName}</DialogTitle>
          <DialogDescription className="mb-4">
            Seat {session.seatNumber} · {session.gameType} · {session.stakes}
          </DialogDescription>
          <LiveSessionPanel
            playerId={playerId}
            session={session}
            state={clock.state}
            elapsedSeconds={clock.elapsedSeconds}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
