import type { MenuItem } from '@club/shared/food';
import { formatRupees, toPaise } from '@club/shared/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/class-names';
import { CupIcon, PlateIcon } from './food-icons';

/** dashboard.md section 5: a price of zero shows Free. */
export const priceLabel = (price: string) => (toPaise(price) === 0n ? 'Free' : formatRupees(price));

// Drinks get a cup; everything else a plate.
const DRINK_CATEGORIES = new Set(['beverage', 'beverages', 'drink', 'drinks', 'bar']);

interface MenuItemCardProps {
  item: MenuItem;
  quantity: number;
  onChange: (delta: number) => void;
}

export function MenuItemCard({ item, quantity, onChange }: MenuItemCardProps) {
  const isFree = toPaise(item.price) === 0n;
  return (
    <article
      aria-labelledby={`menu-item-${item.id}`}
      className={cn(
        'flex gap-3 rounded-2xl border bg-slate-900/90 p-3 shadow-lg shadow-black/30 transition-colors',
        quantity > 0 ? 'border-emerald-700/70' : 'border-slate-800',
      )}
    >
      {item.image_url ? (
        <img src={item.image_url} alt="" loading="lazy" className="size-20 shrink-0 rounded-xl object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className="grid size-20 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-slate-800 to-slate-900 text-slate-500"
        >
          {DRINK_CATEGORIES.has(item.category) ? <CupIcon className="size-9" /> : <PlateIcon className="size-9" />}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`menu-item-${item.id}`} className="font-semibold leading-tight text-white">
            {item.name}
          </h3>
          <Badge variant={item.category === 'food' ? 'warning' : 'info'} className="shrink-0 capitalize">
            {item.category}
          </Badge>
        </div>
        {item.description ? <p className="line-clamp-2 text-xs text-slate-400">{item.description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <p className={cn('font-bold', isFree ? 'text-emerald-300' : 'text-white')}>{priceLabel(item.price)}</p>
          {quantity === 0 ? (
            <Button size="sm" variant="secondary" onClick={() => onChange(1)} aria-label={`Add ${item.name}`}>
              Add
            </Button>
          ) : (
            <fieldset className="m-0 flex items-center gap-1 border-0 p-0">
              <legend className="sr-only">{item.name} quantity</legend>
              <Button
                size="icon"
                variant="secondary"
                className="size-9"
                onClick={() => onChange(-1)}
                aria-label={`Remove one ${item.name}`}
              >
                −
              </Button>
              <output aria-live="polite" className="w-7 text-center font-semibold text-white">
                {quantity}
              </output>
              <Button
                size="icon"
                className="size-9"
                onClick={() => onChange(1)}
                aria-label={`Add one more ${item.name}`}
              >
                +
              </Button>
            </fieldset>
          )}
        </div>
      </div>
    </article>
  );
}
