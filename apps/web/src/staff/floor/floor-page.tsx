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
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { CloseTableDialog } from './close-table-dialog';
import { CompactFloor } from './compact-floor';
import { type FloorLayout, useFloorLayout } from './floor-layout';
import { actionErrorText, Select } from './floor-form';
import { MovesAhead, MovesPanel } from './moves-panel';
import { CheckInCodeCard } from './check-in-code-card';
import { AddToListDialog, LinkAccountDialog } from './add-to-list-dialog';
import { GameListsPanel, OpenTableDialog } from './game-lists-panel';
import { type FloorGame, floorGames } from './game-waitlist';
import { useStaffGames } from './games-queries';
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
import { type WaitlistActions, WaitlistPanel } from './waitlist-panel';
import { TableFormDialog } from './table-form-dialog';

type OpenDialog =
  | { kind: 'seat'; choice: SeatPlayerChoice }
  | { kind: 'seated'; table: FloorTable; seat: FloorSeat }
  | { kind: 'move'; table: FloorTable; seat: FloorSeat }
  | { kind: 'release'; table: FloorTable; seat: FloorSeat }
  | { kind: 'remove'; game: FloorGame; entry: FloorWaitlistEntry }
  | { kind: 'reorder'; game: FloorGame; entry: FloorWaitlistEntry }
  | { kind: 'page-out-of-order'; table: FloorTable; entry: FloorWaitlistEntry; next: FloorWaitlistEntry }
  | { kind: 'table'; table: FloorTable | null }
  | { kind: 'close'; table: FloorTable }
  | { kind: 'open-table'; gameId: number }
  | { kind: 'table-card'; table: FloorTable }
  | { kind: 'list'; game: FloorGame }
  | { kind: 'add-to-list'; game: FloorGame }
  | { kind: 'link'; game: FloorGame; entry: FloorWaitlistEntry };

/**
 * /staff/floor: every table live with its seats, grouped by game with the game's one wait-list above its tables
 * (decision 063, issue 27 item 3), and the players' requests.
 */
