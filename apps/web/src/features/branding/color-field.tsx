import { useId } from 'react';
import { Label } from '../../components/ui/label';

/** A colour picker with its #rrggbb value written next to it (decision 090: colours are stored as hex). */
export function ColorField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-700 bg-slate-950/60 p-2">
      <input
        id={id}
        type="color"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="size-11 shrink-0 cursor-pointer rounded border-0 bg-transparent p-0"
      />
      <div className="grid">
        <Label htmlFor={id} className="text-sm">
          {label}
        </Label>
        <span className="font-mono text-xs text-slate-300">{value}</span>
        {hint ? (
          <span id={`${id}-hint`} className="text-xs text-slate-400">
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}
