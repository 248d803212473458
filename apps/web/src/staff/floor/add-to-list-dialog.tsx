import { isKycPassed } from '@club/shared/accounts-constants';
import type { FloorTable, FloorWaitlistEntry } from '@club/shared/floor';
import type { DirectoryPlayer } from '@club/shared/player-directory';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/class-names';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDirectorySearch } from '../players/players-queries';
import { FloorDialog, Select } from './floor-form';
import { useAddToList, useLinkGuestEntry } from './games-queries';

const SEARCH_DELAY_MS = 250;

/** Why the floor may not put this player on a list (the server refuses the same), or null. */
function refusal(player: DirectoryPlayer): string | null {
  if (player.bar) return 'Barred from the club';
  if (!isKycPassed(player.kycStatus)) return `KYC ${player.kycStatus}: not approved`;
  return null;
}

function PlayerResult({
  player,
  isChosen,
  onChoose,
}: {
  player: DirectoryPlayer;
  isChosen: boolean;
  onChoose: () => void;
}) {
  const refused = refusal(player);
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        disabled={refused !== null}
        aria-pressed={isChosen}
        className={cn(
          'flex min-h-11 w-full flex-wrap items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm',
          'focus-visible:outline-2 focus-visible:outline-emerald-400',
          isChosen ? 'border-emerald-400 bg-emerald-950/60' : 'border-slate-700 bg-slate-950',
          refused ? 'cursor-not-allowed opacity-80' : 'hover:border-slate-500',
        )}
      >
        <span className="font-semibold text-white">
          {player.firstName} {player.lastName}
        </span>
        {player.nickname ? <span className="text-slate-300">“{player.nickname}”</span> : null}
        <span className="text-slate-300">{player.phone}</span>
        <span className="text-slate-400">{player.playerCode}</span>
        {player.bar ? <Badge variant="destructive">Barred</Badge> : null}
        {refused && !player.bar ? <Badge variant="warning">{refused}</Badge> : null}
        {refused ? <span className="sr-only">(cannot go on a list: {refused})</span> : null}
      </button>
    </li>
  );
}

