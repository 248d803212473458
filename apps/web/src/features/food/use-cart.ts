import { MAX_ORDER_QUANTITY, type MenuItem } from '@club/shared/food';
import { fromPaise, toPaise } from '@club/shared/money';
import { useCallback, useMemo, useState } from 'react';

export interface CartLine {
  item: MenuItem;
  quantity: number;
}

/**
 * The cart: quantities by menu item, read against the current menu, so an item staff take off the
 * menu leaves the cart and a price change shows at once. Totals are summed in paise, never in floats.
 */
export function useCart(menu: MenuItem[] | undefined) {
  const [quantities, setQuantities] = useState<Record<number, number>>({});

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
