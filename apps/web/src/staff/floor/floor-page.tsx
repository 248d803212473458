import { nextToPage, REORDER_REASON_MAX, REORDER_REASON_MIN } from '@club/shared/check-in';
import { tablesContract } from '@club/shared/contracts/tables';
import type { FloorSeat, FloorTable, FloorWaitlistEntry } from '@club/shared/floor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { handleStaffAuthError } from '../staff-session';
import { CloseTableDialog } from './close-table-dialog';
import { actionErrorText, Select } from './floor-form';
import { CheckInCodeCard } from './check-in-code-card';
import { GameListsPanel } from './game-lists-panel';
import {
  useAcknowledgeRequest,
  useCheckInEntry,
  useFloor,
  usePageEntry,
  useReleaseSeat,
  useRemoveWaitlistEntry,
  useReorderEntry,
} from './floor-queries';
import { MoveSeatDialog } from './move-seat-dialog';
import { ReasonDialog } from './reason-dialog';
import { ReorderDialog } from './reorder-dialog';
import { openRequestsOf, RequestsPanel } from './requests-panel';
import { SeatActionsDialog } from './seat-actions-dialog';
import { SeatPlayerDialog, type SeatPlayerChoice } from './seat-player-dialog';
import { TableCard, type TableCardActions } from './table-card';
import { TableFormDialog } from './table-form-dialog';
import { useNow } from './use-now';

type OpenDialog =
  | { kind: 'seat'; choice: SeatPlayerChoice }
  | { kind: 'seated'; table: FloorTable; seat: FloorSeat }
  | { kind: 'move'; table: FloorTable; seat: FloorSeat }
  | { kind: 'release'; table: FloorTable; seat: FloorSeat }
  | { kind: 'remove'; table: FloorTable; entry: FloorWaitlistEntry }
  | { kind: 'reorder'; table: FloorTable; entry: FloorWaitlistEntry }
  | { kind: 'page-out-of-order'; table: FloorTable; entry: FloorWaitlistEntry; next: FloorWaitlistEntry }
  | { kind: 'table'; table: FloorTable | null }
  | { kind: 'close'; table: FloorTable };

