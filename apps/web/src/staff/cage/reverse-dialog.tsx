import type { CageTransaction } from '@club/shared/cage';
import { cageContract } from '@club/shared/contracts/cage';
import { formatRupees } from '@club/shared/money';
import { useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { ReasonDialog } from '../floor/reason-dialog';
import { useCageMutation } from './cage-queries';
import { newIdempotencyKey } from './operations';

/** A ledger row is never edited: the reversal writes the opposite row, or waits for a super admin. */
export function ReverseDialog({ row, onClose }: { row: CageTransaction; onClose: () => void }) {
  const [key] = useState(newIdempotencyKey);
  const reverse = useCageMutation(
    (reason: string) =>
      callApi(cageContract.postStaffWalletTransactionsByTransactionIdReverse, {
        params: { transactionId: row.id },
        headers: { 'idempotency-key': key },
        body: { reason },
      }),
    () => row.playerId,
  );
  return (
    <ReasonDialog
      title={`Reverse row #${row.id}`}
      description={`${row.type.replaceAll('_', ' ')} of ${formatRupees(row.amount)} for ${row.playerName}. The opposite row is written; the original stays.`}
      label="Reason"
      submitLabel="Reverse"
      isPending={reverse.isPending}
      error={reverse.error}
      onSubmit={(reason) =>
        reverse.mutate(reason, {
          onSuccess: (answer) => {
            const isPending = 'pending' in answer;
            toast({
              title: isPending ? 'Reversal waits for a super admin' : 'Reversed',
              description: isPending ? 'No money moves until it is approved.' : `Row #${row.id}`,
              variant: isPending ? 'info' : 'success',
            });
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
