import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/class-names';

const VARIANTS = {
  success: 'border-emerald-700/70 bg-emerald-950/70 text-emerald-100',
  destructive: 'border-red-800/70 bg-red-950/70 text-red-100',
  warning: 'border-amber-700/70 bg-amber-950/70 text-amber-100',
  info: 'border-sky-800/70 bg-sky-950/70 text-sky-100',
} as const;

interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  variant: keyof typeof VARIANTS;
  title: ReactNode;
}

/** An inline banner: a bold title and a sentence. */
export function Alert({ variant, title, children, className, ...props }: AlertProps) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn('rounded-xl border px-4 py-3 text-sm', VARIANTS[variant], className)}
      {...props}
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 opacity-95">{children}</div> : null}
    </div>
  );
}
