import { PAST_TOURNAMENT_DAYS } from '@club/shared/tournaments';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { formatClubTime } from '../../lib/format';
import { Select } from '../floor/floor-form';
import { PrizesPanel } from '../tournaments/prizes-panel';
import { useCageTournaments } from './cage-queries';

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
      <FormField label="Tournament prizes: choose the tournament">
        {(control) => (
          <Select
            {...control}
            value={tournamentId}
            onChange={(e) => setTournamentId(e.target.value ? Number(e.target.value) : '')}
          >
            <option value="">Choose…</option>
            {choices.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} · {formatClubTime(t.start_time, 'dateTime')} ·{' '}
                {t.status === 'running' ? 'running' : 'finished'}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {chosen ? <PrizesPanel tournamentId={chosen.id} /> : null}
    </div>
  );
}
