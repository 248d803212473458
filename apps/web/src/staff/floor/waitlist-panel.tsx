import { isInRoom, nextToPage } from '@club/shared/check-in';
import type { FloorTable, FloorWaitlistEntry } from '@club/shared/floor';
import { formatHold, holdSecondsLeft, type WaitlistPage } from '@club/shared/paging';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { minutesBetween } from './seat-clock';

const KYC_OK = new Set(['approved', 'verified']);

const ANSWERS = { on_my_way: 'On my way', more_time: 'Asked for more time' } as const;

/** A paged entry: the hold counting down (from the stored expiry, every second) and the player's answer. */
function PageState({ page, now }: { page: WaitlistPage; now: number }) {
  const left = holdSecondsLeft(page.pageExpiresAt, now);
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs" role="status">
      <Badge variant={left > 60 ? 'info' : 'warning'}>
        Paged · <span className="tabular-nums">{formatHold(left)}</span> left
      </Badge>
      {page.seatNumber ? <span className="text-slate-300">seat {page.seatNumber}</span> : null}
      {page.response ? (
        <Badge variant="success">{ANSWERS[page.response]}</Badge>
      ) : (
        <span className="text-slate-400">No answer yet</span>
      )}
    </p>
  );
}

/** The table's wait-list in order, with what the floor needs to know before seating someone. */
export function WaitlistPanel({
  table,
  now,
  onSeat,
  onRemove,
  onPage,
  pagingEntryId,
  onCheckIn,
  onMove,
  checkingInEntryId,
}: {
  table: FloorTable;
  now: number;
  onSeat: (entry: FloorWaitlistEntry) => void;
  onRemove: (entry: FloorWaitlistEntry) => void;
  onPage: (entry: FloorWaitlistEntry) => void;
  pagingEntryId: number | null;
  /** 'Arrived': the player's remote entries count as in the room (decision 064). */
  onCheckIn: (entry: FloorWaitlistEntry) => void;
  /** Move on the list with a reason, or to the end. */
  onMove: (entry: FloorWaitlistEntry) => void;
  checkingInEntryId: number | null;
}) {
  const isFull = table.seats.length >= table.maxPlayers;
  // Paging offers the room first (decision 064): the first player in the room not paged, else the first remote one.
  const next = nextToPage(table.waitlist);
  if (table.waitlist.length === 0) return <p className="text-sm text-slate-400">Nobody is waiting.</p>;
  return (
    <ol className="grid gap-2" aria-label={`Wait-list of ${table.name}`}>
      {table.waitlist.map((entry) => (
        <li key={entry.entryId} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-950/60 px-3 py-2">
          <span className="w-7 text-sm font-bold text-emerald-300">#{entry.position}</span>
          {/* At least 12rem for who is waiting: the actions (up to five) wrap under it rather than crush it. */}
          <div className="min-w-0 flex-[1_1_12rem]">
            <p className="truncate text-sm font-semibold text-white">
              {entry.nickname || entry.playerName}
              {entry.nickname ? <span className="font-normal text-slate-300"> · {entry.playerName}</span> : null}
            </p>
            <p className="text-xs text-slate-300">
              {minutesBetween(Date.parse(entry.joinedAt), now)} min waiting
              {entry.preferredTableId === null ? ' · any table' : ''}
              {entry.preferredSeat ? ` · prefers seat ${entry.preferredSeat}` : ''}
              {entry.notes ? ` · “${entry.notes}”` : ''}
            </p>
            <div className="mt-1 flex flex-wrap gap-1">
              {entry.entryId === next?.entryId ? <Badge variant="success">Next to page</Badge> : null}
              {isInRoom(entry) ? <Badge variant="info">In room</Badge> : <Badge variant="warning">Remote</Badge>}
              {entry.barred ? <Badge variant="destructive">Barred</Badge> : null}
              {KYC_OK.has(entry.kycStatus) ? null : <Badge variant="warning">KYC {entry.kycStatus}</Badge>}
              {entry.hasCreditInUse ? <Badge variant="info">Credit in use</Badge> : null}
              {entry.seatedAt ? <Badge variant="destructive">Seated at {entry.seatedAt}</Badge> : null}
              {entry.misses > 0 ? (
                <Badge variant="warning">
                  Missed {entry.misses} {entry.misses === 1 ? 'page' : 'pages'}
                </Badge>
              ) : null}
            </div>
            {entry.page ? <PageState page={entry.page} now={now} /> : null}
            {entry.reorder ? (
              <p className="mt-1 text-xs text-slate-300">
                Moved by the floor{entry.reorder.reason ? `: “${entry.reorder.reason}”` : ''}
              </p>
            ) : null}
          </div>
          {isInRoom(entry) ? null : (
            <Button
              size="md"
              variant="secondary"
              onClick={() => onCheckIn(entry)}
              disabled={checkingInEntryId === entry.entryId}
              aria-label={`${entry.nickname || entry.playerName} arrived`}
            >
              Arrived
            </Button>
          )}
          {entry.page && holdSecondsLeft(entry.page.pageExpiresAt, now) > 0 ? null : (
            <Button
              size="md"
              variant="secondary"
              onClick={() => onPage(entry)}
              disabled={pagingEntryId === entry.entryId}
              aria-label={`Page ${entry.nickname || entry.playerName}`}
            >
              Page
            </Button>
          )}
          <Button size="md" onClick={() => onSeat(entry)} disabled={isFull}>
            Seat
          </Button>
          <Button
            size="md"
            variant="secondary"
            onClick={() => onMove(entry)}
            aria-label={`Move ${entry.nickname || entry.playerName} on the list`}
          >
            Move
          </Button>
          <Button size="md" variant="secondary" onClick={() => onRemove(entry)}>
            Remove
          </Button>
        </li>
      ))}
    </ol>
  );
}
