import { emailOnlyRequestSchema } from '@club/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../components/form-field';
import { ScreenFrame } from '../components/screen-frame';
import { ClubIdentity } from '../features/accounts/club-identity';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { loadAccountsContract } from '../features/accounts/account-schemas';
import { ApiError, callApi } from '../lib/api';

// The same answer whether or not the address has an account, so the page reveals no members.
const CONFIRMATION =
  'If an account exists for that address, we have sent it a link to choose a new password. The link works for a limited time.';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [formError, setFormError] = useState<string>();
  const request = useMutation({
    mutationFn: (address: string) =>
      callApi(
        loadAccountsContract().then((routes) => routes.postAuthPasswordResetRequest),
        { body: { email: address } },
      ),
  });
  const isRateLimited = request.error instanceof ApiError && request.error.status === 429;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailOnlyRequestSchema.safeParse({ email });
    setFormError(parsed.success ? undefined : parsed.error.issues[0].message);
    if (parsed.success) request.mutate(parsed.data.email);
  };

  return (
    <ScreenFrame title="Forgot password">
      <Card>
        <CardHeader>
          <ClubIdentity />
          <CardTitle>Forgot your password?</CardTitle>
          <CardDescription>
            Enter the e-mail address you signed up with and we will send you a reset link.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {request.isSuccess || (request.isError && !isRateLimited) ? (
            <Alert variant="success" title="Check your inbox">
              {CONFIRMATION}
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <FormField label="Email" message={formError} tone="error">
                {(control) => (
                  <Input
                    {...control}
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                  />
                )}
              </FormField>
              {isRateLimited ? (
                <Alert variant="destructive" title="Too many requests">
                  {request.error instanceof ApiError ? request.error.serverMessage : null}
                </Alert>
              ) : null}
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? 'Please wait...' : 'Send Reset Link'}
              </Button>
            </form>
          )}
          <Button asChild variant="link" className="justify-self-center">
            <Link to="/auth">Back to Login</Link>
          </Button>
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
