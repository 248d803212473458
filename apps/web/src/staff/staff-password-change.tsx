import type { StaffMember } from '@club/shared/staff';
import { useState } from 'react';
import { FormField } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { isApiError } from '../lib/api';
import { StaffFormCard } from './staff-form-card';
import { useChangeOwnStaffPassword, useStaffSignOut } from './staff-session';

/**
 * A super admin set this member's password: before the console opens they choose their own (the server
 * refuses every staff route and the live socket until then).
 */
export function StaffPasswordChange({ staff }: { staff: StaffMember }) {
  const change = useChangeOwnStaffPassword();
  const signOut = useStaffSignOut();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const mismatch = repeated !== '' && repeated !== newPassword;

  return (
    <StaffFormCard
      title="Choose your own password"
      subtitle={staff.email}
      onSubmit={() => {
        if (!mismatch) change.mutate({ currentPassword, newPassword });
      }}
    >
      <p className="text-sm text-slate-200">
        A super admin set the password you signed in with. Choose a new one that only you know before you continue.
      </p>
      {change.isError ? (
        <Alert variant="destructive" title="Password not changed">
          {isApiError(change.error) && change.error.serverMessage
            ? change.error.serverMessage
            : 'Could not reach the club server. Check the connection and try again.'}
        </Alert>
      ) : null}
      <FormField label="Password you were given">
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="New password" message="At least 8 characters; not a common password.">
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="New password again"
        message={mismatch ? 'The two new passwords differ.' : undefined}
        tone="error"
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            value={repeated}
            onChange={(event) => setRepeated(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={change.isPending || mismatch}>
        {change.isPending ? 'Saving…' : 'Save and open the console'}
      </Button>
      <Button type="button" variant="ghost" onClick={() => signOut.mutate()}>
        Sign out
      </Button>
    </StaffFormCard>
  );
}
