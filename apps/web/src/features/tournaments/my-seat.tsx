import { formatRupees } from '@club/shared/money';
import { PRIZE_DUE_TEXT } from '@club/shared/tournament-entries';
import { ordinal } from '@club/shared/tournament-prizes';
import { seatText } from '@club/shared/tournament-seating';
import { formatClubTime } from '../../lib/format';
import { formatChips } from './clock/clock-text';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { closeSeatNotice, useMySeat, useSeatNotice } from './my-seat-queries';

/** On the tournament's page: where the player sits ('Table 4, seat 7'), or the finish and its money once known. */
export function MySeat({ tournamentId }: { tournamentId: number }) {
  const mine = useMySeat(tournamentId).data;
  if (!mine || mine.status === 'none') return null;
  // The place is known at a bust, or for the players still in once play is over (the last bust, a deal).
  const hasFinished = mine.status === 'busted' || mine.place !== null;
  const text = hasFinished
    ? mine.place === null
      ? 'You are out of this tournament.'
      : `You finished ${ordinal(mine.place)}.`
    : mine.table !== null && mine.seat !== null
      ? seatText(mine.table, mine.seat)
      : 'Your seat is drawn soon.';
  return (
    <section aria-labelledby="my-seat-heading" className="rounded-2xl border border-emerald-700/70 bg-slate-900/90 p-4">
      <h2 id="my-seat-heading" className="text-xs uppercase tracking-wide text-slate-400">
        {hasFinished ? 'Your finish' : 'Your seat'}
      </h2>
      <p data-testid="my-seat" className="text-2xl font-black text-emerald-300">
        {text}
      </p>
      {hasFinished && mine.prize !== null && mine.prizeStatus !== null ? (
        <p data-testid="my-prize" className="mt-1 text-base text-slate-100">
          <strong className="text-emerald-300">{formatRupees(mine.prize)}</strong> {PRIZE_DUE_TEXT[mine.prizeStatus]}
        </p>
      ) : null}
      {!hasFinished && mine.countedChips !== null && mine.countedAt !== null ? (
        <p data-testid="my-stack" className="mt-1 text-sm text-slate-200">
          Your stack at the floor's last count: <strong>{formatChips(mine.countedChips)}</strong> chips (
          {formatClubTime(mine.countedAt, 'time')})
        </p>
      ) : null}
    </section>
  );
}

const NOTICE_TITLES = {
  draw: 'Your seat',
  late: 'Your seat',
  move: 'Move',
  break: 'Table broken: move',
  final: 'Final table: move',
};

/** The floor's draw or move, on whatever screen is open: 'Move to Table 4, seat 7' and "I'm seated". */
export function SeatNoticeDialog() {
  const notice = useSeatNotice();
  const isMove = notice !== null && notice.from !== null;
  return (
    <Dialog open={notice !== null} onOpenChange={(open) => (open ? undefined : closeSeatNotice())}>
      {notice ? (
        <DialogContent className="max-w-sm">
          <DialogTitle>{NOTICE_TITLES[notice.kind]}</DialogTitle>
          <DialogDescription>{notice.tournamentName}</DialogDescription>
          <p className="mt-4 text-2xl font-black text-emerald-300" data-testid="seat-notice">
            {isMove ? 'Move to ' : ''}
            {seatText(notice.table, notice.seat)}
          </p>
          {notice.from ? (
            <p className="text-sm text-slate-300">From {seatText(notice.from.table, notice.from.seat).toLowerCase()}</p>
          ) : null}
          {notice.waitsForButton ? (
            <p className="mt-2 text-sm text-amber-300">Wait for the button to pass before you are dealt in.</p>
          ) : null}
          <Button className="mt-5 w-full" size="lg" onClick={closeSeatNotice}>
            I'm seated
          </Button>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
