import { type StaffGame, waitingForText } from '@club/shared/games';
import { AddToListDialog } from './add-to-list-dialog';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { actionErrorText } from './floor-form';
import { useCreateGame, useOpenGameTable, useStaffGames } from './games-queries';
import { formatRupees } from '@club/shared/money';

/** "Open a table" for a game: a name and seats; the table starts active with the game's blinds and buy-ins. */
export function OpenTableDialog({ game, onClose }: { game: StaffGame; onClose: () => void }) {
  const [name, setName] = useState(`${game.name} – ${game.tables.length + 1}`);
  const [maxPlayers, setMaxPlayers] = useState('9');
  const open = useOpenGameTable();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate(
      { gameId: game.id, name: name.trim(), maxPlayers: Number(maxPlayers) },
      {
        onSuccess: (table) => {
          toast({ title: 'Table opened', description: `${table.name} runs ${game.name}`, variant: 'success' });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-sm">
        <DialogTitle>Open a table for {game.name}</DialogTitle>
        <DialogDescription>
          {waitingForText(game.waitingCount, game.name)}. The table starts now with the game’s blinds (
          {formatRupees(game.smallBlind)}/{formatRupees(game.bigBlind)}) and buy-ins.
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 grid gap-4">
          <FormField label="Table name">
            {(control) => <Input {...control} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />}
          </FormField>
          <FormField label="Seats">
            {(control) => (
              <Input
                {...control}
                type="number"
                min={2}
                max={10}
                value={maxPlayers}
                onChange={(e) => setMaxPlayers(e.target.value)}
              />
            )}
          </FormField>
          {open.isError ? (
            <Alert variant="destructive" title="Table not opened">
              {actionErrorText(open.error)}
            </Alert>
          ) : null}
          <Button type="submit" disabled={open.isPending || name.trim() === ''}>
            {open.isPending ? 'Opening...' : 'Open the table'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A new game: with no table it is an interest list players can join from their phones. */
function NewGameDialog({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState({
    gameType: 'Pot Limit Omaha',
    stakes: '',
    smallBlind: '',
    bigBlind: '',
    minBuyIn: '',
    maxBuyIn: '',
  });
  const create = useCreateGame();
  const field = (key: keyof typeof form, label: string, inputMode?: 'decimal') => (
    <FormField label={label}>
      {(control) => (
        <Input
          {...control}
          inputMode={inputMode}
          value={form[key]}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        />
      )}
    </FormField>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(form, {
      onSuccess: (game) => {
        toast({ title: 'Game created', description: `${game.name}: players can join its list`, variant: 'success' });
        onClose();
      },
    });
  };
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>New game</DialogTitle>
        <DialogDescription>Players can join its list at once; open a table when enough wait.</DialogDescription>
        <form onSubmit={submit} className="mt-4 grid grid-cols-2 gap-3">
          {field('gameType', 'Game type')}
          {field('stakes', 'Stakes (e.g. 50/100)')}
          {field('smallBlind', 'Small blind (₹)', 'decimal')}
          {field('bigBlind', 'Big blind (₹)', 'decimal')}
          {field('minBuyIn', 'Min buy-in (₹)', 'decimal')}
          {field('maxBuyIn', 'Max buy-in (₹)', 'decimal')}
          {create.isError ? (
            <div className="col-span-2">
              <Alert variant="destructive" title="Game not created">
                {actionErrorText(create.error)}
              </Alert>
            </div>
          ) : null}
          <Button type="submit" className="col-span-2" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create game'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function GameListCard({ game, onOpenTable, onAdd }: { game: StaffGame; onOpenTable: () => void; onAdd: () => void }) {
  const running = game.tables.filter((table) => table.status === 'active');
  const headingId = `floor-game-${game.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`floor-game-${game.id}`}
      className="min-w-0 rounded-xl border border-slate-800 bg-slate-900/80 p-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate font-semibold text-white">
            {game.name}
          </h3>
          <p className="text-xs text-slate-400">
            {game.isInterestList
              ? 'Interest list · no table running'
              : `${running.length} ${running.length === 1 ? 'table' : 'tables'} · ${game.openSeats} open`}
            {game.estimate ? ` · next: ${game.estimate.minMinutes}–${game.estimate.maxMinutes} min` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="md" variant="secondary" onClick={onAdd} aria-label={`Add to the ${game.name} list`}>
            Add to list
          </Button>
          {game.isInterestList ? (
            <Button size="md" onClick={onOpenTable} aria-label={`Open a table for ${game.name}`}>
              Open a table
            </Button>
          ) : null}
        </div>
      </div>
      <p className={game.isInterestList ? 'mt-2 font-semibold text-amber-200' : 'mt-2 text-sm text-slate-300'}>
        {waitingForText(game.waitingCount, game.name)}
      </p>
      {game.entries.length > 0 ? (
        <ol className="mt-2 grid gap-1 text-sm" aria-label={`${game.name} list`}>
          {game.entries.map((entry) => (
            <li key={entry.entryId} className="flex items-baseline gap-2">
              <span className="w-7 font-bold text-emerald-300">#{entry.position}</span>
              <span className="min-w-0 truncate text-white">{entry.playerName}</span>
              <span className="ml-auto shrink-0 text-xs text-slate-400">
                {entry.preferredTableName ? `prefers ${entry.preferredTableName}` : 'any table'}
                {entry.preferredSeat ? ` · seat ${entry.preferredSeat}` : ''}
                {entry.page ? ' · paged' : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </article>
  );
}

/**
 * The floor's game lists and interest lists (issue 16, decision 063), live through floor_game_updated. A game
 * with a table on the floor has its list drawn once, above its tables (issue 27 item 3): `onFloor` names those
 * games, and this panel keeps the games with no table (interest lists) and the "New game" action.
 */
export function GameListsPanel({ onFloor }: { onFloor: ReadonlySet<number> }) {
  const games = useStaffGames();
  const [opening, setOpening] = useState<StaffGame | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [adding, setAdding] = useState<StaffGame | null>(null);
  const list = games.data?.games ?? [];
  const shown = list.filter((game) => !onFloor.has(game.id) && (game.isInterestList || game.waitingCount > 0));
  return (
    // Not a labelled region: the floor's filters are found by their labels ('Game'), and a region named
    // 'Game lists' would answer to that too.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex items-center gap-3">
        <h2 className="mr-auto text-lg font-semibold text-white">Game lists</h2>
        <Button variant="secondary" onClick={() => setIsCreating(true)}>
          New game
        </Button>
      </div>
      {games.isError && !games.data ? (
        <Alert variant="destructive" title="Could not load the game lists">
          {actionErrorText(games.error)}
        </Alert>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-400">
          {onFloor.size > 0
            ? 'No other game has players waiting: each running game’s list is with its tables below.'
            : 'Nobody is waiting for a game.'}
        </p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-2 2xl:grid-cols-3">
          {shown.map((game) => (
            <GameListCard
              key={game.id}
              game={game}
              onOpenTable={() => setOpening(game)}
              onAdd={() => setAdding(game)}
            />
          ))}
        </div>
      )}
      {opening ? <OpenTableDialog game={opening} onClose={() => setOpening(null)} /> : null}
      {isCreating ? <NewGameDialog onClose={() => setIsCreating(false)} /> : null}
      {adding ? (
        <AddToListDialog
          gameId={adding.id}
          gameName={adding.name}
          tables={adding.tables}
          onClose={() => setAdding(null)}
        />
      ) : null}
    </div>
  );
}
