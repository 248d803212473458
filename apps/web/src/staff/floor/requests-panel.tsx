import type { FloorSeat, FloorTable } from '@club/shared/floor';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { chime } from '../../lib/tones';
import { isOpenRequest, minutesBetween, REQUEST_LABELS } from './seat-clock';
import { useNow } from './use-now';

interface OpenRequest {
  table: FloorTable;
  seat: FloorSeat;
  kind: 'call_time' | 'cash_out';
  at: string;
}

export const openRequestsOf = (tables: FloorTable[]): OpenRequest[] =>
  tables
    .flatMap((table) =>
      table.seats.filter(isOpenRequest).map((seat) => ({
        table,
        seat,
        kind: seat.request?.kind ?? 'call_time',
        at: seat.request?.at ?? seat.sessionStartTime,
      })),
    )
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

/** Players' call-time and cash-out requests, oldest first, until a floor person acknowledges them. */
export function RequestsPanel({
  requests,
  pendingSeatId,
  onAcknowledge,
}: {
  requests: OpenRequest[];
  pendingSeatId: number | null;
  onAcknowledge: (request: OpenRequest) => void;
}) {
  const now = useNow();
  const heard = useRef<Set<string> | null>(null);
  useEffect(() => {
    const keys = new Set(requests.map((r) => `${r.seat.seatId}:${r.kind}:${r.at}`));
    // The requests already open when the floor opened make no sound; new ones do.
    if (heard.current && [...keys].some((key) => !heard.current?.has(key))) chime();
    heard.current = keys;
  }, [requests]);

  return (
    <section
      aria-labelledby="floor-requests"
      className="rounded-2xl border border-amber-800/70 bg-amber-950/40 p-3 sm:p-4"
    >
      <h2 id="floor-requests" className="text-base font-bold text-amber-100">
        Players' requests ({requests.length})
      </h2>
      {requests.length === 0 ? (
        <p className="mt-1 text-sm text-amber-100/80">No call-time or cash-out request is waiting.</p>
      ) : (
        <ul className="mt-2 grid gap-2" aria-live="polite">
          {requests.map((request) => (
            <li
              key={`${request.seat.seatId}-${request.kind}`}
              className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-950/70 px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-white">
                  {REQUEST_LABELS[request.kind]} · {request.seat.nickname || request.seat.playerName}
                </p>
                <p className="text-xs text-slate-300">
                  {request.table.name}, seat {request.seat.seatNumber} · {minutesBetween(Date.parse(request.at), now)}{' '}
                  min ago
                </p>
              </div>
              <Button onClick={() => onAcknowledge(request)} disabled={pendingSeatId === request.seat.seatId}>
                Acknowledge
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
