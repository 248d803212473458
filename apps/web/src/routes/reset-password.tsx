import { passwordSchema } from '@club/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../components/form-field';
import { ScreenFrame } from '../components/screen-frame';
import { ClubIdentity } from '../features/accounts/club-identity';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { toast } from '../components/ui/toast-store';
import { PasswordInput } from '../features/accounts/password-input';
import { loadAccountsContract } from '../features/accounts/account-schemas';
import { ApiError, callApi } from '../lib/api';

/** `/reset-password?token&email`: the link in the password-reset e-mail lands here. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const email = searchParams.get('email');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string>();

  const confirm = useMutation({
    mutationFn: (body: { email: string; token: string; password: string }) =>
      callApi(
        loadAccountsContract().then((routes) => routes.postAuthPasswordResetConfirm),
        { body },
      ),
    onSuccess: () => {
      toast({ title: 'Password Updated', description: 'Sign in with your new password.', variant: 'success' });
      navigate('/auth', { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    setFormError(parsed.success ? undefined : parsed.error.issues[0].message);
    if (parsed.success && token && email) confirm.mutate({ email, token, password });
  };

  const serverError =
    confirm.error instanceof ApiError ? (confirm.error.serverMessage ?? confirm.error.message) : undefined;

  return (
    <ScreenFrame title="Choose a new password">
      <Card>
        <CardHeader>
          <ClubIdentity />
          <CardTitle>Choose a new password</CardTitle>
          <CardDescription>{email ? `For ${email}` : 'This reset link is incomplete.'}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!token || !email ? (
            <Alert variant="destructive" title="Invalid reset link">
              Ask for a new link from the Forgot password page.
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <FormField
                label="New password"
                message={
                  formError ?? 'At least 8 characters, with an upper-case letter, a lower-case letter and a number.'
                }
                tone={formError ? 'error' : 'hint'}
              >
                {(control) => (
                  <PasswordInput
                    {...control}
                    autoComplete="new-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                )}
              </FormField>
              {serverError ? (
                <Alert variant="destructive" title="Password not changed">
                  {serverError}
                </Alert>
              ) : null}
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? 'Please wait...' : 'Set New Password'}
              </Button>
            </form>
          )}
          <Button asChild variant="link" className="justify-self-center">
            <Link to="/forgot-password">Request a new link</Link>
          </Button>
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
