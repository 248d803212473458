import type { BoardGame } from '@club/shared/display';
import { cn } from '../lib/class-names';

/** "next 15–30 min": the next place's wait as the range it is (decision 063). */
export const rangeText = (estimate: BoardGame['estimate']) =>
  !estimate
    ? ''
    : estimate.maxMinutes <= 5
      ? 'seat open now'
      : `next ${estimate.minMinutes}–${estimate.maxMinutes} min`;

/**
 * The games' lists without a card on the board (decision 063; a game with tables has its card, issue 38):
 * interest lists ("4 waiting for PLO 100/200") with their players, who appear nowhere else.
 */
export function GamesStrip({ games }: { games: BoardGame[] }) {
  if (games.length === 0) return null;
  return (
    <ul aria-label="Game lists" className="flex flex-wrap gap-[calc(var(--u)*1.4)]">
      {games.map((game) => (
        <li
          key={game.id}
          className={cn(
            'flex min-w-0 max-w-full items-baseline gap-[calc(var(--u)*1.2)] rounded-[calc(var(--u)*1.2)] border px-[calc(var(--u)*1.6)] py-[calc(var(--u)*0.8)] text-[length:calc(var(--u)*2.5)]',
            game.isInterestList ? 'border-amber-500 bg-amber-950/60' : 'border-slate-700 bg-slate-900',
          )}
        >
          <span className="shrink-0 font-bold text-white">{game.name}</span>
          <span className={cn('shrink-0 font-semibold', game.isInterestList ? 'text-amber-200' : 'text-emerald-300')}>
            {game.isInterestList ? `${game.waitingCount} waiting · interest list` : `${game.waitingCount} waiting`}
          </span>
          {game.isInterestList ? (
            game.waiting.length > 0 ? (
              <span className="min-w-0 truncate text-slate-200">
                {game.waiting.map((entry) => `${entry.position}. ${entry.name}`).join('  ')}
              </span>
            ) : null
          ) : (
            <span className="shrink-0 text-slate-300 tabular-nums">{rangeText(game.estimate)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
