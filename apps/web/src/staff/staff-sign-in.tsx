import { type FormEvent, useState } from 'react';
import { ClubLogo } from '../components/club-logo';
import { FormField } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { isApiError } from '../lib/api';
import { lastStaffEmail, useEndedReason, useStaffSignIn } from './staff-session';

/** The server's own sentence (wrong password, locked with the wait, deactivated), or a plain one. */
function signInErrorText(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error)) return `Sign-in failed (${error.status}). Please try again.`;
  return 'Could not reach the club server. Check the connection and try again.';
}

/** The console's own sign-in, with the staff account (a separate cookie from any player session). */
export function StaffSignIn() {
  const signIn = useStaffSignIn();
  const endedReason = useEndedReason();
  const [email, setEmail] = useState(lastStaffEmail);
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password });
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
            <h1 className="text-xl font-bold text-white">Staff console</h1>
            <p className="text-sm text-slate-300">Sign in with your staff account</p>
          </div>
        </div>
        {endedReason && !signIn.isError ? (
          <Alert variant="info" title="Signed out">
            {endedReason}
          </Alert>
        ) : null}
        {signIn.isError ? (
          <Alert variant="destructive" title="Sign-in failed">
            {signInErrorText(signIn.error)}
          </Alert>
        ) : null}
        <FormField label="Email">
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Password">
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </main>
  );
}
