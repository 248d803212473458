import { type Player, updateProfileRequestSchema } from '@club/shared/accounts';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { KycStatusBadge } from '../accounts/kyc-status-badge';
import { type ProfileDetails, useUpdateProfile } from './profile-queries';

type TextField = 'firstName' | 'lastName' | 'phone';
type FieldErrors = Partial<Record<TextField, string>>;

/** The player's details, editable with the same rules as sign-up (the shared schema). */
export function ProfileDetailsCard({ player }: { player: Player }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="pb-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-bold text-white">Player Details</h2>
          <KycStatusBadge status={player.kycStatus} />
        </div>
      </CardHeader>
      <CardContent>
        {isEditing ? (
          <DetailsForm player={player} onDone={() => setIsEditing(false)} />
        ) : (
          <div className="grid gap-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <Row label="Name" value={`${player.firstName} ${player.lastName}`} />
              <Row label="Nickname" value={player.nickname} />
              <Row label="Email" value={player.email} />
              <Row label="Phone" value={player.phone} />
              <Row label="Player ID" value={player.playerCode} />
            </dl>
            <Button variant="secondary" onClick={() => setIsEditing(true)}>
              Edit Details
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-400">{label}</dt>
      <dd className="min-w-0 truncate text-right font-medium text-white">{value}</dd>
    </>
  );
}

function DetailsForm({ player, onDone }: { player: Player; onDone: () => void }) {
  const update = useUpdateProfile(player.id);
  const [details, setDetails] = useState<ProfileDetails>({
    firstName: player.firstName,
    lastName: player.lastName,
    phone: player.phone,
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileRequestSchema.safeParse(details);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as TextField] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        // After KYC approval a new legal name waits for staff review (decision 007): the answer says so.
        toast(
          saved.message
            ? { title: 'Sent for Review', description: saved.message, variant: 'default' }
            : { title: 'Profile Updated', description: 'Your details were saved.', variant: 'success' },
        );
        onDone();
      },
      onError: (error) =>
        toast({
          title: 'Update Failed',
          description: (error instanceof ApiError && error.serverMessage) || 'Could not save your details',
          variant: 'destructive',
        }),
    });
  };

  const field = (name: TextField, label: string, extra: Record<string, string> = {}) => (
    <FormField label={label} message={errors[name]} tone={errors[name] ? 'error' : 'hint'}>
      {(control) => (
        <Input
          {...control}
          {...extra}
          value={details[name]}
          onChange={(event) => {
            const value = name === 'phone' ? event.target.value.replace(/\D/g, '') : event.target.value;
            setDetails((current) => ({ ...current, [name]: value }));
          }}
        />
      )}
    </FormField>
  );

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      {field('firstName', 'First name', { autoComplete: 'given-name' })}
      {field('lastName', 'Last name', { autoComplete: 'family-name' })}
      {field('phone', 'Phone number', { autoComplete: 'tel', inputMode: 'numeric' })}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Please wait...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
