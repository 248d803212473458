import { buyInPayment } from '@club/shared/buy-in';
import type { CageTransaction } from '@club/shared/cage';
import { fromPaise } from '@club/shared/money';
import { Fragment, useState } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useStaffMe } from '../staff-session';
import { Button } from '../../components/ui/button';
import { ApprovalsPanel } from './approvals-panel';
import { CreditDesk } from './credit-desk';
import { DayLog } from './day-log';
import { Alert } from '../../components/ui/alert';
import { useCurrentShift, usePlayerBalance, usePlayerSearch } from './cage-queries';
import { MoneyDialog, type MoneyDialogTarget } from './money-dialog';
import { type CagePlayer, PlayerCard } from './player-card';
import { ReleasedSeatsPanel } from './released-seats-panel';
import { ReverseDialog } from './reverse-dialog';
import { TournamentEntryPanel } from './tournament-entry-panel';
import { TournamentPrizesDesk } from './tournament-prizes-desk';
import { UnpaidBuyInsPanel } from './unpaid-buy-ins-panel';
import { OPENING_FLOAT_FIELD, ShiftPanel } from './shift-panel';
import { VipDesk } from './vip-desk';

/** /staff/cage: the cashier's counter: shift, player card, money forms, approvals and released seats. */
export function CagePage() {
  const me = useStaffMe().data;
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim(), 250);
  const results = usePlayerSearch(text);
  const [player, setPlayer] = useState<CagePlayer | null>(null);
  const [money, setMoney] = useState<MoneyDialogTarget | null>(null);
  const [reversing, setReversing] = useState<CageTransaction | null>(null);
  const [seatMoney, setSeatMoney] = useState<SeatMoneyTarget | null>(null);
  const shift = useCurrentShift();
  // Everything bound to a player is dropped when another is picked (issue 38, item 7): an open dialog, and
  // (keyed on the player's id below) the card's and the entry panel's state: the chosen tournament, kind and
  // payment, the last receipt and the pending Idempotency-Key, so nothing of A's is ever charged to B.
  const pickPlayer = (next: CagePlayer | null) => {
    setMoney(null);
    setReversing(null);
    setPlayer(next);
  };
  if (!me) return null;
  // A cashier handles money only in an open shift (decision 070; a super admin may work without one): until
  // it is open the money forms are off, and the page says so with the way to open it (issue 27, item 7).
  const needsShift = me.role !== 'super_admin' && !shift.isPending && !shift.data;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-4">
        <h1 className="text-2xl font-bold text-white">Cage</h1>
        {needsShift ? <OpenShiftFirst /> : null}
        <div className="grid gap-1.5">
          <Label htmlFor="cage-search">Find a player (name, nickname, phone, e-mail or player code)</Label>
          <Input
            id="cage-search"
            type="search"
            autoComplete="off"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {text.length >= 2 ? (
          <section aria-label="Players found" className="grid gap-1">
            {results.isPending ? <Spinner label="Searching…" /> : null}
            {results.data?.length === 0 ? <p className="text-sm text-slate-300">No player matches “{text}”.</p> : null}
            {(results.data ?? []).slice(0, 8).map((p) => (
              <button
                key={p.id}
                type="button"
                onClick={() => {
                  pickPlayer({
                    id: p.id,
                    name: `${p.firstName} ${p.lastName}`,
                    nickname: p.nickname,
                    playerCode: p.playerCode,
                    kycStatus: p.kycStatus,
                    barred: p.bar !== null,
                  });
                  setSearch('');
                }}
                className="flex min-h-11 items-center gap-3 rounded-lg bg-slate-900 px-3 text-left text-sm text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-400"
              >
                <span className="font-semibold">
                  {p.firstName} {p.lastName}
                </span>
                <span className="text-slate-300">
                  {p.nickname} · {p.playerCode} · {p.phone}
                </span>
                {p.bar ? <span className="font-bold text-red-300">Barred</span> : null}
              </button>
            ))}
          </section>
        ) : null}
        {player ? null : <DayLog />}
        {player ? (
          // One key for all that is bound to the player: a new player mounts them afresh.
          <Fragment key={player.id}>
            <PlayerCard
              player={player}
              canSetLimit={me.role === 'super_admin'}
              locked={needsShift}
              onOperation={(kind, balance, seat) => setMoney({ kind, balance, seat, player })}
              onReverse={setReversing}
            />
            <TournamentEntryPanel player={player} locked={needsShift} />
            <Button variant="secondary" className="justify-self-start" onClick={() => pickPlayer(null)}>
              Back to the day's log
            </Button>
          </Fragment>
        ) : (
          <p className="text-sm text-slate-300">Find a player to see their card and handle money.</p>
        )}
        <TournamentPrizesDesk />
      </div>
      <div className="grid content-start gap-4">
        <ShiftPanel />
        <ApprovalsPanel me={me} />
        <UnpaidBuyInsPanel
          locked={needsShift}
          onRecord={(seat) =>
            setSeatMoney({
              kind: 'table-buy-in',
              playerId: seat.playerId,
              playerName: seat.playerName,
              playerCode: seat.playerCode,
              seat: { seatId: seat.seatId, label: `${seat.tableName}, seat ${seat.seatNumber}`, unpaid: seat.unpaid },
            })
          }
        />
        <ReleasedSeatsPanel
          locked={needsShift}
          onSettle={(seat) =>
            setSeatMoney({
              kind: 'table-cash-out',
              playerId: seat.playerId,
              playerName: seat.playerName,
              playerCode: seat.playerCode,
              seat: {
                seatId: seat.seatId,
                label: `${seat.tableName}, seat ${seat.seatNumber} (released)`,
                unpaid: fromPaise(buyInPayment(seat.buyIn, seat.buyInPaid).unpaidPaise),
              },
            })
          }
        />
        {me.role === 'super_admin' ? <CreditDesk /> : null}
        <VipDesk />
      </div>
      {money ? <MoneyDialog target={money} cashierName={me.name} onClose={() => setMoney(null)} /> : null}
      {reversing ? <ReverseDialog row={reversing} onClose={() => setReversing(null)} /> : null}
      {seatMoney ? <SeatMoney target={seatMoney} cashierName={me.name} onClose={() => setSeatMoney(null)} /> : null}
    </div>
  );
}

