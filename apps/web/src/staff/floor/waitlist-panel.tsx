import { isInRoom } from '@club/shared/check-in';
import type { FloorTable, FloorWaitlistEntry } from '@club/shared/floor';
import { useState } from 'react';
import {
  describeDelivery,
  formatHold,
  holdSecondsLeft,
  type PageDelivery,
  type WaitlistPage,
} from '@club/shared/paging';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatClubTime } from '../../lib/format';
import { Select } from './floor-form';
import { defaultTarget, type FloorGame } from './game-waitlist';
import { minutesBetween, openSeatNumbers } from './seat-clock';
import { useNow } from './use-now';

const KYC_OK = new Set(['approved', 'verified']);

const ANSWERS = { on_my_way: 'On my way', more_time: 'Asked for more time' } as const;

const DELIVERY_TONE: Partial<Record<PageDelivery['state'], string>> = {
  failed: 'text-red-300',
  delivered: 'text-emerald-300',
  seen: 'text-emerald-300',
  opened: 'text-emerald-300',
};

/** How the page went out and whether it was seen (decision 141), one short line: 'texted 9:04 pm · link opened 9:05 pm'. */
function Deliveries({ deliveries }: { deliveries: PageDelivery[] }) {
  if (deliveries.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-300" aria-label="How the page went out">
      {deliveries.map((delivery, index) => (
        <li key={delivery.channel} className={DELIVERY_TONE[delivery.state]}>
          {index > 0 ? (
            <span aria-hidden="true" className="mr-2 text-slate-500">
              ·
            </span>
          ) : null}
          {describeDelivery(delivery, (at) => formatClubTime(at, 'time'))}
        </li>
      ))}
    </ul>
  );
}

/** A paged entry: the hold counting down (from the stored expiry, every second) and the player's answer. */
function PageState({ page, now }: { page: WaitlistPage; now: number }) {
  const left = holdSecondsLeft(page.pageExpiresAt, now);
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs" role="status">
      <Badge variant={left > 60 ? 'info' : 'warning'}>
        Paged · <span className="tabular-nums">{formatHold(left)}</span> left
      </Badge>
      <span className="text-slate-300">
        to {page.tableName}
        {page.seatNumber ? `, seat ${page.seatNumber}` : ''}
      </span>
      {page.response ? (
        <Badge variant="success">{ANSWERS[page.response]}</Badge>
      ) : (
        <span className="text-slate-400">No answer yet</span>
      )}
    </p>
  );
}

const openText = (table: FloorTable) => {
  const open = openSeatNumbers(table).length;
  return open === 0 ? 'full' : `${open} open`;
};

