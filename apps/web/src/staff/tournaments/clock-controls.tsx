import type { ClockAction, TournamentClock } from '@club/shared/tournament-clock';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { formatClockSeconds } from '../../features/tournaments/clock/clock-time';
import { rowTitle } from './clock-labels';
import { type DeskShortcut, pauseOrResume, shortcutFor } from './desk-shortcuts';

type Asking = { kind: 'previous' } | { kind: 'remove'; seconds: number } | { kind: 'custom' } | null;

interface ClockControlsProps {
  name: string;
  clock: TournamentClock;
  secondsLeft: number;
  isPending: boolean;
  run: (action: ClockAction) => void;
  /** Whether the desk's keys act on this tournament now, and the desk they are pressed in. */
  hasKeys: boolean;
  deskRef: RefObject<HTMLElement | null>;
}

/** The clock's controls, big enough to hit in a hurry; a step back or time taken off is asked first. */
export function ClockControls({ name, clock, secondsLeft, isPending, run, hasKeys, deskRef }: ClockControlsProps) {
  const [asking, setAsking] = useState<Asking>(null);
  const pause = pauseOrResume(clock.state);
  const isStarted = clock.state !== 'not_started' && clock.state !== 'finished';
  const canResume = !(pause === 'resume' && clock.handForHand);
  const hasPrevious = clock.levelIndex > 0;
  const hasNext = clock.nextLevel !== null;
  const handForHand = clock.handForHandTables;

  const onShortcut = (shortcut: DeskShortcut) => {
    if (!isStarted || isPending) return;
    switch (shortcut) {
      case 'pause_or_resume':
        if (pause && canResume) run({ action: pause });
        return;
      case 'next_level':
        if (hasNext) run({ action: 'next_level' });
        return;
      case 'previous_level':
        if (hasPrevious) setAsking({ kind: 'previous' });
        return;
      case 'add_minute':
        run({ action: 'add_seconds', seconds: 60 });
        return;
      case 'remove_minute':
        setAsking({ kind: 'remove', seconds: 60 });
        return;
      case 'hand_for_hand':
        run({ action: 'hand_for_hand', on: !clock.handForHand });
    }
  };
  useDeskKeys(hasKeys && asking === null, deskRef, onShortcut);

  if (clock.state === 'finished') return <p className="text-sm text-slate-300">This tournament has finished.</p>;
  if (clock.state === 'not_started') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="lg"
          className="min-w-40"
          disabled={isPending || !clock.level}
          onClick={() => run({ action: 'start' })}
        >
          Start clock
        </Button>
        {clock.level ? null : <p className="self-center text-sm text-amber-200">Set the structure first.</p>}
      </div>
    );
  }

  const title = rowTitle(clock).toLowerCase();
  return (
    <div className="grid gap-2">
      <div className="grid gap-2 sm:grid-cols-3">
        <Button
          size="lg"
          variant={pause === 'pause' ? 'secondary' : 'primary'}
          disabled={isPending || !pause || !canResume}
          onClick={() => pause && run({ action: pause })}
        >
          {pause === 'pause' ? 'Pause' : 'Resume'}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={isPending || !hasPrevious}
          onClick={() => setAsking({ kind: 'previous' })}
        >
          Previous level
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={isPending || !hasNext}
          onClick={() => run({ action: 'next_level' })}
        >
          Next level
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={isPending} onClick={() => run({ action: 'add_seconds', seconds: 60 })}>
          +1 min
        </Button>
        <Button variant="secondary" disabled={isPending} onClick={() => setAsking({ kind: 'remove', seconds: 60 })}>
          −1 min
        </Button>
        <Button variant="secondary" disabled={isPending} onClick={() => setAsking({ kind: 'custom' })}>
          Add or remove time…
        </Button>
        <Button
          variant={clock.handForHand ? 'primary' : 'secondary'}
          aria-pressed={clock.handForHand}
          disabled={isPending}
          onClick={() => run({ action: 'hand_for_hand', on: !clock.handForHand })}
        >
          Hand-for-hand {clock.handForHand ? 'on' : 'off'}
        </Button>
        {handForHand?.playing === 0 ? (
          // No table is seated in the system (the room draws on paper): the desk counts the hand itself.
          <Button
            variant="secondary"
            disabled={isPending}
            onClick={() => run({ action: 'add_seconds', seconds: -handForHand.secondsOff })}
          >
            Hand done: −{formatClockSeconds(handForHand.secondsOff)}
          </Button>
        ) : null}
      </div>
      {handForHand && handForHand.playing > 0 ? (
        <p className="text-sm text-slate-200" data-testid="hand-for-hand-progress">
          This hand: {handForHand.done} of {handForHand.playing} tables done. When every table is done on the Seating
          screen, {formatClockSeconds(handForHand.secondsOff)} comes off the level.
        </p>
      ) : null}
      {clock.handForHand && pause === 'resume' ? (
        <p className="text-sm text-amber-200">
          Hand-for-hand is on: the clock stands between hands. Turn it off to run it.
        </p>
      ) : null}
      <ConfirmDialog
        open={asking?.kind === 'previous'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Back to the previous level of ${name}?`}
        description={`The ${title} ends now and the previous level starts again with its full time.`}
        confirmLabel="Previous level"
        isDestructive
        onConfirm={() => run({ action: 'previous_level' })}
      />
      <ConfirmDialog
        open={asking?.kind === 'remove'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Remove ${formatClockSeconds(asking?.kind === 'remove' ? asking.seconds : 0)} from ${name}?`}
        description={`${formatClockSeconds(secondsLeft)} is left in the ${title}.`}
        confirmLabel="Remove time"
        isDestructive
        onConfirm={() => asking?.kind === 'remove' && run({ action: 'add_seconds', seconds: -asking.seconds })}
      />
      {asking?.kind === 'custom' ? (
        <CustomTimeDialog
          name={name}
          secondsLeft={secondsLeft}
          onClose={() => setAsking(null)}
          onAdd={(seconds) => {
            setAsking(null);
            run({ action: 'add_seconds', seconds });
          }}
          onRemove={(seconds) => setAsking({ kind: 'remove', seconds })}
        />
      ) : null}
    </div>
  );
}

