import { TABLE_MESSAGES } from '@club/shared/tables';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../accounts/current-user-query';
import { deriveGameStatus } from './game-status';
import { TableRow } from './table-row';
import { usePlayerSeats, useSeatRequests, useTables } from './tables-queries';
import { useWaitlistActions } from './use-waitlist-actions';

/** The cash tables with the player's wait-list state on each row. */
export function CashTableList() {
  const playerId = useCurrentUser().data?.player.id;
  const tables = useTables();
  const seats = usePlayerSeats(playerId).data ?? [];
  const requests = useSeatRequests(playerId).data ?? [];
  const actions = useWaitlistActions(playerId);
  const status = deriveGameStatus(seats, requests);
  const playingAt = status.kind === 'playing' ? status.seat.tableName : null;

  if (tables.isPending) {
    return (
      <div className="py-10 text-center">
        <Spinner label="Loading tables..." />
      </div>
    );
  }
  if (tables.isError) {
    return (
      <Alert variant="destructive" title="Unable to load tables">
        <Button variant="link" onClick={() => void tables.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (tables.data.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-800 py-10 text-center text-slate-300">{TABLE_MESSAGES.noTables}</p>
    );
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {tables.data.map((table) => (
        <TableRow
          key={table.id}
          table={table}
          request={requests.find((r) => r.tableId === table.id && r.status === 'waiting')}
          playingAt={playingAt}
          isSeatedHere={seats.some((s) => s.tableId === table.id)}
          isBusy={actions.pendingTableId === table.id}
          onJoin={() => actions.join(table)}
          onLeave={() => actions.leave(table)}
        />
      ))}
    </div>
  );
}
