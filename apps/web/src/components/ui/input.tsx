import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-base text-slate-50',
        'placeholder:text-slate-400 transition-colors',
        'focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-400/60',
        'aria-invalid:border-red-400 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
