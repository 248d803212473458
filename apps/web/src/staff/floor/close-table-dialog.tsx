import { tablesContract } from '@club/shared/contracts/tables';
import type { FloorTable } from '@club/shared/floor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { handleStaffAuthError } from '../staff-session';
import { FloorDialog } from './floor-form';
import { closeTableText } from './close-table-text';
import { storeAnsweredTable } from './floor-queries';

/**
 * Closing stops the game; its list follows decision 063 as the text says (issue 27 item 1): the players are
 * told either way. The server refuses while anyone is seated.
 */
export function CloseTableDialog({
  table,
  tables,
  onClose,
}: {
  table: FloorTable;
  tables: readonly FloorTable[];
  onClose: () => void;
}) {
  const text = closeTableText(table, tables);
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: () => callApi(tablesContract.postStaffTablesByTableIdClose, { params: { tableId: table.id } }),
    onError: (error) => handleStaffAuthError(queryClient, error),
    onSuccess: (closed) => {
      storeAnsweredTable(queryClient, closed);
      toast({ title: 'Table closed', description: `${closed.name}: ${text.outcome}`, variant: 'success' });
      onClose();
    },
  });
  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Close ${table.name}?`}
      description={text.description}
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
