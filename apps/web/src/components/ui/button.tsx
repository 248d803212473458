import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';

const VARIANTS = {
  // Dark text on emerald: white on #10b981 fails WCAG AA contrast, slate-950 passes at 7:1.
  primary: 'bg-emerald-500 text-slate-950 shadow-lg shadow-emerald-950/40 hover:bg-emerald-400',
  secondary: 'border border-slate-700 bg-slate-800/80 text-slate-100 hover:bg-slate-700',
  ghost: 'text-slate-200 hover:bg-slate-800 hover:text-white',
  destructive: 'bg-red-600 text-white hover:bg-red-500',
  link: 'text-emerald-300 underline-offset-4 hover:underline',
} as const;

const SIZES = {
  md: 'h-11 px-4 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

type ButtonVariant = keyof typeof VARIANTS;

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /** Renders the child element (a link) with the button's look. */
  asChild?: boolean;
}

export function Button({ variant = 'primary', size = 'md', asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex select-none items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400',
        'disabled:pointer-events-none disabled:opacity-60',
        VARIANTS[variant],
        variant === 'link' ? 'h-auto px-0 text-sm' : SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
