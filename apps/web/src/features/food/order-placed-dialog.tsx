import { ESTIMATED_DELIVERY, FOOD_MESSAGES, ORDER_SUCCESS_DIALOG_MS } from '@club/shared/food';
import { useEffect } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';

/** The confirmation, shown for 3 seconds (dashboard.md section 9). */
export function OrderPlacedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, ORDER_SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [open, onClose]);

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="text-center">
        <div
          aria-hidden="true"
          className="mx-auto grid size-14 place-items-center rounded-full bg-emerald-500/15 text-3xl text-emerald-300"
        >
          ✓
        </div>
        <DialogTitle className="mt-3 pr-0">{FOOD_MESSAGES.orderPlaced}</DialogTitle>
        <DialogDescription>Your order has been sent to the kitchen.</DialogDescription>
        <p className="mt-3 text-sm font-semibold text-emerald-300">Estimated delivery: {ESTIMATED_DELIVERY}</p>
      </DialogContent>
    </Dialog>
  );
}
