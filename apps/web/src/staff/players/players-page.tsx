import type { DirectoryPlayer } from '@club/shared/player-directory';
import { canReadPlayerKyc } from '@club/shared/player-directory';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormField } from '../../components/form-field';
import { Badge } from '../../components/ui/badge';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/class-names';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useStaffMe } from '../staff-session';
import { BarredBadge } from './barred-badge';
import { PlayerProfilePanel } from './player-profile';
import { useDirectorySearch } from './players-queries';

const SEARCH_DELAY_MS = 250;

/** /staff/players: find any player as you type, and open their profile beside the list. */
export function PlayersPage() {
  const role = useStaffMe().data?.role;
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const shown = query.length === 1 ? '' : query;
  const results = useDirectorySearch(shown);
  const selectedId = Number(params.get('player')) || null;
  const byPan = role ? canReadPlayerKyc(role) : false;

  const open = (id: number) => setParams({ player: String(id) });

  return (
    <section aria-labelledby="players-title" className="grid gap-4">
      <div>
        <h1 id="players-title" className="text-xl font-bold text-white">
          Players
        </h1>
        <p className="text-sm text-slate-300">
          Find a player as you type; their profile shows play, points, KYC, chats, feedback and staff notes.
        </p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
        <div className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/90 p-4">
          <FormField
            label="Search players"
            message={`Name, nickname, phone, e-mail or player code${byPan ? ', or PAN' : ''}.`}
          >
            {(control) => (
              <Input
                {...control}
                type="search"
                autoComplete="off"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          <p className="text-sm text-slate-300" aria-live="polite">
            {results.isFetching && !results.data
              ? 'Searching…'
              : results.isError
                ? 'Could not search right now.'
                : results.data
                  ? shown
                    ? `${results.data.length} ${results.data.length === 1 ? 'player' : 'players'} found`
                    : 'Newest players'
                  : ''}
          </p>
          {results.data?.length ? (
            <ul className="grid max-h-[60vh] gap-1 overflow-y-auto" aria-label="Players found">
              {results.data.map((player) => (
                <li key={player.id}>
                  <PlayerRow player={player} isSelected={player.id === selectedId} onOpen={() => open(player.id)} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {selectedId ? (
          <PlayerProfilePanel playerId={selectedId} />
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-700 p-6 text-slate-300">
            Choose a player from the list to see their profile.
          </p>
        )}
      </div>
    </section>
  );
}

function PlayerRow({
  player,
  isSelected,
  onOpen,
}: {
  player: DirectoryPlayer;
  isSelected: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={isSelected ? 'true' : undefined}
      className={cn(
        'grid min-h-11 w-full gap-1 rounded-lg border px-3 py-2 text-left',
        'focus-visible:outline-2 focus-visible:outline-emerald-400',
        isSelected ? 'border-emerald-500 bg-emerald-950/40' : 'border-slate-800 bg-slate-950/40 hover:bg-slate-800/60',
      )}
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-white">
          {player.firstName} {player.lastName}
        </span>
        {player.nickname ? <span className="text-slate-300">· {player.nickname}</span> : null}
        <BarredBadge bar={player.bar} />
      </span>
      <span className="flex flex-wrap gap-x-3 text-xs text-slate-300">
        <span>{player.playerCode}</span>
        <span>{player.phone}</span>
        <Badge variant={player.kycStatus === 'approved' || player.kycStatus === 'verified' ? 'success' : 'warning'}>
          KYC {player.kycStatus}
        </Badge>
      </span>
    </button>
  );
}
