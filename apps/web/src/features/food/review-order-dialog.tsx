import { TABLE_NUMBER_MAX_LENGTH } from '@club/shared/food';
import { formatRupees, fromPaise, toPaise } from '@club/shared/money';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { priceLabel } from './menu-item-card';
import type { CartLine } from './use-cart';

interface ReviewOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: CartLine[];
  total: string;
  isPlacing: boolean;
  /** Where the player sits now ('Table 1 · seat 4'), filled in when the dialog opens; empty if not seated. */
  seatedAt: string;
  onPlaceOrder: (details: { tableNumber: string; notes: string }) => void;
}

/** Review Order: the cart's lines and total, an optional table number and instructions, Place Order. */
export function ReviewOrderDialog({
  open,
  onOpenChange,
  lines,
  total,
  isPlacing,
  seatedAt,
  onPlaceOrder,
}: ReviewOrderDialogProps) {
  const [tableNumber, setTableNumber] = useState('');
  const [isTableEdited, setIsTableEdited] = useState(false);
  // Pre-filled from the player's seat each time the dialog opens, unless they typed their own.
  useEffect(() => {
    if (open && !isTableEdited) setTableNumber(seatedAt);
  }, [open, seatedAt, isTableEdited]);
  const [notes, setNotes] = useState('');
  const ids = { table: useId(), notes: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPlaceOrder({ tableNumber, notes });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Review Order</DialogTitle>
        <DialogDescription>Check your items, then send the order to the kitchen.</DialogDescription>
        <form onSubmit={submit} className="mt-4 grid gap-4">
          {lines.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-700 px-4 py-6 text-center text-sm text-slate-400">
              Your cart is empty.
            </p>
          ) : (
            <ul className="grid divide-y divide-slate-800 rounded-xl border border-slate-800 bg-slate-950/50">
              {lines.map(({ item, quantity }) => (
                <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
                  <span className="min-w-0">
                    <span className="font-medium text-white">{item.name}</span>
                    <span className="block text-xs text-slate-400">
                      {quantity} × {priceLabel(item.price)}
                    </span>
                  </span>
                  <span className="font-semibold text-slate-100">
                    {priceLabel(fromPaise(toPaise(item.price) * BigInt(quantity)))}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="flex items-center justify-between border-t border-slate-800 pt-3">
            <span className="font-semibold text-slate-200">Total</span>
            <span className="text-lg font-bold text-emerald-300" data-testid="order-total">
              {formatRupees(total)}
            </span>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.table}>Table number (optional)</Label>
            <Input
              id={ids.table}
              value={tableNumber}
              onChange={(e) => {
                setIsTableEdited(true);
                setTableNumber(e.target.value);
              }}
              maxLength={TABLE_NUMBER_MAX_LENGTH}
              inputMode="text"
              autoComplete="off"
              placeholder="e.g. 4"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.notes}>Special instructions (optional)</Label>
            <textarea
              id={ids.notes}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              maxLength={500}
              rows={3}
              placeholder="Less spicy, no ice..."
              className="w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 py-2 text-base text-slate-50 placeholder:text-slate-400 focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-400/60"
            />
          </div>
          <Button type="submit" size="lg" disabled={isPlacing}>
            {isPlacing ? 'Placing Order...' : 'Place Order'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
