import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import type { StructureDraft } from './structure-draft';

interface StructureFieldsProps {
  draft: StructureDraft;
  onChange: (draft: StructureDraft) => void;
  /** The starting stack stays once the clock has started (decision 110). */
  isStackLocked: boolean;
  isReadOnly: boolean;
  errors: Map<string, string>;
}

/** The stack, late registration and the entry rules part 2 charges by (the fields the shared schema has). */
export function StructureFields({ draft, onChange, isStackLocked, isReadOnly, errors }: StructureFieldsProps) {
  const field = (
    label: string,
    path: string,
    value: string,
    set: (value: string) => void,
    options: { mode?: 'numeric' | 'decimal'; hint?: string; isLocked?: boolean } = {},
  ) => {
    const error = errors.get(path);
    return (
      <FormField label={label} message={error ?? options.hint} tone={error ? 'error' : 'hint'}>
        {(control) => (
          <Input
            {...control}
            inputMode={options.mode ?? 'numeric'}
            value={value}
            disabled={isReadOnly || options.isLocked}
            onChange={(event) => set(event.target.value)}
          />
        )}
      </FormField>
    );
  };
  const set = (change: Partial<StructureDraft>) => onChange({ ...draft, ...change });

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {field('Starting stack (chips)', 'startingStack', draft.startingStack, (v) => set({ startingStack: v }), {
          isLocked: isStackLocked,
          hint: isStackLocked ? 'Fixed once the clock has started' : undefined,
        })}
        {field(
          'Late registration through level',
          'lateRegistrationLevels',
          draft.lateRegistrationLevels,
          (v) => set({ lateRegistrationLevels: v }),
          { hint: '0 closes registration when the clock starts' },
        )}
        {field('Fee per entry (₹)', 'entryRules.fee', draft.fee, (v) => set({ fee: v }), {
          mode: 'decimal',
          hint: 'The house keeps it; it never joins the prize pool',
        })}
        {field('Bounty per entry (₹)', 'entryRules.bounty', draft.bounty, (v) => set({ bounty: v }), {
          mode: 'decimal',
          hint: 'Part of the buy-in, paid to who eliminates the player; 0 for none',
        })}
        {field(
          'Re-entries per player',
          'entryRules.maxReentries',
          draft.maxReentries,
          (v) => set({ maxReentries: v }),
          {
            hint: '0 is a freezeout',
          },
        )}
        {field('Re-entries until level', 'entryRules.reentryUntilLevel', draft.reentryUntilLevel, (v) =>
          set({ reentryUntilLevel: v }),
        )}
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <fieldset className="grid gap-3 rounded-xl border border-slate-800 p-3" disabled={isReadOnly}>
          <legend className="px-1 text-sm font-semibold text-white">Rebuys</legend>
          <Toggle
            label="Rebuys allowed"
            isOn={draft.rebuy.isOn}
            onChange={(isOn) => set({ rebuy: { ...draft.rebuy, isOn } })}
          />
          {draft.rebuy.isOn ? (
            <div className="grid gap-3 sm:grid-cols-3">
              {field(
                'Rebuy price (₹)',
                'entryRules.rebuy.price',
                draft.rebuy.price,
                (v) => set({ rebuy: { ...draft.rebuy, price: v } }),
                { mode: 'decimal' },
              )}
              {field('Rebuy chips', 'entryRules.rebuy.chips', draft.rebuy.chips, (v) =>
                set({ rebuy: { ...draft.rebuy, chips: v } }),
              )}
              {field('Rebuys until level', 'entryRules.rebuy.untilLevel', draft.rebuy.untilLevel, (v) =>
                set({ rebuy: { ...draft.rebuy, untilLevel: v } }),
              )}
            </div>
          ) : null}
          {draft.rebuy.isOn ? (
            <Toggle
              label="Only at or below the starting stack (by the floor’s chip count)"
              isOn={draft.rebuy.atOrBelowStartingStack}
              onChange={(atOrBelowStartingStack) => set({ rebuy: { ...draft.rebuy, atOrBelowStartingStack } })}
            />
          ) : null}
        </fieldset>
        <fieldset className="grid gap-3 rounded-xl border border-slate-800 p-3" disabled={isReadOnly}>
          <legend className="px-1 text-sm font-semibold text-white">Add-on</legend>
          <Toggle
            label="Add-on offered"
            isOn={draft.addOn.isOn}
            onChange={(isOn) => set({ addOn: { ...draft.addOn, isOn } })}
          />
          {draft.addOn.isOn ? (
            <div className="grid gap-3 sm:grid-cols-3">
              {field(
                'Add-on price (₹)',
                'entryRules.addOn.price',
                draft.addOn.price,
                (v) => set({ addOn: { ...draft.addOn, price: v } }),
                { mode: 'decimal' },
              )}
              {field('Add-on chips', 'entryRules.addOn.chips', draft.addOn.chips, (v) =>
                set({ addOn: { ...draft.addOn, chips: v } }),
              )}
              {field('Add-on at level', 'entryRules.addOn.atLevel', draft.addOn.atLevel, (v) =>
                set({ addOn: { ...draft.addOn, atLevel: v } }),
              )}
            </div>
          ) : null}
        </fieldset>
      </div>
    </div>
  );
}

function Toggle({ label, isOn, onChange }: { label: string; isOn: boolean; onChange: (isOn: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-slate-100">
      <input
        type="checkbox"
        className="size-5 accent-emerald-500"
        checked={isOn}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
