import type { KycDocument } from '@club/shared/kyc';
import { Button } from '../../components/ui/button';
import { DocumentRow } from './document-row';
import { PanField, type useLivePanCheck } from './pan-field';

/** The wizard's three documents; the address proof goes up as `utility_bill`, as one spec reading has it. */
export const WIZARD_DOCUMENTS = [
  {
    type: 'government_id',
    uploadType: 'government_id',
    label: 'ID document',
    hint: 'Aadhaar, passport, driving licence or voter ID',
  },
  {
    type: 'address_proof',
    uploadType: 'utility_bill',
    label: 'Address proof',
    hint: 'A utility bill or bank statement from the last 3 months',
  },
  { type: 'profile_photo', uploadType: 'profile_photo', label: 'Photo', hint: 'A clear photo of your face' },
] as const;

interface DocumentsStepProps {
  playerId: number;
  documents: KycDocument[];
  pan: string;
  onPanChange: (value: string) => void;
  panCheck: ReturnType<typeof useLivePanCheck>;
  onUploaded: (document: KycDocument) => void;
  onBack: () => void;
  onContinue: () => void;
  isSaving: boolean;
}

/** Step 2: the ID document, address proof and photo (JPG, PNG or PDF up to 5 MB) and the PAN. */
export function DocumentsStep(props: DocumentsStepProps) {
  const { playerId, documents, pan, onPanChange, panCheck, onUploaded, onBack, onContinue, isSaving } = props;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-300">JPG, PNG or PDF, up to 5 MB each.</p>
      <ul className="grid gap-3">
        {WIZARD_DOCUMENTS.map((entry) => (
          <DocumentRow
            key={entry.type}
            playerId={playerId}
            label={entry.label}
            hint={entry.hint}
            uploadType={entry.uploadType}
            document={documents.find((d) => d.documentType === entry.type)}
            onUploaded={onUploaded}
          />
        ))}
      </ul>
      <PanField value={pan} onChange={onPanChange} check={panCheck} />
      <div className="flex gap-3">
        <Button variant="secondary" size="lg" className="px-4" onClick={onBack}>
          Back
        </Button>
        <Button size="lg" className="flex-1 whitespace-nowrap px-3" onClick={onContinue} disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Continue'}
        </Button>
      </div>
    </div>
  );
}
