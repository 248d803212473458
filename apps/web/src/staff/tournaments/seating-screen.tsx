import type { TournamentSeating } from '@club/shared/tournament-seating';
import type { Tournament } from '@club/shared/tournaments';
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { actionErrorText, FloorDialog } from '../floor/floor-form';
import { DrawForm } from './seating-draw-form';
import { useTournamentClock } from '../../features/tournaments/clock/clock-queries';
import { formatClockSeconds } from '../../features/tournaments/clock/clock-time';
import { BustDialog } from './bust-dialog';
import { ChipCountDialog } from './chip-count-dialog';
import {
  useBust,
  useChangeTable,
  useChipCounts,
  useDraw,
  useFinalTable,
  useHandDone,
  useMove,
  useSeating,
  useUndoBust,
} from './seating-queries';
import { SeatingTableCard } from './seating-table-card';

/**
 * /staff/tournaments?seating=id (issue 29, decision 132): the floor's seating of one tournament. The draw over
 * the tables it opens, the tables with their seats, the balancing moves the server suggests (TDA 11), breaks
 * and busts; live through the `tournament_seating` push.
 */
export function SeatingScreen({ tournament, onBack }: { tournament: Tournament; onBack: () => void }) {
  const seating = useSeating(tournament.id);
  const view = seating.data;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-300">Tournaments</p>
          <h1 className="text-2xl font-bold text-white">Seating: {tournament.name}</h1>
          {view ? <Counts view={view} /> : null}
        </div>
        <Button variant="secondary" size="lg" onClick={onBack}>
          Back to the desk
        </Button>
      </div>
      {seating.isError && !view ? (
        <Alert variant="destructive" title="Could not read the seating">
          {actionErrorText(seating.error)}
        </Alert>
      ) : null}
      {seating.isPending ? <p className="text-sm text-slate-300">Reading the seating…</p> : null}
      {view ? <Seating id={tournament.id} view={view} /> : null}
    </div>
  );
}

function Counts({ view }: { view: TournamentSeating }) {
  const { counts } = view;
  return (
    <p className="text-sm text-slate-300" data-testid="seating-counts">
      {counts.players} players · {counts.seated} seated · {counts.unseated} waiting for a seat · {counts.tables}{' '}
      {counts.tables === 1 ? 'table' : 'tables'} · {counts.openSeats} open seats
      {view.lastDraw ? ` · last draw's seed ${view.lastDraw.seed}` : ''}
    </p>
  );
}

