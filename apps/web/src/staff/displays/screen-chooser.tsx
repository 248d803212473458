import type { DisplayKey, DisplayScreenBody } from '@club/shared/display';
import { toast } from '../../components/ui/toast-store';
import { actionErrorText, Select } from '../floor/floor-form';
import { useChooseDisplayScreen, useScreenTournaments } from './displays-queries';

const BOARD = 'board';
const optionOf = (display: DisplayKey) =>
  display.screen === 'tournament_clock' && display.tournamentId !== null ? String(display.tournamentId) : BOARD;

/**
 * What one key's screen shows (issue 28, decision 114): the wait-list board or one tournament's clock. A
 * change is sent at once; the key's TVs switch without anyone touching them.
 */
export function ScreenChooser({ display }: { display: DisplayKey }) {
  const tournaments = useScreenTournaments();
  const choose = useChooseDisplayScreen();
  const current = optionOf(display);
  if (display.revokedAt) return <span className="text-slate-300">—</span>;
  // The chosen tournament stays listed even when it is no longer upcoming or running.
  const listed = tournaments.data ?? [];
  const isCurrentListed = current === BOARD || listed.some((tournament) => String(tournament.id) === current);

  const onChange = (value: string) => {
    const choice: DisplayScreenBody =
      value === BOARD ? { screen: 'board' } : { screen: 'tournament_clock', tournamentId: Number(value) };
    choose.mutate(
      { displayId: display.id, choice },
      {
        onSuccess: (changed) =>
          toast({
            title: 'Screen changed',
            description:
              changed.screen === 'board'
                ? `${changed.name} shows the wait-list board.`
                : `${changed.name} shows the clock of ${changed.tournamentName ?? 'the tournament'}.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: 'Screen not changed', description: actionErrorText(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Select
      aria-label={`What ${display.name} shows`}
      value={current}
      disabled={choose.isPending}
      onChange={(event) => onChange(event.target.value)}
      className="min-w-56"
    >
      <option value={BOARD}>Wait-list board</option>
      {isCurrentListed ? null : (
        <option value={current}>Clock: {display.tournamentName ?? `tournament #${current}`}</option>
      )}
      {listed.map((tournament) => (
        <option key={tournament.id} value={String(tournament.id)}>
          Clock: {tournament.name}
          {tournament.status === 'running' ? ' (running)' : ''}
        </option>
      ))}
    </Select>
  );
}
