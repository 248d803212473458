import type { Tournament } from '@club/shared/tournaments';
import { FormField } from '../../components/form-field';
import { Select } from '../floor/floor-form';

/** A tournament to choose at the cage (the entry panel's and the prizes desk's), '' while none is. */
export function TournamentSelect({
  label,
  tournaments,
  value,
  onChange,
  describe,
}: {
  label: string;
  tournaments: readonly Tournament[];
  value: number | '';
  onChange: (id: number | '') => void;
  /** What follows the name in each option (the buy-in, the date). */
  describe: (tournament: Tournament) => string;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : '')}>
          <option value="">Choose…</option>
          {tournaments.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} {describe(t)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
