import { useState } from 'react';
import { Link } from 'react-router';
import { ClubLogo } from '../components/club-logo';
import { Badge } from '../components/ui/badge';
import { toast } from '../components/ui/toast-store';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { readKycRedirect } from '../features/accounts/stored-kyc-redirect';
import { BrandingDialog } from '../features/branding/branding-dialog';
import { exportBranding } from '../features/branding/branding-file';
import { type Branding, loadBranding, saveBranding } from '../features/branding/branding-settings';

const PREVIEW_NAME = 'Preview Player';

/** A player who just signed up is not signed in here yet: their address is in the KYC flow's entry. */
const justSignedUpEmail = () => {
  const stored = readKycRedirect();
  return stored.state === 'set' ? stored.entry.email : undefined;
};
const STEPS = [
  ['KYC Submitted', 'Your documents are with the club.'],
  ['Staff Review', 'Usually 1-2 business days.'],
  ['Ready to Play', 'Take your seat at the tables.'],
] as const;

/** `/interactive-thank-you`: the customizable thank-you page, previewed with the viewer's name. */
export function InteractiveThankYouPage() {
  const [branding, setBranding] = useState(loadBranding);
  const player = useCurrentUser().data?.player;
  const playerName = player ? `${player.firstName} ${player.lastName}` : PREVIEW_NAME;

  const save = (next: Branding) => {
    setBranding(next);
    if (!saveBranding(next)) {
      toast({
        title: 'Not saved',
        description: 'The browser refused to store these settings (the logo may be too large).',
        variant: 'destructive',
      });
    }
  };

  const { primaryColor, secondaryColor, backgroundColor, textColor } = branding;
  return (
    <main
      className="flex min-h-dvh flex-col items-center justify-center px-4 py-8"
      style={{ backgroundColor, color: textColor }}
    >
      <title>Thank you · Player Portal</title>
      <div className="fixed top-3 right-3 z-10">
        <BrandingDialog
          branding={branding}
          onSave={save}
          onExport={() => exportBranding(branding, { playerEmail: player?.email ?? justSignedUpEmail(), playerName })}
        />
      </div>
      <div className="grid w-full max-w-md justify-items-center gap-6 text-center">
        {branding.logoUrl ? (
          <img
            src={branding.logoUrl}
            alt={`${branding.companyName} logo`}
            className="size-20 rounded-2xl object-contain"
          />
        ) : (
          <ClubLogo className="size-20" />
        )}
        <p className="text-sm font-semibold uppercase tracking-[0.3em]" style={{ color: primaryColor }}>
          {branding.companyName}
        </p>
        <h1 className="text-3xl font-bold">{branding.thankYouMessage}</h1>
        <p className="opacity-85">{branding.subMessage}</p>
        <p className="flex flex-wrap items-center justify-center gap-2 text-lg">
          Welcome, <strong>{playerName}</strong>
          {player ? null : <Badge>Preview name</Badge>}
        </p>
        <ol className="grid w-full gap-3 text-left">
          {STEPS.map(([title, detail], index) => (
            <li
              key={title}
              className="flex items-center gap-3 rounded-xl border p-3"
              style={{ borderColor: secondaryColor }}
            >
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full font-bold"
                style={{ backgroundColor: primaryColor, color: backgroundColor }}
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm opacity-85">{detail}</span>
              </span>
            </li>
          ))}
        </ol>
        <Link
          to="/dashboard"
          className="inline-flex h-12 w-full items-center justify-center rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
          style={{ backgroundColor: primaryColor, color: backgroundColor, outlineColor: primaryColor }}
        >
          Continue to Dashboard
        </Link>
      </div>
    </main>
  );
}
