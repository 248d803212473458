import type { ReactNode } from 'react';
import { cn } from '../lib/class-names';

/**
 * The centred column every account screen sits in: phone-width first, a little wider on
 * larger screens, with the card suits faint at the bottom as the club's signature.
 */
export function ScreenFrame({
  children,
  className,
  title,
}: {
  children: ReactNode;
  className?: string;
  title: string;
}) {
  return (
    <main className={cn('mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 px-4 py-8', className)}>
      <title>{`${title} · Player Portal`}</title>
      {children}
      <p aria-hidden="true" className="select-none text-center text-lg tracking-[0.6em] text-slate-700">
        ♠ ♥ ♦ ♣
      </p>
    </main>
  );
}
