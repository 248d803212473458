import type { Player } from '@club/shared/accounts';
import { APPROVED_MOVE_ON_MS, KYC_REVIEW_DAYS, type KycDocument, type KycStatusView } from '@club/shared/kyc';
import { useEffect } from 'react';
import { useSocketStatus } from '../../lib/connection-status';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { BrandLogo } from '../accounts/brand-logo';
import { useClubBranding } from '../accounts/club-branding';
import { WIZARD_DOCUMENTS } from './documents-step';

interface ThankYouStepProps {
  player: Player;
  status: KycStatusView;
  documents: KycDocument[];
  onContinue: () => void;
  onUploadAgain: () => void;
}

/**
 * Step 4. It follows the staff decision by itself (socket event, no polling while connected): approved
 * opens the dashboard after a moment; rejected or incomplete shows the note and what to upload again.
 */
export function ThankYouStep({ player, status, documents, onContinue, onUploadAgain }: ThankYouStepProps) {
  const { isConnected } = useSocketStatus();
  // The club's branding (decision 090). An onboarding session hears no lobby events: read again every few seconds.
  const branding = useClubBranding({ refreshWithoutSocket: true });
  const isApproved = status.kycStatus === 'approved' || status.kycStatus === 'verified';

  useEffect(() => {
    if (!isApproved) return;
    const timer = setTimeout(onContinue, APPROVED_MOVE_ON_MS);
    return () => clearTimeout(timer);
  }, [isApproved, onContinue]);

  if (isApproved) {
    return (
      <div className="grid gap-4 text-center">
        <Seal tone="success" symbol="✓" />
        <h2 className="text-2xl font-bold text-white">KYC Approved</h2>
        <p className="text-slate-300">Welcome to the club, {player.firstName}! Opening your dashboard...</p>
        {status.note ? <p className="text-sm text-slate-400">Staff note: {status.note}</p> : null}
        <Button size="lg" onClick={onContinue}>
          Continue to Dashboard
        </Button>
      </div>
    );
  }

  if (status.kycStatus === 'rejected' || status.kycStatus === 'incomplete') {
    const rejected = WIZARD_DOCUMENTS.map((entry) => ({
      ...entry,
      document: documents.find((d) => d.documentType === entry.type),
    })).filter(({ document }) => !document || document.status === 'rejected');
    return (
      <div className="grid gap-4">
        <Seal tone="danger" symbol="!" />
        <h2 className="text-center text-2xl font-bold text-white">
          {status.kycStatus === 'rejected' ? 'KYC Rejected' : 'KYC Incomplete'}
        </h2>
        <Alert variant="destructive" title="Note from our staff">
          {status.note ?? 'Please check your documents and submit them again.'}
        </Alert>
        <div className="grid gap-2 text-sm">
          <p className="font-semibold text-white">Please upload again:</p>
          {rejected.length > 0 ? (
            <ul className="grid gap-1.5">
              {rejected.map(({ type, label, document }) => (
                <li key={type} className="rounded-lg border border-red-900/70 bg-red-950/40 px-3 py-2 text-red-100">
                  <span className="font-semibold">{label}</span>
                  {document?.reviewNote ? ` — ${document.reviewNote}` : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-300">Replace the documents the note mentions, then submit again.</p>
          )}
        </div>
        <Button size="lg" onClick={onUploadAgain}>
          Upload Documents Again
        </Button>
      </div>
    );
  }

  return (
    <div
      className="grid gap-4 rounded-2xl p-4 text-center"
      style={{ backgroundColor: branding.backgroundColor, color: branding.textColor }}
      data-testid="kyc-thank-you"
    >
      <BrandLogo className="mx-auto size-16" />
      <p className="text-sm font-semibold uppercase tracking-[0.3em]" style={{ color: branding.primaryColor }}>
        {branding.companyName}
      </p>
      <h2 className="text-2xl font-bold">{branding.thankYouMessage}</h2>
      <p className="opacity-85">{branding.subMessage}</p>
      <p>
        Welcome, <strong>{player.firstName}</strong>. Review takes{' '}
        <span className="whitespace-nowrap">{KYC_REVIEW_DAYS}</span>.
      </p>
      <ol className="grid gap-2 text-left text-sm">
        <TimelineItem state="done" label="KYC Submitted" border={branding.secondaryColor} />
        <TimelineItem state="current" label="Staff Review" border={branding.secondaryColor} />
        <TimelineItem state="next" label="Ready to Play" border={branding.secondaryColor} />
      </ol>
      <p className="flex items-center justify-center gap-2 text-xs opacity-85">
        <span aria-hidden="true" className={isConnected ? 'text-emerald-400' : 'text-slate-500'}>
          ●
        </span>
        {isConnected ? 'This page updates by itself when staff decide.' : 'Reconnecting live updates...'}
      </p>
    </div>
  );
}

function Seal({ tone, symbol }: { tone: 'success' | 'danger'; symbol: string }) {
  return (
    <span
      aria-hidden="true"
      className={
        tone === 'success'
          ? 'mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-500/15 text-3xl text-emerald-300 ring-1 ring-emerald-500/40'
          : 'mx-auto flex size-16 items-center justify-center rounded-full bg-red-500/15 text-3xl font-bold text-red-300 ring-1 ring-red-500/40'
      }
    >
      {symbol}
    </span>
  );
}

/** A step of the review, on the club's background: its text colour, the outline in the secondary colour. */
function TimelineItem({ state, label, border }: { state: 'done' | 'current' | 'next'; label: string; border: string }) {
  const marker = { done: '✓', current: '…', next: '○' }[state];
  return (
    <li className="flex items-center gap-3 rounded-lg border px-3 py-2" style={{ borderColor: border }}>
      <span aria-hidden="true" className="w-4 text-center font-bold">
        {marker}
      </span>
      <span className={state === 'next' ? 'opacity-85' : 'font-semibold'}>{label}</span>
      <span className="sr-only">{{ done: '(done)', current: '(now)', next: '(next)' }[state]}</span>
    </li>
  );
}
