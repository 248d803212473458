import { formatRupees } from '@club/shared/money';
import { ordinal } from '@club/shared/tournament-prizes';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatClubTime } from '../../../lib/format';
import { useTournamentResults } from './results-queries';

/** Profile tab: the player's tournament results (issue 30): place, prize and date, newest first. */
export function TournamentResults({ playerId }: { playerId: number }) {
  const results = useTournamentResults(playerId);
  return (
    <Card aria-labelledby="tournament-results-heading">
      <CardHeader className="pb-2">
        <h2 id="tournament-results-heading" className="text-base font-bold text-white">
          Tournament results
        </h2>
      </CardHeader>
      <CardContent>
        {results.isError ? (
          <Alert variant="destructive" title="Could not read your tournament results" />
        ) : !results.data ? (
          <div className="py-6 text-center">
            <Spinner />
          </div>
        ) : results.data.length === 0 ? (
          <p className="text-sm text-slate-300">No tournament finishes yet.</p>
        ) : (
          <ul className="grid gap-2">
            {results.data.map((result) => (
              <li
                key={result.tournamentId}
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-950/50 p-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold text-white">{result.tournamentName}</p>
                  <p className="text-sm text-slate-300">{formatClubTime(result.date, 'dateTime')}</p>
                </div>
                <div className="text-right">
                  <p className="font-semibold text-white">
                    {result.place === null ? '—' : `${ordinal(result.place)} place`}
                  </p>
                  {result.prize ? (
                    <p className="text-sm text-emerald-300">
                      {formatRupees(result.prize)}
                      {result.status === 'pending' ? ' (being approved)' : ''}
                    </p>
                  ) : null}
                  {result.bounties ? (
                    <p className="text-sm text-emerald-300">Bounties {formatRupees(result.bounties)}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
