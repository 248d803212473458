import { MESSAGES, type Player, updateProfileRequestSchema } from '@club/shared/accounts';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { useSaveDetails } from './kyc-queries';
import { toastKycFailure } from './kyc-toasts';

/** Step 1: first and last name, e-mail and phone, all required (accounts-kyc.md section 5). */
export function DetailsStep({ player, onSaved }: { player: Player; onSaved: () => void }) {
  const [details, setDetails] = useState({
    firstName: player.firstName,
    lastName: player.lastName,
    phone: player.phone,
  });
  const save = useSaveDetails(player.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = [details.firstName, details.lastName, details.phone, player.email].some((v) => !v.trim());
    if (blank) {
      toast({ title: 'Missing Information', description: MESSAGES.requiredFields, variant: 'destructive' });
      return;
    }
    const parsed = updateProfileRequestSchema.safeParse(details);
    if (!parsed.success) {
      toast({ title: 'Missing Information', description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => toastKycFailure(error, 'Save Failed', 'Could not save your details. Please try again.'),
    });
  };

  const field = (key: keyof typeof details) => ({
    value: details[key],
    onChange: (event: { target: { value: string } }) =>
      setDetails((d) => ({
        ...d,
        [key]: key === 'phone' ? event.target.value.replace(/\D/g, '') : event.target.value,
      })),
  });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="First name">
          {(c) => <Input {...c} {...field('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField label="Last name">
          {(c) => <Input {...c} {...field('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField label="Email" message="Your sign-in address; it cannot be changed here.">
        {(c) => <Input {...c} value={player.email} readOnly className="text-slate-300" />}
      </FormField>
      <FormField label="Phone number">
        {(c) => <Input {...c} {...field('phone')} inputMode="numeric" autoComplete="tel" />}
      </FormField>
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save and Continue'}
      </Button>
    </form>
  );
}
