import { BUY_IN_PAID_WITH, type BuyInPaidWith } from '@club/shared/tables-staff';
import type { Balance } from '@club/shared/wallet';
import { amountSchema, formatRupees, fromPaise, toPaise } from '@club/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { useMutation } from '@tanstack/react-query';
import { actionErrorText } from '../floor/floor-form';
import { handleStaffAuthError } from '../staff-session';
import { refreshCage } from './cage-queries';
import {
  type CageOperationKind,
  newIdempotencyKey,
  OPERATION_LABELS,
  type OperationOutcome,
  PAID_WITH_LABELS,
  projectBalances,
  runOperation,
} from './operations';
import { type ReceiptData, Receipt } from './receipt';

export interface MoneyDialogTarget {
  kind: CageOperationKind;
  player: { id: number; name: string; playerCode?: string };
  balance: Balance;
  /** `unpaid`: the part of the seat's buy-in not recorded as paid (rupees), which a cash-out must settle. */
  seat?: { seatId: number; label: string; unpaid?: string };
}

/**
 * One money operation: amount and note, then a confirmation with the balances before and after, then the
 * receipt (or the four-eyes wait). The form keeps one Idempotency-Key from opening to success, so a double
 * click or a retry after a network failure moves the money once.
 */
export function MoneyDialog({
  target,
  cashierName,
  onClose,
}: {
  target: MoneyDialogTarget;
  cashierName: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const unpaidPaise = toPaise(target.seat?.unpaid ?? '0');
  // A buy-in: how it is paid (the balance unless the cashier says otherwise). A cash-out of a seat whose
  // buy-in is not recorded: the cashier must say how it was paid (decision 104), no answer assumed.
  const asksHowPaid = target.kind === 'table-buy-in' || (target.kind === 'table-cash-out' && unpaidPaise > 0n);
  const [paidWith, setPaidWith] = useState<BuyInPaidWith | null>(target.kind === 'table-buy-in' ? 'balance' : null);
  const [paidWithError, setPaidWithError] = useState<string | null>(null);
  const [amount, setAmount] = useState(
    target.kind === 'table-buy-in' && unpaidPaise > 0n ? fromPaise(unpaidPaise) : '',
  );
  const [note, setNote] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ReceiptData | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const run = useMutation({
    mutationFn: () =>
      runOperation({
        kind: target.kind,
        playerId: target.player.id,
        seatId: target.seat?.seatId,
        amount,
        note,
        paidWith: asksHowPaid ? (paidWith ?? undefined) : undefined,
        idempotencyKey: key,
      }),
    onError: (error) => handleStaffAuthError(queryClient, error),
    onSuccess: (outcome: OperationOutcome) => {
      refreshCage(queryClient, target.player.id);
      if (outcome.status === 'pending') {
        setPendingId(outcome.pendingId);
        return;
      }
      setReceipt({
        number: outcome.transactionIds.join('-') || 'no ledger row',
        operation: OPERATION_LABELS[target.kind] + (target.seat ? ` · ${target.seat.label}` : '') + paymentNote,
        player: target.player.playerCode ? `${target.player.name} (${target.player.playerCode})` : target.player.name,
        amount,
        after: outcome.after,
        cashier: cashierName,
        at: new Date().toISOString(),
      });
    },
  });
  const title = `${OPERATION_LABELS[target.kind]} · ${target.player.name}`;
  const paymentNote =
    asksHowPaid && paidWith
      ? target.kind === 'table-buy-in'
        ? ` · ${PAID_WITH_LABELS[paidWith].toLowerCase()}`
        : ` · buy-in ${formatRupees(fromPaise(unpaidPaise))} paid: ${PAID_WITH_LABELS[paidWith].toLowerCase()}`
      : '';
  const allowsZero = target.kind === 'table-cash-out';

  const review = () => {
    const parsed = amountSchema.safeParse(amount);
    if (!parsed.success && !(allowsZero && /^0+(\.0{1,2})?$/.test(amount.trim()))) {
      setFieldError(parsed.error?.issues[0]?.message ?? 'Enter an amount');
      return;
    }
    setFieldError(null);
    if (asksHowPaid && !paidWith) {
      setPaidWithError('Say how the buy-in was paid');
      return;
    }
    setStep('confirm');
  };

  const projection =
    step === 'confirm'
      ? projectBalances(
          target.balance,
          target.kind,
          amount || '0',
          paidWith && asksHowPaid ? { paidWith, paise: unpaidPaise } : undefined,
        )
      : null;

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{receipt ? 'Receipt' : title}</DialogTitle>
        <DialogDescription>
          {receipt ? 'Print it for the player, or close.' : target.seat ? target.seat.label : target.player.name}
        </DialogDescription>
        {receipt ? (
          <div className="mt-4 grid gap-4">
            <Receipt data={receipt} />
            <div className="flex justify-end gap-2 print:hidden">
              <Button variant="secondary" onClick={() => window.print()}>
                Print receipt
              </Button>
              <Button onClick={onClose}>Done</Button>
            </div>
          </div>
        ) : pendingId !== null ? (
          <div className="mt-4 grid gap-4">
            <Alert variant="warning" title="Waiting for a second person">
              This amount is above the club's limit for one person. It is held as request #{pendingId} until another
              staff member approves it; no money has moved yet.
            </Alert>
            <div className="flex justify-end">
              <Button onClick={onClose}>Close</Button>
            </div>
          </div>
        ) : step === 'form' ? (
          <form
            className="mt-4 grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              review();
            }}
          >
            <FormField label="Amount (₹)" message={fieldError ?? undefined} tone={fieldError ? 'error' : 'hint'}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  autoFocus
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
              )}
            </FormField>
            {asksHowPaid ? (
              <fieldset className="grid gap-1" aria-describedby={paidWithError ? 'paid-with-error' : undefined}>
                <legend className="mb-1 text-sm font-medium text-slate-200">
                  {target.kind === 'table-buy-in'
                    ? 'How is it paid?'
                    : `The buy-in of ${formatRupees(fromPaise(unpaidPaise))} is not recorded as paid. How was it paid?`}
                </legend>
                {BUY_IN_PAID_WITH.map((option) => (
                  <label key={option} className="flex min-h-11 items-center gap-3 text-slate-100">
                    <input
                      type="radio"
                      name="paid-with"
                      className="size-5"
                      checked={paidWith === option}
                      onChange={() => {
                        setPaidWith(option);
                        setPaidWithError(null);
                      }}
                    />
                    {PAID_WITH_LABELS[option]}
                    <span className="text-xs text-slate-300">
                      {option === 'balance' ? '(taken from their cash)' : '(recorded as such; their cash is unchanged)'}
                    </span>
                  </label>
                ))}
                {paidWithError ? (
                  <p id="paid-with-error" className="text-xs text-red-300">
                    {paidWithError}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
            <FormField label="Note (optional)">
              {(control) => (
                <Input {...control} maxLength={300} value={note} onChange={(event) => setNote(event.target.value)} />
              )}
            </FormField>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Review</Button>
            </div>
          </form>
        ) : (
          <div className="mt-4 grid gap-4">
            <p className="text-lg font-bold text-white">
              {OPERATION_LABELS[target.kind]}: {formatRupees(amount)}
            </p>
            {projection ? (
              <table className="w-full text-sm">
                <caption className="sr-only">Balances before and after</caption>
                <thead>
                  <tr className="text-left text-slate-300">
                    <th scope="col" className="py-1 font-medium">
                      Account
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Before
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody className="text-white">
                  <tr>
                    <th scope="row" className="py-1 text-left font-medium">
                      Cash
                    </th>
                    <td>{formatRupees(projection.before.cash)}</td>
                    <td>{formatRupees(projection.after.cash)}</td>
                  </tr>
                  <tr>
                    <th scope="row" className="py-1 text-left font-medium">
                      Credit used
                    </th>
                    <td>{formatRupees(projection.before.creditUsed)}</td>
                    <td>{formatRupees(projection.after.creditUsed)}</td>
                  </tr>
                </tbody>
              </table>
            ) : null}
            {asksHowPaid && paidWith ? (
              <p className="text-sm text-slate-200">
                {target.kind === 'table-buy-in'
                  ? `Paid: ${PAID_WITH_LABELS[paidWith].toLowerCase()}`
                  : `Buy-in of ${formatRupees(fromPaise(unpaidPaise))} paid: ${PAID_WITH_LABELS[paidWith].toLowerCase()}`}
              </p>
            ) : null}
            {note.trim() ? <p className="text-sm text-slate-300">Note: {note.trim()}</p> : null}
            {run.isError ? (
              <Alert variant="destructive" title="Not done">
                {actionErrorText(run.error)}
              </Alert>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setStep('form')} disabled={run.isPending}>
                Back
              </Button>
              <Button onClick={() => run.mutate()} disabled={run.isPending}>
                {run.isPending ? 'Working…' : `Confirm ${formatRupees(amount)}`}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
