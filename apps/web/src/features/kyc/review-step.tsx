import type { Player } from '@club/shared/accounts';
import type { KycDocument } from '@club/shared/kyc';
import { Button } from '../../components/ui/button';
import { WIZARD_DOCUMENTS } from './documents-step';
import { openDocument } from './open-document';

interface ReviewStepProps {
  player: Player;
  pan: string;
  documents: KycDocument[];
  onBack: () => void;
  onSubmit: () => void;
  isSubmitting: boolean;
}

/** Step 3: everything the staff will see, then Submit. */
export function ReviewStep({ player, pan, documents, onBack, onSubmit, isSubmitting }: ReviewStepProps) {
  const rows: [string, string][] = [
    ['Name', `${player.firstName} ${player.lastName}`],
    ['Email', player.email],
    ['Phone', player.phone],
    ['PAN', pan],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 rounded-xl border border-slate-800 bg-slate-950/40 p-4 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="text-slate-400">{term}</dt>
            <dd className={term === 'PAN' ? 'font-mono tracking-wider text-white' : 'truncate text-white'}>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-2">
        {WIZARD_DOCUMENTS.map((entry) => {
          const document = documents.find((d) => d.documentType === entry.type);
          return (
            <li
              key={entry.type}
              className="flex items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-950/40 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold text-white">{entry.label}</p>
                <p className="truncate text-xs text-slate-400">{document?.fileName ?? 'Not uploaded'}</p>
              </div>
              {document?.id ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`View ${entry.label}`}
                  onClick={() => void openDocument(document)}
                >
                  View
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-400">
        By submitting you confirm the documents are yours and current. Staff review them in 1-2 business days.
      </p>
      <div className="flex gap-3">
        <Button variant="secondary" size="lg" className="px-4" onClick={onBack}>
          Back
        </Button>
        <Button size="lg" className="flex-1 whitespace-nowrap px-3" onClick={onSubmit} disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit for Review'}
        </Button>
      </div>
    </div>
  );
}
