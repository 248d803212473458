import { formatRupees } from '@club/shared/money';
import { type Balance, creditRequestCreateSchema, NOTE_MAX_LENGTH } from '@club/shared/wallet';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { useCreditRequests, useSubmitCreditRequest } from './wallet-queries';

const STATUS_BADGE = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;

/** A credit request for the Super Admin: requested amount and a note (same rules as the server). */
export function CreditRequestForm({ playerId, balance }: { playerId: number; balance: Balance }) {
  const requests = useCreditRequests(playerId);
  const submit = useSubmitCreditRequest(playerId);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const latest = requests.data?.[0];
  const isPending = latest?.status === 'pending';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = creditRequestCreateSchema.safeParse({ playerId, requestedAmount: amount, requestNote: note });
    if (!parsed.success) {
      setAmountError(parsed.error.issues[0]?.message);
      return;
    }
    setAmountError(undefined);
    submit.mutate(
      { requestedAmount: parsed.data.requestedAmount, requestNote: parsed.data.requestNote },
      {
        onSuccess: () => {
          toast({
            title: 'Credit Request Submitted',
            description: 'Sent to the Super Admin for approval.',
            variant: 'success',
          });
          setAmount('');
          setNote('');
        },
        onError: (error) =>
          toast({
            title: 'Request Failed',
            description: (error instanceof ApiError && error.serverMessage) || 'Could not submit credit request',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 className="text-base font-bold text-white">Request Credit</h2>
        <CardDescription>
          {balance.creditEligible
            ? `Your approved limit is ${formatRupees(balance.creditLimit)}. Ask for more below.`
            : 'A Super Admin reviews every request.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {latest ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
            Last request: {formatRupees(latest.requestedAmount)}
            <Badge variant={STATUS_BADGE[latest.status]}>{latest.status}</Badge>
          </p>
        ) : null}
        <form className="grid gap-3" onSubmit={onSubmit} noValidate>
          <FormField label="Requested amount (₹)" message={amountError} tone={amountError ? 'error' : 'hint'}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                placeholder="25000"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Note (optional)">
            {(control) => (
              <Input
                {...control}
                maxLength={NOTE_MAX_LENGTH}
                placeholder="What is it for?"
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={submit.isPending || isPending}>
            {submit.isPending ? 'Please wait...' : isPending ? 'Request Waiting for Approval' : 'Submit Request'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
