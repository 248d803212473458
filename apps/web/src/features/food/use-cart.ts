import { MAX_ORDER_QUANTITY, type MenuItem } from '@club/shared/food';
import { fromPaise, toPaise } from '@club/shared/money';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store';

export interface CartLine {
  item: MenuItem;
  quantity: number;
}

const listOfNames = (names: string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** What the player is told when items leave the cart (issue 14, item 7): which ones, and why. */
function itemsLeftMessage(names: string[]) {
  const verb = names.length === 1 ? 'is' : 'are';
  return {
    title: names.length === 1 ? 'Removed from your cart' : `${names.length} items removed from your cart`,
    description: `${listOfNames(names)} ${verb} no longer available: the kitchen marked ${names.length === 1 ? 'it' : 'them'} sold out or took ${names.length === 1 ? 'it' : 'them'} off the menu.`,
  };
}

/**
 * The cart: quantities by menu item, read against the current menu, so a price change shows at once.
 * An item staff take off the menu (or mark sold out) leaves the cart, and the player is told which one
 * and why. Totals are summed in paise, never in floats.
 */
export function useCart(menu: MenuItem[] | undefined) {
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  // The names of the items the player has seen, to say which one left once it is off the menu.
  const seen = useRef(new Map<number, string>());

  useEffect(() => {
    if (!menu) return;
    const onMenu = new Set(menu.map((item) => item.id));
    const left = Object.entries(quantities)
      .filter(([id, quantity]) => quantity > 0 && !onMenu.has(Number(id)))
      .map(([id]) => Number(id));
    for (const item of menu) seen.current.set(item.id, item.name);
    if (left.length === 0) return;
    // Dropped from the cart for good: an item back on the menu later is not silently added again.
    setQuantities((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => !left.includes(Number(id)))),
    );
    const names = left.map((id) => seen.current.get(id) ?? 'An item');
    toast({ ...itemsLeftMessage(names), variant: 'destructive', duration: 10_000 });
  }, [menu, quantities]);

  const lines = useMemo<CartLine[]>(
    () =>
      (menu ?? []).map((item) => ({ item, quantity: quantities[item.id] ?? 0 })).filter((line) => line.quantity > 0),
    [menu, quantities],
  );
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = fromPaise(lines.reduce((sum, line) => sum + toPaise(line.item.price) * BigInt(line.quantity), 0n));

  const change = useCallback((itemId: number, delta: number) => {
    setQuantities((current) => {
      const next = Math.min(MAX_ORDER_QUANTITY, Math.max(0, (current[itemId] ?? 0) + delta));
      return { ...current, [itemId]: next };
    });
  }, []);
  const clear = useCallback(() => setQuantities({}), []);
  const quantityOf = (itemId: number) => (menu?.some((item) => item.id === itemId) ? (quantities[itemId] ?? 0) : 0);

  return { lines, itemCount, total, change, clear, quantityOf };
}
