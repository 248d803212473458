import { routeUrl } from '@club/shared/contract';
import { tournamentPrizesContract } from '@club/shared/contracts/tournament-prizes';
import { formatRupees } from '@club/shared/money';
import { ordinal, type TournamentFigures } from '@club/shared/tournament-prizes';
import type { Tournament } from '@club/shared/tournaments';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useClubName } from '../../features/accounts/club-settings-query';
import { formatClubTime } from '../../lib/format';
import { actionErrorText } from '../floor/floor-form';
import { useTournamentFigures } from './desk-queries';

const durationText = (minutes: number | null) =>
  minutes === null ? 'Still playing' : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

function figureRows(f: TournamentFigures): [string, string][] {
  return [
    ['Entries', String(f.entriesByKind.entry)],
    ['Re-entries', String(f.entriesByKind.reentry)],
    ['Rebuys', String(f.entriesByKind.rebuy)],
    ['Add-ons', String(f.entriesByKind.addon)],
    ['Refunded entries', String(f.refundedEntries)],
    ['Buy-ins', formatRupees(f.buyIns)],
    ['Fees (the house)', formatRupees(f.fees)],
    ['Added money', formatRupees(f.addedMoney)],
    ['Prize pool', formatRupees(f.prizePool)],
    ['Prizes paid', formatRupees(f.prizesPaid)],
    ['Prizes waiting for approval', formatRupees(f.prizesPending)],
    ...(Number(f.bounties) > 0
      ? ([
          ['Bounties (in the buy-ins)', formatRupees(f.bounties)],
          ['Bounties paid', formatRupees(f.bountiesPaid)],
          ['Bounties waiting for approval', formatRupees(f.bountiesPending)],
        ] as [string, string][])
      : []),
    ['Started', f.startedAt ? formatClubTime(f.startedAt, 'dateTime') : '—'],
    ['Ended', f.endedAt ? formatClubTime(f.endedAt, 'dateTime') : '—'],
    ['Duration', durationText(f.durationMinutes)],
    ['Ledger rows of the tournament', formatRupees(f.ledgerRows)],
    ['Ledger check (rows + fees − added money)', formatRupees(f.ledgerCheck)],
  ];
}

/**
 * A tournament's figures (?figures=id, issue 30, decision 133): printable (only the sheet goes on paper,
 * styles.css) and as CSV from the server.
 */
export function TournamentFiguresView({ tournament, onBack }: { tournament: Tournament; onBack: () => void }) {
  const figures = useTournamentFigures(tournament.id);
  const clubName = useClubName();
  const data = figures.data;
  const hasBounties = Number(data?.bounties ?? 0) > 0;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3 print:hidden">
        <div className="min-w-0">
          <p className="text-sm text-slate-300">Tournaments</p>
          <h1 className="text-2xl font-bold text-white">Figures: {tournament.name}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="lg" onClick={() => window.print()} disabled={!data}>
            Print
          </Button>
          <Button asChild variant="secondary" size="lg">
            <a
              href={routeUrl(tournamentPrizesContract.getStaffTournamentsByIdFiguresCsv, {
                params: { id: tournament.id },
              })}
              download
            >
              Download CSV
            </a>
          </Button>
          <Button variant="secondary" size="lg" onClick={onBack}>
            Back to the desk
          </Button>
        </div>
      </div>
      {figures.isError && !data ? (
        <Alert variant="destructive" title="Could not read the figures">
          {actionErrorText(figures.error)}
        </Alert>
      ) : null}
      {figures.isPending ? <p className="text-sm text-slate-300">Reading the figures…</p> : null}
      {data ? (
        <section
          aria-label="Tournament figures"
          className="desk-print grid gap-4 rounded-2xl border border-slate-800 bg-slate-900/90 p-4 lg:grid-cols-2"
        >
          <div className="grid content-start gap-3">
            <div>
              <p className="text-sm text-slate-300">{clubName}</p>
              <h2 className="text-xl font-bold text-white">{data.tournamentName}</h2>
            </div>
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-slate-100">
              {figureRows(data).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-300">{label}</dt>
                  <dd className="whitespace-nowrap text-right font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <p
              role="status"
              className={data.balanced ? 'font-semibold text-emerald-300' : 'font-semibold text-amber-300'}
            >
              {data.balanced
                ? 'The ledger balances: every prize is paid and the rows sum to zero with the fees.'
                : 'Not balanced yet: prizes are still to be paid (or wait for approval).'}
            </p>
          </div>
          <table className="w-full self-start text-left text-slate-100">
            <caption className="mb-2 text-left text-lg font-bold text-white">Places</caption>
            <thead className="text-xs text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Place
                </th>
                <th scope="col" className="py-1 pr-3">
                  Player
                </th>
                <th scope="col" className="py-1 text-right">
                  Prize
                </th>
                {hasBounties ? (
                  <th scope="col" className="py-1 pl-3 text-right">
                    Bounties
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-800 tabular-nums">
              {data.places.map((p) => (
                <tr key={`${p.place}-${p.playerCode}`}>
                  <th scope="row" className="py-1 pr-3 font-semibold">
                    {ordinal(p.place)}
                  </th>
                  <td className="py-1 pr-3">
                    {p.name} <span className="text-xs text-slate-400">{p.playerCode}</span>
                  </td>
                  <td className="py-1 text-right">{p.prize ? formatRupees(p.prize) : '—'}</td>
                  {hasBounties ? (
                    <td className="py-1 pl-3 text-right">{p.bounties ? formatRupees(p.bounties) : '—'}</td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
