import { tablesContract } from '@club/shared/contracts/tables';
import type { FloorTable } from '@club/shared/floor';
import type { TABLE_STATUSES } from '@club/shared/tables';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api';
import { handleStaffAuthError } from '../staff-session';
import { FloorDialog, Select } from './floor-form';

const FIELDS = [
  ['name', 'Name', 'text'],
  ['gameType', 'Game', 'text'],
  ['stakes', 'Stakes', 'text'],
  ['smallBlind', 'Small blind (₹)', 'decimal'],
  ['bigBlind', 'Big blind (₹)', 'decimal'],
  ['minBuyIn', 'Min buy-in (₹)', 'decimal'],
  ['maxBuyIn', 'Max buy-in (₹)', 'decimal'],
  ['maxPlayers', 'Max players', 'numeric'],
  ['minPlayMinutes', 'Minimum play (min)', 'numeric'],
  ['callTimeMinutes', 'Call time (min)', 'numeric'],
  ['cashOutWindowMinutes', 'Cash-out window (min)', 'numeric'],
] as const;
type FieldName = (typeof FIELDS)[number][0];
type Values = Record<FieldName, string> & { status: (typeof TABLE_STATUSES)[number] };

const valuesOf = (table: FloorTable | null): Values => ({
  name: table?.name ?? '',
  gameType: table?.gameType ?? "No Limit Hold'em",
  stakes: table?.stakes ?? '',
  smallBlind: table?.smallBlind ?? '',
  bigBlind: table?.bigBlind ?? '',
  minBuyIn: table?.minBuyIn ?? '',
  maxBuyIn: table?.maxBuyIn ?? '',
  maxPlayers: String(table?.maxPlayers ?? 9),
  minPlayMinutes: table && !table.timingRules.isDefault ? String(table.timingRules.minPlayMinutes) : '',
  callTimeMinutes: table && !table.timingRules.isDefault ? String(table.timingRules.callTimeMinutes) : '',
  cashOutWindowMinutes: table && !table.timingRules.isDefault ? String(table.timingRules.cashOutWindowMinutes) : '',
  status: table?.status ?? 'inactive',
});

/** The body the contract takes: empty timing rules mean the specification's defaults (null). */
function bodyOf(values: Values) {
  const minutes = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    name: values.name,
    gameType: values.gameType,
    stakes: values.stakes.trim() || undefined,
    smallBlind: values.smallBlind,
    bigBlind: values.bigBlind,
    minBuyIn: values.minBuyIn,
    maxBuyIn: values.maxBuyIn,
    maxPlayers: Number(values.maxPlayers),
    status: values.status,
    minPlayMinutes: minutes(values.minPlayMinutes),
    callTimeMinutes: minutes(values.callTimeMinutes),
    cashOutWindowMinutes: minutes(values.cashOutWindowMinutes),
  };
}

/** Create a table, or change one (its rules reach the seated players' phones at once). */
export function TableFormDialog({ table, onClose }: { table: FloorTable | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(table));
  const save = useMutation({
    mutationFn: () =>
      table
        ? callApi(tablesContract.patchStaffTablesByTableId, { params: { tableId: table.id }, body: bodyOf(values) })
        : callApi(tablesContract.postStaffTables, { body: bodyOf(values) }),
    onError: (error) => handleStaffAuthError(queryClient, error),
    onSuccess: (saved) => {
      toast({ title: table ? 'Table saved' : 'Table created', description: saved.name, variant: 'success' });
      onClose();
    },
  });
  const set = (name: keyof Values, value: string) => setValues((v) => ({ ...v, [name]: value }));

  return (
    <FloorDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={table ? `Edit ${table.name}` : 'New table'}
      description="Leave the three timing rules empty for the club's defaults."
      submitLabel={table ? 'Save' : 'Create table'}
      isPending={save.isPending}
      error={save.error}
      onSubmit={() => save.mutate()}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([name, label, mode]) => (
          <FormField key={name} label={label}>
            {(control) => (
              <Input
                {...control}
                inputMode={mode === 'text' ? undefined : mode}
                required={!name.endsWith('Minutes')}
                value={values[name]}
                onChange={(event) => set(name, event.target.value)}
              />
            )}
          </FormField>
        ))}
        <FormField label="Status">
          {(control) => (
            <Select {...control} value={values.status} onChange={(event) => set('status', event.target.value)}>
              <option value="active">Active (game running)</option>
              <option value="inactive">Inactive (not running)</option>
            </Select>
          )}
        </FormField>
      </div>
    </FloorDialog>
  );
}
