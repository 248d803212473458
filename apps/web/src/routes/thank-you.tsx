import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ClubLogo } from '../components/club-logo';
import { FormField } from '../components/form-field';
import { Input } from '../components/ui/input';
import { ScreenFrame } from '../components/screen-frame';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { useClubSettings } from '../features/accounts/club-settings-query';
import { CopyEmailButton } from '../features/accounts/copy-email-button';
import { inboxUrlFor } from '../features/accounts/mail-app';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { readKycRedirect } from '../features/accounts/stored-kyc-redirect';
import { ResendEmailButton } from '../features/accounts/resend-email-button';
import { SupportContacts } from '../features/accounts/support-contacts';

function useConfirmationEmail(): string | undefined {
  const stored = readKycRedirect();
  const sessionEmail = useCurrentUser().data?.player.email;
  return stored.state === 'set' ? stored.entry.email : sessionEmail;
}

/** `/thank-you`: the registration success page. */
export function ThankYouPage() {
  const email = useConfirmationEmail();
  // Signed out, the page cannot know the address: the visitor types it to get a new link.
  const [typedEmail, setTypedEmail] = useState('');
  const settings = useClubSettings().data;
  // Only a service we know has an inbox to open; `mailto:` would open a blank message.
  const inbox = inboxUrlFor(email ?? (typedEmail.trim() || undefined));

  return (
    <ScreenFrame title="Thank you">
      <Card>
        <CardHeader className="items-center text-center">
          <ClubLogo className="size-14" />
          <CardTitle>Thank you for registering!</CardTitle>
          <CardDescription>We sent a confirmation link to your e-mail address.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="flex items-center gap-2 rounded-xl border border-slate-700 bg-slate-950/60 p-3">
            {email ? (
              <>
                <p className="min-w-0 flex-1 truncate font-mono text-sm text-emerald-200">{email}</p>
                <CopyEmailButton email={email} />
              </>
            ) : (
              <div className="min-w-0 flex-1">
                <FormField
                  label="Your e-mail address"
                  message="Look for our message there, or type it here to get a new link."
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      placeholder="you@example.com"
                      value={typedEmail}
                      onChange={(event) => setTypedEmail(event.target.value)}
                    />
                  )}
                </FormField>
              </div>
            )}
          </div>
          <div className={inbox ? 'grid grid-cols-2 gap-2' : 'grid gap-2'}>
            {inbox ? (
              <Button asChild variant="secondary">
                <a href={inbox} target="_blank" rel="noopener noreferrer">
                  Open Mail App
                </a>
              </Button>
            ) : null}
            {email ? (
              <ResendEmailButton email={email} />
            ) : (
              <ResendEmailButton email={typedEmail.trim() || undefined} waitFirst={false} />
            )}
          </div>
          <section aria-labelledby="next-steps" className="grid gap-3">
            <h2 id="next-steps" className="text-sm font-semibold uppercase tracking-wide text-slate-300">
              Next steps
            </h2>
            <ol className="grid gap-3 text-sm">
              <Step number={1} title="Confirm your e-mail">
                Open the link in the message we sent you.
              </Step>
              <Step number={2} title="Complete KYC">
                Upload your ID, address proof and photo.{' '}
                <Link to="/kyc-upload" className="font-medium text-emerald-300 underline-offset-4 hover:underline">
                  Upload documents
                </Link>
              </Step>
              <Step number={3} title="Start playing">
                Once staff approve your documents, take a seat.
              </Step>
            </ol>
          </section>
        </CardContent>
        <CardFooter>
          <Button asChild>
            <Link to="/auth">Continue to Login</Link>
          </Button>
          <Button variant="ghost" onClick={() => window.location.reload()}>
            Refresh
          </Button>
          {settings ? <SupportContacts email={settings.supportEmail} phone={settings.supportPhone} /> : null}
        </CardFooter>
      </Card>
    </ScreenFrame>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-500 text-sm font-bold text-slate-950">
        {number}
      </span>
      <div>
        <p className="font-semibold text-white">{title}</p>
        <p className="text-slate-300">{children}</p>
      </div>
    </li>
  );
}
