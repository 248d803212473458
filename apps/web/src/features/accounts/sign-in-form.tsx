import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { Alert } from '../../components/ui/alert';
import { ApiError } from '../../lib/api';
import { loadAccountSchemas } from './account-schemas';
import { PasswordInput } from './password-input';
import { ResendEmailButton } from './resend-email-button';
import { useSignIn } from './use-sign-in';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
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
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Email">
        {(control) => (
          <Input
            {...control}
            type="email"
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
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="remember-password"
            checked={remember}
            onCheckedChange={(state) => setRemember(state === true)}
          />
          <Label htmlFor="remember-password" className="font-normal">
            Remember password
          </Label>
        </div>
        <Link to="/forgot-password" className="text-sm font-medium text-emerald-300 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Please wait...' : 'Log In'}
      </Button>
      {unverifiedEmail ? (
        <Alert variant="warning" title="Email Not Verified">
          <p>Open the link we sent to {unverifiedEmail}, or ask for a new one.</p>
          <div className="mt-3">
            <ResendEmailButton email={unverifiedEmail} waitFirst={false} label="Resend the e-mail" />
          </div>
        </Alert>
      ) : null}
    </form>
  );
}
