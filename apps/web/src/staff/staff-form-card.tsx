import type { FormEvent, ReactNode } from 'react';
import { ClubLogo } from '../components/club-logo';
import { isApiError } from '../lib/api';

/** The server's own sentence (wrong password, locked with the wait…), or a plain one. */
export function staffFormErrorText(error: unknown, action: string): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error)) return `${action} failed (${error.status}). Please try again.`;
  return 'Could not reach the club server. Check the connection and try again.';
}

/** The console's full-page form before it opens (sign-in, choosing one's own password): the club's mark and a title. */
export function StaffFormCard({
  title,
  subtitle,
  onSubmit,
  children,
}: {
  title: string;
  subtitle: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <form
        onSubmit={submit}
        className="grid w-full max-w-sm gap-5 rounded-2xl border border-slate-800 bg-slate-900/90 p-6"
      >
        <div className="flex items-center gap-3">
          <ClubLogo className="size-11" />
          <div>
            <h1 className="text-xl font-bold text-white">{title}</h1>
            <p className="text-sm text-slate-300">{subtitle}</p>
          </div>
        </div>
        {children}
      </form>
    </main>
  );
}