/** Minutes and seconds to add, or to remove (which then asks, as −1 min does). */
function CustomTimeDialog({
  name,
  secondsLeft,
  onClose,
  onAdd,
  onRemove,
}: {
  name: string;
  secondsLeft: number;
  onClose: () => void;
  onAdd: (seconds: number) => void;
  onRemove: (seconds: number) => void;
}) {
  const [minutes, setMinutes] = useState('5');
  const [seconds, setSeconds] = useState('0');
  const total = wholeOrZero(minutes) * 60 + wholeOrZero(seconds);
  const isValid = total > 0 && /^\d*$/.test(minutes.trim()) && /^\d*$/.test(seconds.trim());
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>Add or remove time: {name}</DialogTitle>
        <DialogDescription>{formatClockSeconds(secondsLeft)} is left in this level.</DialogDescription>
        <form
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (isValid) onAdd(total);
          }}
        >
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Minutes">
              {(control) => (
                <Input {...control} inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
              )}
            </FormField>
            <FormField label="Seconds">
              {(control) => (
                <Input {...control} inputMode="numeric" value={seconds} onChange={(e) => setSeconds(e.target.value)} />
              )}
            </FormField>
          </div>
          {isValid ? null : <p className="text-sm text-red-300">Enter whole minutes and seconds, more than zero.</p>}
          <div className="grid grid-cols-2 gap-2">
            <Button type="button" variant="destructive" disabled={!isValid} onClick={() => onRemove(total)}>
              Remove {isValid ? formatClockSeconds(total) : 'time'}
            </Button>
            <Button type="submit" disabled={!isValid}>
              Add {isValid ? formatClockSeconds(total) : 'time'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const wholeOrZero = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : 0);

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]';

/**
 * The desk's keys, heard on the whole page while this tournament has them: not while typing, in a dialog,
 * or in another part of the page (the structure editor's buttons keep their own keys). Space on one of the
 * desk's buttons pauses or resumes rather than pressing the button (Enter presses it), as a room's clock does.
 */
function useDeskKeys(
  isOn: boolean,
  deskRef: RefObject<HTMLElement | null>,
  onShortcut: (shortcut: DeskShortcut) => void,
) {
  const latest = useRef(onShortcut);
  latest.current = onShortcut;
  useEffect(() => {
    if (!isOn) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      const isOnDesk = !target || target === document.body || Boolean(deskRef.current?.contains(target));
      if (!isOnDesk || target?.closest(TYPING)) return;
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      latest.current(shortcut);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOn, deskRef]);
}