/** /staff/floor: every table live, with its seats, wait-list and the players' requests. */
export function FloorPage() {
  const queryClient = useQueryClient();
  const floor = useFloor();
  const now = useNow();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [game, setGame] = useState('all');
  const [status, setStatus] = useState('all');
  const acknowledge = useAcknowledgeRequest();
  const release = useReleaseSeat();
  const remove = useRemoveWaitlistEntry();
  const page = usePageEntry();
  const checkIn = useCheckInEntry();
  const reorder = useReorderEntry();
  const toggle = useMutation({
    mutationFn: (table: FloorTable) =>
      callApi(tablesContract.patchStaffTablesByTableId, {
        params: { tableId: table.id },
        body: { status: table.status === 'active' ? 'inactive' : 'active' },
      }),
    onError: (error) => {
      if (!handleStaffAuthError(queryClient, error)) {
        toast({ title: 'Table not changed', description: actionErrorText(error), variant: 'destructive' });
      }
    },
  });

  const tables = floor.data?.tables ?? [];
  const games = useMemo(() => [...new Set(tables.map((t) => t.gameType))].sort(), [tables]);
  const shown = tables.filter(
    (t) => (game === 'all' || t.gameType === game) && (status === 'all' || t.status === status),
  );
  const requests = useMemo(() => openRequestsOf(tables), [tables]);
  // Dialogs follow the live floor: a seat or table that changed meanwhile is shown as it is now.
  const liveTable = (table: FloorTable) => tables.find((t) => t.id === table.id) ?? table;

  const actions: TableCardActions = {
    openSeat: (table, seatNumber) => setDialog({ kind: 'seat', choice: { table, seatNumber } }),
    seatEntry: (table, entry) => setDialog({ kind: 'seat', choice: { table, playerId: entry.playerId } }),
    removeEntry: (table, entry) => setDialog({ kind: 'remove', table, entry }),
    pageEntry: (entry, table) => {
      // Anyone but the next to page goes first only with a reason, as a reorder does (issue 27 item 5).
      const next = nextToPage(table.waitlist);
      if (next && next.entryId !== entry.entryId) {
        page.reset();
        setDialog({ kind: 'page-out-of-order', table, entry, next });
        return;
      }
      page.mutate(
        { entryId: entry.entryId, tableId: Number(table.id) },
        {
          onSuccess: () => toast({ title: 'Paged', description: entry.playerName, variant: 'success' }),
          onError: (error) =>
            toast({ title: 'Not paged', description: actionErrorText(error), variant: 'destructive' }),
        },
      );
    },
    pagingEntryId: page.isPending ? (page.variables?.entryId ?? null) : null,
    checkInEntry: (entry) =>
      checkIn.mutate(
        { entryId: entry.entryId },
        {
          onSuccess: () => toast({ title: 'Checked in', description: entry.playerName, variant: 'success' }),
          onError: (error) =>
            toast({ title: 'Not checked in', description: actionErrorText(error), variant: 'destructive' }),
        },
      ),
    checkingInEntryId: checkIn.isPending ? (checkIn.variables?.entryId ?? null) : null,
    moveEntry: (table, entry) => {
      reorder.reset();
      setDialog({ kind: 'reorder', table, entry });
    },
    seated: (table, seat) => setDialog({ kind: 'seated', table, seat }),
    edit: (table) => setDialog({ kind: 'table', table }),
    toggleStatus: (table) => toggle.mutate(table),
    close: (table) => setDialog({ kind: 'close', table }),
  };
  const close = () => setDialog(null);

  if (floor.isPending) return <Spinner label="Loading the floor..." />;
  if (floor.isError && !floor.data) {
    return (
      <Alert variant="destructive" title="Could not load the floor">
        {actionErrorText(floor.error)}
      </Alert>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <h1 className="mr-auto text-2xl font-bold text-white">Floor</h1>
        <div className="w-44">
          <FormField label="Game">
            {(control) => (
              <Select {...control} value={game} onChange={(event) => setGame(event.target.value)}>
                <option value="all">All games</option>
                {games.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <div className="w-36">
          <FormField label="Status">
            {(control) => (
              <Select {...control} value={status} onChange={(event) => setStatus(event.target.value)}>
                <option value="all">All</option>
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </Select>
            )}
          </FormField>
        </div>
        <Button onClick={() => setDialog({ kind: 'table', table: null })}>New table</Button>
      </div>

      <CheckInCodeCard />

      <GameListsPanel />

      <RequestsPanel
        requests={requests}
        now={now}
        pendingSeatId={acknowledge.isPending ? (acknowledge.variables?.seatId ?? null) : null}
        onAcknowledge={({ seat, kind }) =>
          acknowledge.mutate(
            { seatId: seat.seatId, kind },
            {
              onError: (error) =>
                toast({ title: 'Not acknowledged', description: actionErrorText(error), variant: 'destructive' }),
            },
          )
        }
      />

      {shown.length === 0 ? (
        <p className="text-sm text-slate-300">
          {tables.length === 0 ? 'No tables yet: create the first one.' : 'No table matches the filter.'}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {shown.map((table) => (
            <TableCard key={table.id} table={table} now={now} actions={actions} />
          ))}
        </div>
      )}

      {dialog?.kind === 'seat' ? (
        <SeatPlayerDialog choice={{ ...dialog.choice, table: liveTable(dialog.choice.table) }} onClose={close} />
      ) : null}
      {dialog?.kind === 'seated' ? (
        <SeatActionsDialog
          table={liveTable(dialog.table)}
          seat={dialog.seat}
          onMove={() => setDialog({ ...dialog, kind: 'move' })}
          onRelease={() => setDialog({ ...dialog, kind: 'release' })}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveSeatDialog seat={dialog.seat} from={liveTable(dialog.table)} tables={tables} onClose={close} />
      ) : null}
      {dialog?.kind === 'release' ? (
        <ReasonDialog
          title={`Release seat ${dialog.seat.seatNumber} · ${dialog.table.name}`}
          description={`${dialog.seat.playerName} leaves the table; no money moves now. The cashier settles the cash-out later.`}
          label="Note for the cage"
          submitLabel="Release seat"
          isPending={release.isPending}
          error={release.error}
          onSubmit={(note) =>
            release.mutate(
              { seatId: dialog.seat.seatId, note },
              {
                onSuccess: () => {
                  toast({ title: 'Seat released', description: dialog.seat.playerName, variant: 'success' });
                  close();
                },
              },
            )
          }
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <ReasonDialog
          title={`Take ${dialog.entry.playerName} off the list`}
          description={`${dialog.table.name}, position #${dialog.entry.position}. The player is told the reason.`}
          label="Reason"
          submitLabel="Remove from list"
          isPending={remove.isPending}
          error={remove.error}
          onSubmit={(reason) =>
            remove.mutate(
              { entryId: dialog.entry.entryId, reason },
              {
                onSuccess: () => {
                  toast({ title: 'Removed from the list', description: dialog.entry.playerName, variant: 'success' });
                  close();
                },
              },
            )
          }
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'reorder' ? (
        <ReorderDialog
          entry={liveTable(dialog.table).waitlist.find((e) => e.entryId === dialog.entry.entryId) ?? dialog.entry}
          listLength={liveTable(dialog.table).waitlist.length}
          isPending={reorder.isPending}
          error={reorder.error}
          onSubmit={(input) =>
            reorder.mutate(
              { entryId: dialog.entry.entryId, ...input },
              {
                onSuccess: (result) => {
                  toast({
                    title: `Moved to #${result.position}`,
                    description: dialog.entry.playerName,
                    variant: 'success',
                  });
                  close();
                },
              },
            )
          }
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'page-out-of-order' ? (
        <ReasonDialog
          title={`Page ${dialog.entry.nickname || dialog.entry.playerName} out of turn`}
          description={`#${dialog.next.position} ${dialog.next.nickname || dialog.next.playerName} is next to page at ${dialog.table.name}; ${dialog.entry.nickname || dialog.entry.playerName} is #${dialog.entry.position}. Say why they go first: the reason is kept with the page in the audit log.`}
          label="Reason"
          hint={`${REORDER_REASON_MIN} to ${REORDER_REASON_MAX} characters`}
          minLength={REORDER_REASON_MIN}
          maxLength={REORDER_REASON_MAX}
          submitLabel="Page out of turn"
          variant="primary"
          isPending={page.isPending}
          error={page.error}
          onSubmit={(reason) =>
            page.mutate(
              { entryId: dialog.entry.entryId, tableId: Number(dialog.table.id), reason },
              {
                onSuccess: () => {
                  toast({ title: 'Paged', description: dialog.entry.playerName, variant: 'success' });
                  close();
                },
              },
            )
          }
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'table' ? <TableFormDialog table={dialog.table} onClose={close} /> : null}
      {dialog?.kind === 'close' ? (
        <CloseTableDialog table={liveTable(dialog.table)} tables={tables} onClose={close} />
      ) : null}
    </div>
  );
}
