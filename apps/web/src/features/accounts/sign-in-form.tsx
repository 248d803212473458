import { SIGN_IN_TEXT } from '@club/shared/accounts-constants';
import { SIGN_IN_FORM_PATH } from '@club/shared/prerender';
import { type FormEvent, useContext, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../components/form-field';
import { useTypedBeforeLive } from '../../components/typed-before-live';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { Alert } from '../../components/ui/alert';
import { ApiError } from '../../lib/api';
import { loadAccountSchemas } from './account-schemas';
import { PasswordInput } from './password-input';
import { ResendEmailButton } from './resend-email-button';
import { SignInPrefill } from './sign-in-prefill';
import { useSignIn } from './use-sign-in';

/**
 * A real form: named fields and a native checkbox, posting to the server's form route, so the
 * prerendered copy signs in before (or without) any script. In the app, and on the prerendered page
 * once its own script runs (sign-in-page.ts), the submit goes to the JSON route instead. Decision 040.
 */
export function SignInForm() {
  const prefill = useContext(SignInPrefill);
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  // Prerendered: what was typed before the page went live is kept (issue 27, item 21).
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeLive(formRef, (typed) => {
    if (typeof typed.email === 'string') setEmail(typed.email);
    if (typeof typed.password === 'string') setPassword(typed.password);
    if (typeof typed.remember === 'boolean') setRemember(typed.remember);
  });
  const signIn = useSignIn();
  // 'Email Not Verified': the way to a new link, for the address that was refused (issue 14, item 13).
  const unverifiedEmail =
    signIn.error instanceof ApiError && signIn.error.code === 'EMAIL_VERIFICATION_REQUIRED'
      ? signIn.variables?.email
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { signinRequestSchema } = await loadAccountSchemas();
    const parsed = signinRequestSchema.safeParse({ email, password, remember });
    if (!parsed.success) {
      toast({ title: 'Sign In Failed', description: parsed.error.issues[0].message, variant: 'destructive' });
      return;
    }
    signIn.mutate(parsed.data);
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={SIGN_IN_FORM_PATH}
      onSubmit={submit}
      noValidate
      data-sign-in-form=""
      className="grid gap-4"
    >
      {/* The server's refusal on the script-free page; a box only when filled. */}
      {prefill ? <div className="contents">{prefill.alert}</div> : null}
      <FormField label="Email">
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Password">
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex items-center justify-between gap-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-200">
          <input
            type="checkbox"
            name="remember"
            value="true"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className="size-5 shrink-0 cursor-pointer rounded accent-emerald-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
          />
          Remember password
        </label>
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center text-sm font-medium text-emerald-300 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? SIGN_IN_TEXT.pending : SIGN_IN_TEXT.submit}
      </Button>
      {unverifiedEmail ? (
        <Alert variant="warning" title={SIGN_IN_TEXT.notVerifiedTitle}>
          <p>{SIGN_IN_TEXT.notVerifiedHint(unverifiedEmail)}</p>
          <div className="mt-3">
            <ResendEmailButton email={unverifiedEmail} waitFirst={false} label={SIGN_IN_TEXT.resend} />
          </div>
        </Alert>
      ) : null}
    </form>
  );
}
