import { tablesContract } from '@club/shared/contracts/tables';
import type { FloorTable } from '@club/shared/floor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { handleStaffAuthError } from '../staff-session';
import { FloorDialog } from './floor-form';
import { storeFloorTable } from './floor-queries';

/** Closing ends the table's wait-list (the players are told); the server refuses while anyone is seated. */
export function CloseTableDialog({ table, onClose }: { table: FloorTable; onClose: () => void }) {
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: () => callApi(tablesContract.postStaffTablesByTableIdClose, { params: { tableId: table.id } }),
    onError: (error) => handleStaffAuthError(queryClient, error),
    onSuccess: (closed) => {
      storeFloorTable(queryClient, closed, new Date().toISOString());
      toast({ title: 'Table closed', description: closed.name, variant: 'success' });
      onClose();
    },
  });
  const waiting = table.waitlist.length;
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Close ${table.name}?`}
      description={
        waiting > 0
          ? `The game stops and the ${waiting} waiting player${waiting === 1 ? ' is' : 's are'} taken off its list and told.`
          : 'The game stops; the table stays on the floor, inactive, until you start it again.'
      }
      submitLabel="Close table"
      variant="destructive"
      isPending={close.isPending}
      error={close.error}
      onSubmit={() => close.mutate()}
    >
      {table.seats.length > 0 ? (
        <p className="text-sm text-amber-200">
          {table.seats.length} player{table.seats.length === 1 ? ' is' : 's are'} still seated: move or release them
          first.
        </p>
      ) : null}
    </FloorDialog>
  );
}
