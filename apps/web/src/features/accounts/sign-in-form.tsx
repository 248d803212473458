import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { loadAccountSchemas } from './account-schemas';
import { PasswordInput } from './password-input';
import { useSignIn } from './use-sign-in';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const signIn = useSignIn();

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
    </form>
  );
}
