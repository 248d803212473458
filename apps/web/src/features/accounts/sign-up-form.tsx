import { MESSAGES } from '@club/shared/accounts-constants';
import { type FormEvent, useRef, useState } from 'react';
import { FormField } from '../../components/form-field';
import { FIELD_ATTRIBUTE, useIsLive, useTypedBeforeLive } from '../../components/typed-before-live';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { loadAccountSchemas } from './account-schemas';
import { PasswordInput } from './password-input';
import { useSignupCooldown } from './signup-cooldown';
import { rateLimitedToast, type SignUpInput, useSignUp } from './use-sign-up';
import { describeUniqueness, type UniquenessState, useUniqueFieldCheck } from './use-unique-field-check';

const EMPTY: SignUpInput = { first_name: '', last_name: '', phone: '', nickname: '', email: '', password: '' };

const isSignUpField = (field: string): field is keyof SignUpInput => Object.hasOwn(EMPTY, field);

// Phone numbers are digits only: anything else is dropped as it is typed.
const cleanValue = (field: keyof SignUpInput, value: string) => (field === 'phone' ? value.replace(/\D/g, '') : value);

/** Ties an input to its field, so what was typed before the page went live is kept (typed-before-live.ts). */
const fieldOf = (field: keyof SignUpInput) => ({ [FIELD_ATTRIBUTE]: field });

const blockToast = (description: string) => toast({ title: 'Signup Failed', description, variant: 'destructive' });

const toneOf = (state: UniquenessState) => (state === 'taken' ? 'error' : 'pending');

type FieldErrors = Partial<Record<keyof SignUpInput, string>>;

const firstErrorPerField = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as keyof SignUpInput;
    errors[field] ??= issue.message;
  }
  return errors;
};

const PASSWORD_HINT = 'At least 8 characters, with an upper-case letter, a lower-case letter and a number.';

/** A field's message: its rule's error once a submit found one, else what it says live (uniqueness). */
const fieldMessage = (error: string | undefined, live: string | undefined, liveTone: 'error' | 'pending') =>
  error ? { message: error, tone: 'error' as const } : { message: live, tone: liveTone };

export function SignUpForm() {
  const [form, setForm] = useState(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const isLive = useIsLive();
  useTypedBeforeLive(formRef, (typed) => {
    const kept: Partial<SignUpInput> = {};
    for (const [field, value] of Object.entries(typed)) {
      if (isSignUpField(field) && typeof value === 'string') kept[field] = cleanValue(field, value);
    }
    setForm((current) => ({ ...current, ...kept }));
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const signUp = useSignUp();
  const cooldown = useSignupCooldown();
  const uniqueness = {
    email: useUniqueFieldCheck('email', form.email),
    nickname: useUniqueFieldCheck('nickname', form.nickname),
    phone: useUniqueFieldCheck('phone', form.phone),
  };
  const states = Object.values(uniqueness);

  const update = (field: keyof SignUpInput) => (event: { target: { value: string } }) => {
    const value = cleanValue(field, event.target.value);
    setForm((current) => ({ ...current, [field]: value }));
    setFieldErrors(({ [field]: _fixed, ...others }) => others);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = [form.email, form.first_name, form.last_name, form.phone, form.nickname];
    if (required.some((value) => value.trim() === '')) return blockToast(MESSAGES.requiredFields);
    if (states.includes('taken')) return blockToast('Please fix the validation errors before submitting');
    if (states.includes('checking')) return blockToast('Please wait for validation to complete');
    if (cooldown.secondsLeft > 0) return rateLimitedToast();
    // The contract's own rules (the password's above all) before anything is sent: a mistake is shown
    // beside its field and costs no cooldown (issue 14, item 17).
    const { signupRequestSchema } = await loadAccountSchemas();
    const parsed = signupRequestSchema.safeParse(form);
    if (!parsed.success) {
      setFieldErrors(firstErrorPerField(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    signUp.mutate(form, {
      // Only an attempt that reached account creation counts, as on the server.
      onSuccess: () => cooldown.start(),
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 400)) cooldown.start();
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <FormField label="First name" {...fieldMessage(fieldErrors.first_name, undefined, 'pending')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="given-name"
              {...fieldOf('first_name')}
              value={form.first_name}
              onChange={update('first_name')}
            />
          )}
        </FormField>
        <FormField label="Last name" {...fieldMessage(fieldErrors.last_name, undefined, 'pending')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="family-name"
              {...fieldOf('last_name')}
              value={form.last_name}
              onChange={update('last_name')}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Phone number"
        {...fieldMessage(fieldErrors.phone, describeUniqueness('phone', uniqueness.phone), toneOf(uniqueness.phone))}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="Digits only"
            {...fieldOf('phone')}
            value={form.phone}
            onChange={update('phone')}
          />
        )}
      </FormField>
      <FormField
        label="Nickname"
        {...fieldMessage(
          fieldErrors.nickname,
          describeUniqueness('nickname', uniqueness.nickname),
          toneOf(uniqueness.nickname),
        )}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="nickname"
            placeholder="How the table knows you"
            {...fieldOf('nickname')}
            value={form.nickname}
            onChange={update('nickname')}
          />
        )}
      </FormField>
      <FormField
        label="Email"
        {...fieldMessage(fieldErrors.email, describeUniqueness('email', uniqueness.email), toneOf(uniqueness.email))}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...fieldOf('email')}
            value={form.email}
            onChange={update('email')}
          />
        )}
      </FormField>
      <FormField label="Password" {...fieldMessage(fieldErrors.password, PASSWORD_HINT, 'pending')}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            {...fieldOf('password')}
            value={form.password}
            onChange={update('password')}
          />
        )}
      </FormField>
      {/* Pressed before the page is live, a plain form's submit would reload it and lose what was typed. */}
      <Button type="submit" size="lg" disabled={signUp.isPending || !isLive} className="w-full">
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