function Seating({ id, view }: { id: number; view: TournamentSeating }) {
  const draw = useDraw(id);
  const table = useChangeTable(id);
  const move = useMove(id);
  const bust = useBust(id);
  const undo = useUndoBust(id);
  const final = useFinalTable(id);
  const handDone = useHandDone(id);
  const chipCounts = useChipCounts(id);
  const [counting, setCounting] = useState<number | null>(null);
  const countingTable = view.tables.find((t) => t.number === counting);
  const clock = useTournamentClock(id).data?.clock;
  const handForHand = clock?.handForHandTables ?? null;
  const [busting, setBusting] = useState<{ playerId: number; name: string } | null>(null);
  const [undoing, setUndoing] = useState<{ playerId: number; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const isPending =
    draw.isPending ||
    table.isPending ||
    move.isPending ||
    bust.isPending ||
    undo.isPending ||
    final.isPending ||
    handDone.isPending;
  const error = draw.error ?? table.error ?? move.error ?? final.error ?? handDone.error;
  const running = view.tables.filter((t) => !t.broken);

  return (
    <>
      {error ? (
        <Alert variant="destructive" title="Not done">
          {actionErrorText(error)}
        </Alert>
      ) : null}
      {/* A new form once tables open or break: its rows start from the tables there are. */}
      <DrawForm
        key={view.tables.map((t) => t.number).join(',')}
        view={view}
        isPending={isPending}
        onDraw={(tables) => {
          draw.reset();
          draw.mutate(tables);
        }}
      />
      <Advice
        view={view}
        isPending={isPending}
        onApply={(body) => move.mutate(body)}
        onFinalTable={(spec) => final.mutate(spec)}
      />
      {running.length > 0 ? (
        <section aria-labelledby="seating-tables" className="grid gap-3">
          <h2 id="seating-tables" className="text-lg font-bold text-white">
            Tables
          </h2>
          {handForHand ? (
            <p className="text-sm text-amber-200" data-testid="seating-hand-for-hand" aria-live="polite">
              Hand-for-hand: {handForHand.done} of {handForHand.playing} tables done with this hand. When all are, the
              next hand starts and {formatClockSeconds(handForHand.secondsOff)} comes off the level.
            </p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {running.map((t) => (
              <SeatingTableCard
                key={t.number}
                table={t}
                isPending={isPending}
                isHandForHand={handForHand !== null}
                onHandDone={(done) => {
                  handDone.reset();
                  handDone.mutate({ number: t.number, done });
                }}
                onCountChips={() => {
                  chipCounts.reset();
                  setCounting(t.number);
                }}
                onButton={(buttonSeat) => table.mutate({ number: t.number, buttonSeat })}
                onBreak={() => table.mutate({ number: t.number, broken: true })}
                onBust={setBusting}
              />
            ))}
          </div>
        </section>
      ) : null}
      {view.eliminations.length > 0 ? (
        <section aria-labelledby="seating-busts" className="grid gap-2">
          <h2 id="seating-busts" className="text-lg font-bold text-white">
            Busts
          </h2>
          <ul className="grid gap-1">
            {view.eliminations.map((e) => (
              <li
                key={`${e.playerId}-${e.at}`}
                className="flex min-h-11 items-center justify-between gap-2 rounded-lg bg-slate-900/90 px-3"
              >
                <span className="text-slate-100">
                  {e.name} · place {e.place}
                  {e.sharedPlaces.length > 1 ? ` (shares ${e.sharedPlaces.join(', ')})` : ''}
                </span>
                <Button variant="ghost" aria-label={`Undo the bust of ${e.name}`} onClick={() => setUndoing(e)}>
                  Undo
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {countingTable ? (
        <ChipCountDialog
          key={countingTable.number}
          table={countingTable}
          open
          onOpenChange={(open) => !open && setCounting(null)}
          isPending={chipCounts.isPending}
          error={chipCounts.error}
          onSave={(counts) => chipCounts.mutate(counts, { onSuccess: () => setCounting(null) })}
        />
      ) : null}
      {/* A new dialog per player: the eliminator chosen for one bust is never carried to the next. */}
      <BustDialog
        key={busting?.playerId ?? 'none'}
        view={view}
        busting={busting}
        onClose={() => {
          setBusting(null);
          bust.reset();
        }}
        bounty={clock?.bounty ?? '0'}
        isHandForHand={handForHand !== null}
        isPending={bust.isPending}
        error={bust.error}
        onBust={(input) => bust.mutate(input, { onSuccess: () => setBusting(null) })}
      />
      <FloorDialog
        open={undoing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setUndoing(null);
            setReason('');
            undo.reset();
          }
        }}
        title={`Undo the bust of ${undoing?.name ?? ''}?`}
        description="The player is back in and draws a seat. Say why: the audit log keeps it."
        submitLabel="Undo the bust"
        isPending={undo.isPending}
        error={undo.error}
        canSubmit={reason.trim().length >= 3}
        onSubmit={() =>
          undoing &&
          undo.mutate(
            { playerId: undoing.playerId, reason },
            {
              onSuccess: () => {
                setUndoing(null);
                setReason('');
              },
            },
          )
        }
      >
        <div className="grid gap-1">
          <label htmlFor={reasonId} className="text-sm text-slate-200">
            Reason
          </label>
          <Input id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
        </div>
      </FloorDialog>
    </>
  );
}

/** What the server suggests: balancing moves (Apply / Apply all), halted tables, a button to set, a break. */
function Advice({
  view,
  isPending,
  onApply,
  onFinalTable,
}: {
  view: TournamentSeating;
  isPending: boolean;
  onApply: (body: { apply: 'suggested' } | { playerId: number; table: number; seat: number }) => void;
  onFinalTable: (table: { number: number; seats: number }) => void;
}) {
  const { suggestedMoves, halted, buttonNeeded, suggestion } = view;
  const [forming, setForming] = useState(false);
  // The final table forms at the lowest-numbered running table with room for everyone left (RP-9).
  const finalAt = view.tables.find((t) => !t.broken && t.seats >= view.counts.players);
  if (suggestedMoves.length === 0 && halted.length === 0 && buttonNeeded.length === 0 && !suggestion) return null;
  return (
    <section
      aria-labelledby="seating-advice"
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4"
    >
      <h2 id="seating-advice" className="text-lg font-bold text-white">
        To do
      </h2>
      {halted.length > 0 ? (
        <Alert variant="warning" title={`Halt play at table ${halted.join(', ')}`}>
          3 or more players short of the fullest table (TDA 11-D): balance before the next hand.
        </Alert>
      ) : null}
      {buttonNeeded.length > 0 ? (
        <Alert variant="warning" title={`Set the button at table ${buttonNeeded.join(', ')}`}>
          The player to move is counted from the button.
        </Alert>
      ) : null}
      {suggestion ? (
        <Alert variant="info" title={suggestion.kind === 'break' ? `Break table ${suggestion.table}` : 'Final table'}>
          {suggestion.kind === 'break'
            ? `The players left fit the other tables: table ${suggestion.table} can break.`
            : `The players left fit a ${suggestion.size}-handed final table.`}
          {suggestion.kind === 'final_table' && finalAt ? (
            <Button className="mt-2" disabled={isPending} onClick={() => setForming(true)}>
              Form the final table at table {finalAt.number}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={forming}
        onOpenChange={setForming}
        title={`Form the final table at table ${finalAt?.number ?? ''}?`}
        description="Every player left is drawn at random to a seat there, every other table breaks, and the button is drawn at the table."
        confirmLabel="Form the final table"
        onConfirm={() => finalAt && onFinalTable({ number: finalAt.number, seats: finalAt.seats })}
      />
      {suggestedMoves.length > 0 ? (
        <div className="grid gap-2">
          <ul className="grid gap-1" aria-label="Suggested moves">
            {suggestedMoves.map((m) => (
              <li
                key={m.playerId}
                className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-950/50 px-3"
              >
                <span className="text-slate-100">
                  {m.name}: table {m.from.table} seat {m.from.seat} → table {m.to.table} seat {m.to.seat}
                </span>
                <Button
                  variant="secondary"
                  disabled={isPending}
                  aria-label={`Apply the move of ${m.name}`}
                  onClick={() => onApply({ playerId: m.playerId, table: m.to.table, seat: m.to.seat })}
                >
                  Apply
                </Button>
              </li>
            ))}
          </ul>
          <Button className="justify-self-start" disabled={isPending} onClick={() => onApply({ apply: 'suggested' })}>
            Apply all moves
          </Button>
        </div>
      ) : null}
    </section>
  );
}
