import { Link, useSearchParams } from 'react-router';
import { ScreenFrame } from '../components/screen-frame';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { cn } from '../lib/class-names';
import { GENERIC_VERIFICATION_ERROR, verificationErrorText } from '../features/accounts/verification-messages';

/** `/email-verified?success=true` or `?error=…`: the outcome of an e-mail verification. */
export function EmailVerifiedPage() {
  const [searchParams] = useSearchParams();
  const isSuccess = searchParams.get('success') === 'true';
  const errorText = verificationErrorText(searchParams.get('error')) ?? GENERIC_VERIFICATION_ERROR;

  return (
    <ScreenFrame title={isSuccess ? 'Email Verified' : 'Verification Failed'}>
      <Card>
        <CardHeader className="items-center text-center">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-16 items-center justify-center rounded-full text-3xl font-bold',
              isSuccess ? 'bg-emerald-500 text-slate-950' : 'bg-red-600 text-white',
            )}
          >
            {isSuccess ? '✓' : '✕'}
          </span>
          <CardTitle>{isSuccess ? 'Email Verified!' : 'Verification Failed'}</CardTitle>
          <CardDescription>
            {isSuccess ? 'Your email address is confirmed. You can now sign in.' : errorText}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link to="/auth">Continue to Login</Link>
          </Button>
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