/** The player search as the floor types (name, nickname, phone, player code), refused players marked. */
function PlayerSearch({
  chosen,
  onChoose,
}: {
  chosen: DirectoryPlayer | null;
  onChoose: (player: DirectoryPlayer | null) => void;
}) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const results = useDirectorySearch(query.length >= 2 ? query : '');
  return (
    <div className="grid gap-2">
      <FormField
        label="Find a player"
        message={
          query.length < 2
            ? 'Type two letters or more: name, nickname, phone or player code'
            : results.isFetching
              ? 'Searching…'
              : `${results.data?.length ?? 0} found`
        }
        tone={results.isFetching ? 'pending' : 'hint'}
      >
        {(control) => (
          <Input
            {...control}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onChoose(null);
            }}
          />
        )}
      </FormField>
      {query.length >= 2 && results.data && results.data.length > 0 ? (
        <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label="Players found">
          {results.data.map((player) => (
            <PlayerResult
              key={player.id}
              player={player}
              isChosen={chosen?.id === player.id}
              onChoose={() => onChoose(player)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * "Link account" (decision 131): a guest on a list made a player account; the floor finds the player and the
 * entry becomes theirs, keeping the place.
 */
export function LinkAccountDialog({
  entry,
  gameName,
  onClose,
}: {
  entry: FloorWaitlistEntry;
  gameName: string;
  onClose: () => void;
}) {
  const link = useLinkGuestEntry();
  const [chosen, setChosen] = useState<DirectoryPlayer | null>(null);
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Link ${entry.playerName} to an account`}
      description={`The guest made a player account: find it, and the entry on the ${gameName} list becomes the player's, at place ${entry.position}.`}
      submitLabel={chosen ? `Link to ${chosen.firstName} ${chosen.lastName}` : 'Link'}
      isPending={link.isPending}
      error={link.error}
      canSubmit={chosen !== null}
      onSubmit={() =>
        chosen &&
        link.mutate(
          { entryId: entry.entryId, playerId: chosen.id },
          {
            onSuccess: (linked) => {
              toast({
                title: 'Linked',
                description: `${linked.playerName} keeps place ${linked.position}`,
                variant: 'success',
              });
              onClose();
            },
          },
        )
      }
    >
      <PlayerSearch chosen={chosen} onChoose={setChosen} />
    </FloorDialog>
  );
}

/**
 * "Add to list" (issue 31, decision 131): the floor puts a player found as it types (name, nickname, phone or
 * player code; barred and unapproved ones marked and refused) or a guest with a name and a mobile number on a
 * game's list, with a preferred table, notes, and whether it is a phone-in (remote).
 */
export function AddToListDialog({
  gameId,
  gameName,
  tables,
  onClose,
}: {
  gameId: number;
  gameName: string;
  tables: Array<Pick<FloorTable, 'id' | 'name' | 'status'>>;
  onClose: () => void;
}) {
  const add = useAddToList();
  const [kind, setKind] = useState<'player' | 'guest'>('player');
  const [chosen, setChosen] = useState<DirectoryPlayer | null>(null);
  const [guestName, setGuestName] = useState('');
  const [guestPhone, setGuestPhone] = useState('');
  const [tableId, setTableId] = useState('');
  const [notes, setNotes] = useState('');
  const [remote, setRemote] = useState(false);

  const who =
    kind === 'player'
      ? chosen
        ? { playerId: chosen.id }
        : null
      : guestName.trim() && guestPhone.trim()
        ? { guest: { name: guestName.trim(), phone: guestPhone.trim() } }
        : null;
  const whoName = kind === 'player' ? (chosen ? `${chosen.firstName} ${chosen.lastName}` : '') : guestName.trim();

  const submit = () => {
    if (!who) return;
    add.mutate(
      {
        gameId,
        body: {
          ...who,
          preferredTableId: tableId ? Number(tableId) : null,
          notes: notes.trim() || null,
          remote,
        },
      },
      {
        onSuccess: (entry) => {
          toast({
            title: 'Added to the list',
            description: `${entry.playerName} · ${gameName} · place ${entry.position}${entry.remote ? ' · remote' : ''}`,
            variant: 'success',
          });
          onClose();
        },
      },
    );
  };

  const tab = (value: 'player' | 'guest', label: string) => (
    <Button
      type="button"
      size="md"
      variant={kind === value ? 'primary' : 'secondary'}
      aria-pressed={kind === value}
      onClick={() => {
        setKind(value);
        add.reset();
      }}
    >
      {label}
    </Button>
  );

  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Add to list · ${gameName}`}
      description="A player found by name, nickname, phone or player code, or a guest with a name and a mobile number (no account). Same place rules as a player's own join."
      submitLabel={whoName ? `Add ${whoName}` : 'Add to list'}
      isPending={add.isPending}
      error={add.error}
      canSubmit={who !== null}
      onSubmit={submit}
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Who</legend>
        {tab('player', 'Player')}
        {tab('guest', 'Guest (no account)')}
      </fieldset>
      {kind === 'player' ? (
        <PlayerSearch chosen={chosen} onChoose={setChosen} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Guest’s name">
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={guestName}
                onChange={(event) => setGuestName(event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Mobile number" message="Seen only by the floor; kept for the club’s set number of days">
            {(control) => (
              <Input
                {...control}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={guestPhone}
                onChange={(event) => setGuestPhone(event.target.value)}
              />
            )}
          </FormField>
        </div>
      )}
      <FormField label="Preferred table">
        {(control) => (
          <Select {...control} value={tableId} onChange={(event) => setTableId(event.target.value)}>
            <option value="">Any table of the game</option>
            {tables.map((table) => (
              <option key={table.id} value={table.id}>
                {table.name}
                {table.status === 'active' ? '' : ' (not running)'}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Notes">
        {(control) => (
          <Input {...control} maxLength={300} value={notes} onChange={(event) => setNotes(event.target.value)} />
        )}
      </FormField>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-200">
        <input
          type="checkbox"
          className="size-5 accent-emerald-500"
          checked={remote}
          onChange={(event) => setRemote(event.target.checked)}
        />
        Phone-in: not in the room yet (checked in on arrival, else it leaves by the club’s expiry)
      </label>
    </FloorDialog>
  );
}
