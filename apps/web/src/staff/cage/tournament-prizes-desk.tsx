import { PAST_TOURNAMENT_DAYS } from '@club/shared/tournaments';
import { useState } from 'react';
import { formatClubTime } from '../../lib/format';
import { PrizesPanel } from '../tournaments/prizes-panel';
import { useCageTournaments } from './cage-queries';
import { TournamentSelect } from './tournament-select';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The cage pays tournament prizes and bounties (issue 30, decisions 133 and 134): the cashier chooses a running
 * or lately finished tournament and pays from the prizes panel the Tournaments desk shows, with its receipts,
 * four-eyes and live updates.
 */
export function TournamentPrizesDesk() {
  const tournaments = useCageTournaments();
  const since = Date.now() - PAST_TOURNAMENT_DAYS * DAY_MS;
  const choices = (tournaments.data ?? [])
    .filter((t) => t.status === 'running' || (t.status === 'finished' && Date.parse(t.start_time) > since))
    .sort((a, b) => Date.parse(b.start_time) - Date.parse(a.start_time));
  const [tournamentId, setTournamentId] = useState<number | ''>('');
  const chosen = choices.find((t) => t.id === tournamentId);

  return (
    <div className="grid gap-3">
      <TournamentSelect
        label="Tournament prizes: choose the tournament"
        tournaments={choices}
        value={tournamentId}
        onChange={setTournamentId}
        describe={(t) =>
          `· ${formatClubTime(t.start_time, 'dateTime')} · ${t.status === 'running' ? 'running' : 'finished'}`
        }
      />
      {chosen ? <PrizesPanel tournamentId={chosen.id} /> : null}
    </div>
  );
}
