import { useState } from 'react';
import { FormField } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { StaffFormCard, staffFormErrorText } from './staff-form-card';
import { lastStaffEmail, useEndedReason, useStaffSignIn } from './staff-session';

/** The console's own sign-in, with the staff account (a separate cookie from any player session). */
export function StaffSignIn() {
  const signIn = useStaffSignIn();
  const endedReason = useEndedReason();
  const [email, setEmail] = useState(lastStaffEmail);
  const [password, setPassword] = useState('');

  return (
    <StaffFormCard
      title="Staff console"
      subtitle="Sign in with your staff account"
      onSubmit={() => signIn.mutate({ email: email.trim(), password })}
    >
      {endedReason && !signIn.isError ? (
        <Alert variant="info" title="Signed out">
          {endedReason}
        </Alert>
      ) : null}
      {signIn.isError ? (
        <Alert variant="destructive" title="Sign-in failed">
          {staffFormErrorText(signIn.error, 'Sign-in')}
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
    </StaffFormCard>
  );
}