export function FloorPage() {
  const queryClient = useQueryClient();
  const floor = useFloor();
  const staffGames = useStaffGames();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [game, setGame] = useState('all');
  const [status, setStatus] = useState('all');
  const [layout, setLayout] = useFloorLayout();
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
  const gameNames = useMemo(
    () => new Map((staffGames.data?.games ?? []).map((g) => [g.id, g.name] as const)),
    [staffGames.data],
  );
  // Every game's list from all its tables; a game is drawn when the filters leave one of its tables.
  const allGames = useMemo(() => floorGames(tables, gameNames), [tables, gameNames]);
  const shownIds = new Set(shown.map((t) => t.id));
  const shownGames = allGames
    .map((g) => ({ game: g, tables: g.tables.filter((t) => shownIds.has(t.id)) }))
    .filter((g) => g.tables.length > 0);
  const gameOf = (table: FloorTable) => allGames.find((g) => g.gameId === table.gameId);
  const liveGame = (game: FloorGame) => allGames.find((g) => g.gameId === game.gameId) ?? game;
  // Dialogs follow the live floor: a seat or table that changed meanwhile is shown as it is now.
  const liveTable = (table: FloorTable) => tables.find((t) => t.id === table.id) ?? table;

  // The same actions from render to render, so a table card is drawn again only when its table changes.
  const toggleStatus = toggle.mutate;
  const actions = useMemo<TableCardActions>(
    () => ({
      openSeat: (table, seatNumber) => setDialog({ kind: 'seat', choice: { table, seatNumber } }),
      seated: (table, seat) => setDialog({ kind: 'seated', table, seat }),
      edit: (table) => setDialog({ kind: 'table', table }),
      toggleStatus: (table) => toggleStatus(table),
      close: (table) => setDialog({ kind: 'close', table }),
    }),
    [toggleStatus],
  );
  const listActions = (game: FloorGame): WaitlistActions => ({
    onSeat: (entry, table) => setDialog({ kind: 'seat', choice: { table, entryId: entry.entryId } }),
    onRemove: (entry) => setDialog({ kind: 'remove', game, entry }),
    onLink: (entry) => setDialog({ kind: 'link', game, entry }),
    onPage: (entry, table) => {
      // Anyone but the chosen table's next to page goes first only with a reason, as a reorder does (issue 27
      // item 5): the server's rule, over that table's part of the game's list.
      const next = nextToPage(table.waitlist);
      if (next && next.entryId !== entry.entryId) {
        page.reset();
        setDialog({ kind: 'page-out-of-order', table, entry, next });
        return;
      }
      page.mutate(
        { entryId: entry.entryId, tableId: Number(table.id) },
        {
          onSuccess: () =>
            toast({ title: 'Paged', description: `${entry.playerName} · ${table.name}`, variant: 'success' }),
          onError: (error) =>
            toast({ title: 'Not paged', description: actionErrorText(error), variant: 'destructive' }),
        },
      );
    },
    pagingEntryId: page.isPending ? (page.variables?.entryId ?? null) : null,
    onCheckIn: (entry) =>
      checkIn.mutate(
        { entryId: entry.entryId },
        {
          onSuccess: () => toast({ title: 'Checked in', description: entry.playerName, variant: 'success' }),
          onError: (error) =>
            toast({ title: 'Not checked in', description: actionErrorText(error), variant: 'destructive' }),
        },
      ),
    checkingInEntryId: checkIn.isPending ? (checkIn.variables?.entryId ?? null) : null,
    onMove: (entry) => {
      reorder.reset();
      setDialog({ kind: 'reorder', game, entry });
    },
  });
  const close = () => setDialog(null);

  const onFloor = new Set(allGames.map((g) => g.gameId));
  const requestsPanel = (
    <RequestsPanel
      requests={requests}
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
  );

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
        <LayoutSwitch layout={layout} onChange={setLayout} />
        <Button onClick={() => setDialog({ kind: 'table', table: null })}>New table</Button>
      </div>

      {layout === 'compact' ? null : (
        <>
          <CheckInCodeCard />
          <GameListsPanel onFloor={onFloor} />
          {requestsPanel}
          <MovesPanel tables={tables} isCompact={false} />
        </>
      )}

      {shown.length === 0 ? (
        <p className="text-sm text-slate-300">
          {tables.length === 0 ? 'No tables yet: create the first one.' : 'No table matches the filter.'}
        </p>
      ) : null}
      {layout === 'compact' ? (
        <CompactFloor
          games={shownGames}
          onOpenTable={(table) => setDialog({ kind: 'table-card', table })}
          onOpenList={(g) => setDialog({ kind: 'list', game: g })}
          side={
            <>
              {/* The big room's view shows requests and moves only while one waits: each tile flags its own too. */}
              {requests.length > 0 ? requestsPanel : null}
              <MovesPanel tables={tables} isCompact />
              <details className="rounded-2xl border border-slate-800 bg-slate-900/60 px-3 py-1">
                <summary className="min-h-11 cursor-pointer py-3 text-sm leading-5 font-semibold text-slate-200">
                  Check-in code
                </summary>
                <CheckInCodeCard />
              </details>
              <details className="rounded-2xl border border-slate-800 bg-slate-900/60 px-3 py-1">
                <summary className="min-h-11 cursor-pointer py-3 text-sm leading-5 font-semibold text-slate-200">
                  Games without a running table
                </summary>
                <GameListsPanel onFloor={onFloor} />
              </details>
            </>
          }
        />
      ) : (
        shownGames.map(({ game: g, tables: gameTables }) => {
          const staffGame = staffGames.data?.games.find((sg) => sg.id === g.gameId);
          const running = g.tables.filter((t) => t.status === 'active').length;
          return (
            <section
              key={g.gameId}
              aria-labelledby={`floor-game-list-${g.gameId}`}
              data-testid="floor-game-section"
              className="grid min-w-0 grid-cols-1 gap-3 rounded-2xl border border-slate-700 bg-slate-900/40 p-2 sm:p-4"
            >
              <header className="flex flex-wrap items-start gap-3">
                <div className="mr-auto min-w-0">
                  <h2 id={`floor-game-list-${g.gameId}`} className="truncate text-xl font-bold text-white">
                    {g.name}
                  </h2>
                  <p className="text-sm text-slate-300">
                    {g.entries.length} waiting · {running} {running === 1 ? 'table' : 'tables'} running
                    {staffGame?.estimate
                      ? ` · next: ${staffGame.estimate.minMinutes}–${staffGame.estimate.maxMinutes} min`
                      : ''}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => setDialog({ kind: 'add-to-list', game: g })}
                  aria-label={`Add to the ${g.name} list`}
                >
                  Add to list
                </Button>
                {running === 0 && staffGame ? (
                  <Button onClick={() => setDialog({ kind: 'open-table', gameId: g.gameId })}>Open a table</Button>
                ) : null}
              </header>
              <div>
                <h3 className="mb-2 text-sm font-semibold text-slate-200">
                  Wait-list ({g.entries.length}) · one list for the game&rsquo;s tables
                </h3>
                <MovesAhead tableIds={gameTables.map((table) => table.id)} />
                <WaitlistPanel game={g} actions={listActions(g)} />
              </div>
              <div className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3">
                {gameTables.map((table) => (
                  <TableCard key={table.id} table={table} actions={actions} />
                ))}
              </div>
            </section>
          );
        })
      )}

      {dialog?.kind === 'table-card' ? (
        <Dialog open onOpenChange={(next) => !next && close()}>
          <DialogContent className="max-w-3xl">
            <DialogTitle className="sr-only">{liveTable(dialog.table).name}</DialogTitle>
            <DialogDescription className="sr-only">The table&rsquo;s seats and actions</DialogDescription>
            <TableCard table={liveTable(dialog.table)} actions={actions} />
          </DialogContent>
        </Dialog>
      ) : null}
      {dialog?.kind === 'list' ? (
        <Dialog open onOpenChange={(next) => !next && close()}>
          <DialogContent className="inset-x-auto top-0 right-0 h-dvh max-h-dvh w-full max-w-xl translate-y-0 rounded-none sm:rounded-l-2xl">
            <DialogTitle>{liveGame(dialog.game).name}: wait-list</DialogTitle>
            <DialogDescription>
              {liveGame(dialog.game).entries.length} waiting · one list for the game&rsquo;s tables
            </DialogDescription>
            <div className="mt-3">
              <Button
                variant="secondary"
                onClick={() => setDialog({ kind: 'add-to-list', game: dialog.game })}
                aria-label={`Add to the ${dialog.game.name} list`}
              >
                Add to list
              </Button>
            </div>
            <div className="mt-4">
              <WaitlistPanel game={liveGame(dialog.game)} actions={listActions(liveGame(dialog.game))} />
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
      {dialog?.kind === 'link' ? (
        <LinkAccountDialog entry={dialog.entry} gameName={dialog.game.name} onClose={close} />
      ) : null}
      {dialog?.kind === 'add-to-list' ? (
        <AddToListDialog
          gameId={dialog.game.gameId}
          gameName={dialog.game.name}
          tables={liveGame(dialog.game).tables}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'seat' ? (
        <SeatPlayerDialog
          choice={{ ...dialog.choice, table: liveTable(dialog.choice.table) }}
          waitlist={gameOf(liveTable(dialog.choice.table))?.entries ?? []}
          onClose={close}
        />
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
          description={`${dialog.game.name} list, position #${dialog.entry.position}. The player is told the reason.`}
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
          entry={liveGame(dialog.game).entries.find((e) => e.entryId === dialog.entry.entryId) ?? dialog.entry}
          listLength={liveGame(dialog.game).entries.length}
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
      {dialog?.kind === 'open-table'
        ? (() => {
            const staffGame = staffGames.data?.games.find((sg) => sg.id === dialog.gameId);
            return staffGame ? <OpenTableDialog game={staffGame} onClose={close} /> : null;
          })()
        : null}
      {dialog?.kind === 'close' ? (
        <CloseTableDialog table={liveTable(dialog.table)} tables={tables} onClose={close} />
      ) : null}
    </div>
  );
}

/** Detailed cards or the big room's tiles (issue 31); the choice is kept on this device. */
function LayoutSwitch({ layout, onChange }: { layout: FloorLayout; onChange: (layout: FloorLayout) => void }) {
  return (
    <fieldset className="flex items-center gap-1 rounded-xl border border-slate-700 p-1">
      <legend className="sr-only">Floor view</legend>
      {(['detailed', 'compact'] as const).map((choice) => (
        <Button
          key={choice}
          variant={layout === choice ? 'primary' : 'secondary'}
          aria-pressed={layout === choice}
          onClick={() => onChange(choice)}
        >
          {choice === 'detailed' ? 'Detailed' : 'All tables'}
        </Button>
      ))}
    </fieldset>
  );
}
