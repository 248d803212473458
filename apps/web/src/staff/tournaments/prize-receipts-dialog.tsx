import { type PrizeReceipt, prizeOperationText } from '@club/shared/tournament-prizes';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { Receipt } from '../cage/receipt';

/**
 * The receipts of a pay call (decision 133), one at a time, or that nothing was paid now: shown by the prizes
 * panel and by the cage's "Waiting for approval" list when a super admin approves held prizes.
 */
export function PrizeReceiptsDialog({ receipts, onClose }: { receipts: PrizeReceipt[] | null; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const shown = receipts?.[index] ?? null;
  const close = () => {
    setIndex(0);
    onClose();
  };
  return (
    <Dialog open={receipts !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent className="max-w-md">
        <DialogTitle>{receipts?.length ? 'Prize receipts' : 'Nothing paid now'}</DialogTitle>
        {receipts?.length === 0 ? (
          <p className="text-slate-200">Every prize left waits for a super admin who did not ask.</p>
        ) : null}
        {shown ? (
          <>
            {/* One receipt at a time: the cage's print layout puts its one receipt at the top of the paper. */}
            <Receipt
              data={{
                number: String(shown.transactionId),
                operation: prizeOperationText(shown),
                player: shown.player,
                amount: shown.amount,
                after: { cash: shown.balance.cashBalance, creditUsed: shown.balance.creditBalance },
                cashier: shown.cashier,
                at: shown.at,
              }}
            />
            {receipts && receipts.length > 1 ? (
              <div className="mt-2 flex items-center justify-between gap-2 print:hidden">
                <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                  Previous
                </Button>
                <span className="text-sm text-slate-300">
                  Receipt {index + 1} of {receipts.length}
                </span>
                <Button
                  variant="secondary"
                  disabled={index === receipts.length - 1}
                  onClick={() => setIndex(index + 1)}
                >
                  Next
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
        <div className="mt-3 flex justify-end gap-2 print:hidden">
          {receipts?.length ? (
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          ) : null}
          <Button onClick={close}>Done</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
