import { memo } from 'react';
import type { FloorSeat, FloorTable } from '@club/shared/floor';
import { formatRupees } from '@club/shared/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SeatTile } from './seat-tile';

const rupees = (amount: string) => formatRupees(amount).replace(/\.00$/, '');

export interface TableCardActions {
  openSeat: (table: FloorTable, seatNumber: number) => void;
  seated: (table: FloorTable, seat: FloorSeat) => void;
  edit: (table: FloorTable) => void;
  toggleStatus: (table: FloorTable) => void;
  close: (table: FloorTable) => void;
}

/**
 * One table on the floor map: its seats (its game's one wait-list is drawn above the game's tables). Drawn again only
 * when its table changes (a push replaces that table alone) or the actions do.
 */
export const TableCard = memo(function TableCard({ table, actions }: { table: FloorTable; actions: TableCardActions }) {
  const bySeat = new Map(table.seats.map((s) => [s.seatNumber, s]));
  const isActive = table.status === 'active';
  const headingId = `floor-table-${table.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-3 sm:p-4"
    >
      <header className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="truncate text-lg font-bold text-white">
            {table.name}
          </h2>
          <p className="text-sm text-slate-300">
            {table.gameType} · {table.stakes} · buy-in {rupees(table.minBuyIn)}–{rupees(table.maxBuyIn)}
          </p>
        </div>
        <Badge variant={isActive ? 'success' : 'default'}>{isActive ? 'Active' : 'Inactive'}</Badge>
        <Badge>
          {table.seats.length}/{table.maxPlayers} seated
        </Badge>
      </header>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {Array.from({ length: table.maxPlayers }, (_, i) => i + 1).map((seatNumber) => (
          <SeatTile
            key={seatNumber}
            table={table}
            seatNumber={seatNumber}
            seat={bySeat.get(seatNumber)}
            onOpenSeat={() => actions.openSeat(table, seatNumber)}
            onSeated={(seat) => actions.seated(table, seat)}
          />
        ))}
      </div>
      <footer className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => actions.edit(table)}>
          Edit table
        </Button>
        <Button variant="secondary" onClick={() => actions.toggleStatus(table)}>
          {isActive ? 'Pause game' : 'Start game'}
        </Button>
        <Button variant="secondary" onClick={() => actions.close(table)}>
          Close table
        </Button>
      </footer>
    </section>
  );
});