/** No shift open: what to do first, and a button that takes the cashier to the opening float. */
function OpenShiftFirst() {
  return (
    <Alert variant="warning" title="Open a shift first">
      <div className="grid gap-2">
        <p>Money moves only in your open shift: count the drawer and open it, then the money forms come on.</p>
        <Button
          className="justify-self-start"
          onClick={() => {
            const input = document.querySelector<HTMLInputElement>(`[${OPENING_FLOAT_FIELD}]`);
            input?.scrollIntoView({ block: 'center' });
            input?.focus();
          }}
        >
          Open a shift
        </Button>
      </div>
    </Alert>
  );
}

interface SeatMoneyTarget {
  kind: 'table-buy-in' | 'table-cash-out';
  playerId: number;
  playerName: string;
  playerCode?: string;
  seat: NonNullable<MoneyDialogTarget['seat']>;
}

/**
 * A seat's money from the cage's lists (a released seat's settlement, an unpaid buy-in): the money dialog
 * once the player's balance is read.
 */
function SeatMoney({
  target,
  cashierName,
  onClose,
}: {
  target: SeatMoneyTarget;
  cashierName: string;
  onClose: () => void;
}) {
  const balance = usePlayerBalance(target.playerId);
  if (!balance.data) return null;
  return (
    <MoneyDialog
      target={{
        kind: target.kind,
        balance: balance.data,
        player: { id: target.playerId, name: target.playerName, playerCode: target.playerCode },
        seat: target.seat,
      }}
      cashierName={cashierName}
      onClose={onClose}
    />
  );
}
