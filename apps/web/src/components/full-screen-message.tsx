import type { ReactNode } from 'react';
import { cn } from '../lib/class-names';
import { ClubLogo } from './club-logo';
import { Spinner } from './ui/spinner';

interface FullScreenMessageProps {
  message: string;
  /** A spinner while waiting; otherwise the message is read out as an alert. */
  isBusy?: boolean;
  children?: ReactNode;
}

/** The whole viewport with the logo and one line: loading states and hand-offs. */
export function FullScreenMessage({ message, isBusy = true, children }: FullScreenMessageProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <ClubLogo className={cn('size-16', isBusy && 'motion-safe:animate-pulse')} />
      {isBusy ? (
        <Spinner label={message} className="size-5" />
      ) : (
        <p role="alert" className="text-base text-slate-100">
          {message}
        </p>
      )}
      {children}
    </main>
  );
}
