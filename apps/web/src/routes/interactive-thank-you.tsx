import { Link } from 'react-router';
import { ClubLogo } from '../components/club-logo';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { useCurrentUser } from '../features/accounts/current-user-query';
import { readKycRedirect } from '../features/accounts/stored-kyc-redirect';
import { exportBranding } from '../features/branding/branding-file';
import { useClubBranding } from '../features/accounts/club-branding';

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

/**
 * `/interactive-thank-you`: the thank-you page in the club's branding (decision 090: a super admin sets it
 * on the console's Settings page; a change shows here live), with the viewer's name. The player can
 * export the branding as the spec's JSON (with their e-mail and name); editing and import are staff's.
 */
export function InteractiveThankYouPage() {
  const branding = useClubBranding({ refreshWithoutSocket: true });
  const player = useCurrentUser().data?.player;
  const playerName = player ? `${player.firstName} ${player.lastName}` : PREVIEW_NAME;

  const { primaryColor, secondaryColor, backgroundColor, textColor } = branding;
  return (
    <main
      className="flex min-h-dvh flex-col items-center justify-center px-4 py-8"
      style={{ backgroundColor, color: textColor }}
    >
      <title>Thank you · Player Portal</title>
      <div className="fixed top-3 right-3 z-10">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => exportBranding(branding, { playerEmail: player?.email ?? justSignedUpEmail(), playerName })}
        >
          Export branding
        </Button>
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
