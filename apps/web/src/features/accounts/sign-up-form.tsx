import { MESSAGES } from '@club/shared/accounts-constants';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { PasswordInput } from './password-input';
import { useSignupCooldown } from './signup-cooldown';
import { rateLimitedToast, type SignUpInput, useSignUp } from './use-sign-up';
import { describeUniqueness, type UniquenessState, useUniqueFieldCheck } from './use-unique-field-check';

const EMPTY: SignUpInput = { first_name: '', last_name: '', phone: '', nickname: '', email: '', password: '' };

const blockToast = (description: string) => toast({ title: 'Signup Failed', description, variant: 'destructive' });

const toneOf = (state: UniquenessState) => (state === 'taken' ? 'error' : 'pending');

export function SignUpForm() {
  const [form, setForm] = useState(EMPTY);
  const signUp = useSignUp();
  const cooldown = useSignupCooldown();
  const uniqueness = {
    email: useUniqueFieldCheck('email', form.email),
    nickname: useUniqueFieldCheck('nickname', form.nickname),
    phone: useUniqueFieldCheck('phone', form.phone),
  };
  const states = Object.values(uniqueness);

  const update = (field: keyof SignUpInput) => (event: { target: { value: string } }) => {
    // Phone numbers are digits only: anything else is dropped as it is typed.
    const value = field === 'phone' ? event.target.value.replace(/\D/g, '') : event.target.value;
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = [form.email, form.first_name, form.last_name, form.phone, form.nickname];
    if (required.some((value) => value.trim() === '')) return blockToast(MESSAGES.requiredFields);
    if (states.includes('taken')) return blockToast('Please fix the validation errors before submitting');
    if (states.includes('checking')) return blockToast('Please wait for validation to complete');
    if (cooldown.secondsLeft > 0) return rateLimitedToast();
    cooldown.start();
    signUp.mutate(form);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <FormField label="First name">
          {(control) => (
            <Input {...control} autoComplete="given-name" value={form.first_name} onChange={update('first_name')} />
          )}
        </FormField>
        <FormField label="Last name">
          {(control) => (
            <Input {...control} autoComplete="family-name" value={form.last_name} onChange={update('last_name')} />
          )}
        </FormField>
      </div>
      <FormField
        label="Phone number"
        message={describeUniqueness('phone', uniqueness.phone)}
        tone={toneOf(uniqueness.phone)}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="Digits only"
            value={form.phone}
            onChange={update('phone')}
          />
        )}
      </FormField>
      <FormField
        label="Nickname"
        message={describeUniqueness('nickname', uniqueness.nickname)}
        tone={toneOf(uniqueness.nickname)}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="nickname"
            placeholder="How the table knows you"
            value={form.nickname}
            onChange={update('nickname')}
          />
        )}
      </FormField>
      <FormField label="Email" message={describeUniqueness('email', uniqueness.email)} tone={toneOf(uniqueness.email)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={form.email}
            onChange={update('email')}
          />
        )}
      </FormField>
      <FormField
        label="Password"
        message="At least 8 characters, with an upper-case letter, a lower-case letter and a number."
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" value={form.password} onChange={update('password')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Please wait...' : 'Sign Up'}
      </Button>
      {cooldown.secondsLeft > 0 && !signUp.isPending ? (
        <p className="text-center text-xs text-slate-300" aria-live="polite">
          You can try again in {cooldown.secondsLeft} s.
        </p>
      ) : null}
    </form>
  );
}
