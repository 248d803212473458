import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';

const VARIANTS = {
  default: 'border-slate-600 bg-slate-800 text-slate-100',
  success: 'border-emerald-700 bg-emerald-950 text-emerald-200',
  warning: 'border-amber-700 bg-amber-950 text-amber-200',
  destructive: 'border-red-800 bg-red-950 text-red-200',
  info: 'border-sky-800 bg-sky-950 text-sky-200',
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
