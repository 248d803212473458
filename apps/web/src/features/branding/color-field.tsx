import { useId } from 'react';
import { Label } from '../../components/ui/label';

export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
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
        onChange={(event) => onChange(event.target.value)}
        className="size-9 cursor-pointer rounded border-0 bg-transparent p-0"
      />
      <div className="grid">
        <Label htmlFor={id} className="text-xs">
          {label}
        </Label>
        <span className="font-mono text-xs text-slate-300">{value}</span>
      </div>
    </div>
  );
}