/** What the list can fill now: its running tables with an open seat, or why none. */
function Fills({ game }: { game: FloorGame }) {
  if (game.targets.length === 0) {
    return <p className="text-sm text-amber-200">No {game.name} table is running: start one to seat this list.</p>;
  }
  if (!game.canFill) {
    return (
      <p className="text-sm text-amber-200">
        No running table has an open seat ({game.targets.map((t) => t.name).join(', ')} full): page for the next seat to
        free.
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-300">
      Can fill: {game.targets.map((t) => `${t.name} (${openText(t)})`).join(' · ')}
    </p>
  );
}

export interface WaitlistActions {
  /** Seat the entry at the table chosen for it. */
  onSeat: (entry: FloorWaitlistEntry, table: FloorTable) => void;
  onRemove: (entry: FloorWaitlistEntry) => void;
  /** Page the entry to the table chosen for it. */
  onPage: (entry: FloorWaitlistEntry, table: FloorTable) => void;
  pagingEntryId: number | null;
  /** 'Arrived': the player's remote entries count as in the room (decision 064). */
  onCheckIn: (entry: FloorWaitlistEntry) => void;
  /** Move on the list with a reason, or to the end. */
  onMove: (entry: FloorWaitlistEntry) => void;
  /** A guest made a player account: the entry becomes theirs (decision 131). */
  onLink: (entry: FloorWaitlistEntry) => void;
  checkingInEntryId: number | null;
}

/**
 * A game's one wait-list in game order (decision 063, issue 27 item 3), with what the floor needs to know before
 * seating someone. Seat and Page take each player to a table chosen on the row: the preferred table when it has a
 * seat, else the first running table with an open seat.
 */
export function WaitlistPanel({ game, actions }: { game: FloorGame; actions: WaitlistActions }) {
  return (
    <div className="grid gap-2">
      <Fills game={game} />
      {game.entries.length === 0 ? (
        <p className="text-sm text-slate-400">Nobody is waiting.</p>
      ) : (
        <WaitingRows game={game} actions={actions} />
      )}
    </div>
  );
}

/** The list's rows, with the minutes waited and the page's hold ticking (only a list with someone on it ticks). */
function WaitingRows({ game, actions }: { game: FloorGame; actions: WaitlistActions }) {
  const now = useNow();
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const tablesById = new Map(game.tables.map((t) => [t.id, t]));
  const name = (entry: FloorWaitlistEntry) => entry.nickname || entry.playerName;
  // The floor's choice while it is still offered, else the default.
  const targetOf = (entry: FloorWaitlistEntry) =>
    game.targets.find((t) => t.id === chosen[entry.entryId]) ?? defaultTarget(entry, game.targets);
  return (
    <ol className="grid gap-2" aria-label={`Wait-list of ${game.name}`}>
      {game.entries.map((entry) => {
        const target = targetOf(entry);
        const preferred = entry.preferredTableId ? tablesById.get(entry.preferredTableId) : undefined;
        const canSeat = target !== null && openSeatNumbers(target).length > 0;
        return (
          <li key={entry.entryId} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-950/60 px-3 py-2">
            <span className="w-7 text-sm font-bold text-emerald-300">#{entry.position}</span>
            {/* At least 12rem for who is waiting: the actions wrap under it rather than crush it. */}
            <div className="min-w-0 flex-[1_1_12rem]">
              <p className="truncate text-sm font-semibold text-white">
                {name(entry)}
                {entry.nickname ? <span className="font-normal text-slate-300"> · {entry.playerName}</span> : null}
              </p>
              <p className="text-xs text-slate-300">
                {minutesBetween(Date.parse(entry.joinedAt), now)} min waiting
                {entry.preferredTableId === null
                  ? ' · any table'
                  : ` · prefers ${preferred?.name ?? 'a table'}${preferred && preferred.status !== 'active' ? ' (not running)' : ''}`}
                {entry.preferredSeat ? ` · seat ${entry.preferredSeat}` : ''}
                {entry.notes ? ` · “${entry.notes}”` : ''}
              </p>
              <div className="mt-1 flex flex-wrap gap-1">
                {entry.entryId === game.next?.entryId ? <Badge variant="success">Next to page</Badge> : null}
                {isInRoom(entry) ? <Badge variant="info">In room</Badge> : <Badge variant="warning">Remote</Badge>}
                {entry.barred ? <Badge variant="destructive">Barred</Badge> : null}
                {entry.guestId !== null ? (
                  <Badge variant="info">Guest · {entry.guestPhone}</Badge>
                ) : entry.kycStatus === null || KYC_OK.has(entry.kycStatus) ? null : (
                  <Badge variant="warning">KYC {entry.kycStatus}</Badge>
                )}
                {entry.hasCreditInUse ? <Badge variant="info">Credit in use</Badge> : null}
                {entry.seatedAt ? <Badge variant="destructive">Seated at {entry.seatedAt}</Badge> : null}
                {entry.misses > 0 ? (
                  <Badge variant="warning">
                    Missed {entry.misses} {entry.misses === 1 ? 'page' : 'pages'}
                  </Badge>
                ) : null}
              </div>
              {entry.page ? <PageState page={entry.page} now={now} /> : null}
              {entry.page ? <Deliveries deliveries={entry.deliveries} /> : null}
              {entry.reorder ? (
                <p className="mt-1 text-xs text-slate-300">
                  Moved by the floor{entry.reorder.reason ? `: “${entry.reorder.reason}”` : ''}
                </p>
              ) : null}
            </div>
            {game.targets.length > 1 && target ? (
              <div className="w-full sm:w-auto sm:min-w-56">
                <Select
                  aria-label={`Table for ${name(entry)}`}
                  value={target.id}
                  onChange={(event) => setChosen((c) => ({ ...c, [entry.entryId]: event.target.value }))}
                >
                  {game.targets.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name} · {openText(t)}
                      {t.id === entry.preferredTableId ? ' · preferred' : ''}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            {isInRoom(entry) ? null : (
              <Button
                size="md"
                variant="secondary"
                onClick={() => actions.onCheckIn(entry)}
                disabled={actions.checkingInEntryId === entry.entryId}
                aria-label={`${name(entry)} arrived`}
              >
                Arrived
              </Button>
            )}
            {!target || (entry.page && holdSecondsLeft(entry.page.pageExpiresAt, now) > 0) ? null : (
              <Button
                size="md"
                variant="secondary"
                onClick={() => actions.onPage(entry, target)}
                disabled={actions.pagingEntryId === entry.entryId}
                aria-label={`Page ${name(entry)} to ${target.name}`}
              >
                Page
              </Button>
            )}
            <Button
              size="md"
              onClick={() => target && actions.onSeat(entry, target)}
              disabled={!canSeat}
              aria-label={target ? `Seat ${name(entry)} at ${target.name}` : `Seat ${name(entry)}`}
            >
              Seat
            </Button>
            {entry.guestId !== null ? (
              <Button
                size="md"
                variant="secondary"
                onClick={() => actions.onLink(entry)}
                aria-label={`Link ${name(entry)} to a player account`}
              >
                Link account
              </Button>
            ) : null}
            <Button
              size="md"
              variant="secondary"
              onClick={() => actions.onMove(entry)}
              aria-label={`Move ${name(entry)} on the list`}
            >
              Move
            </Button>
            <Button
              size="md"
              variant="secondary"
              onClick={() => actions.onRemove(entry)}
              aria-label={`Remove ${name(entry)} from the list`}
            >
              Remove
            </Button>
          </li>
        );
      })}
    </ol>
  );
}
