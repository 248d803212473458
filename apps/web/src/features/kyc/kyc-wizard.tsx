import type { Player } from '@club/shared/accounts';
import {
  hasAllRequiredDocuments,
  isValidPan,
  KYC_MESSAGES,
  type KycDocument,
  type KycStatusView,
  normalizePan,
  startingKycStep,
} from '@club/shared/kyc';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { CURRENT_USER_KEY } from '../accounts/current-user-query';
import { endKycFlow } from '../accounts/kyc-redirect';
import { DetailsStep } from './details-step';
import { replaceDocumentText } from './document-row';
import { DocumentsStep, WIZARD_DOCUMENTS } from './documents-step';
import { useDocuments, useKycStatus, useSavePan, useSubmitKyc, withDocument } from './kyc-queries';
import { toastKycFailure } from './kyc-toasts';
import { useLivePanCheck } from './pan-field';
import { ReviewStep } from './review-step';
import { type KycStep, StepIndicator } from './step-indicator';
import { ThankYouStep } from './thank-you-step';

const STEP_TITLES: Record<KycStep, string> = {
  1: 'Personal details',
  2: 'Upload documents',
  3: 'Review and submit',
  4: 'Verification',
};

/** The four-step KYC wizard of accounts-kyc.md section 2 for the signed-in player. */
export function KycWizard({ player }: { player: Player }) {
  const documents = useDocuments(player.id);
  const status = useKycStatus(player.id);
  const failed = documents.error ?? status.error;

  useEffect(() => {
    if (failed) toastKycFailure(failed, 'Save Failed', 'Could not load your KYC details.');
  }, [failed]);

  if (documents.data && status.data) {
    return <WizardSteps player={player} documents={documents.data} status={status.data} />;
  }
  if (failed) {
    return (
      <Alert variant="destructive" title="Your KYC details could not be loaded">
        <Button
          variant="link"
          className="mt-1 text-red-100"
          onClick={() => void Promise.all([documents.refetch(), status.refetch()])}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  return <Spinner label="Loading your KYC details..." className="size-5" />;
}

const STAFF_DECIDED_OR_WAITING = new Set(['submitted', 'approved', 'verified']);

function WizardSteps({
  player,
  documents,
  status,
}: {
  player: Player;
  documents: KycDocument[];
  status: KycStatusView;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pan, setPan] = useState(status.panCardNumber ?? player.panCard ?? '');
  const panCheck = useLivePanCheck(player.id, pan);
  const savePan = useSavePan(player.id);
  const submit = useSubmitKyc(player.id);
  const [step, setStep] = useState<KycStep>(() =>
    startingKycStep({
      kycStatus: status.kycStatus,
      hasPhone: Boolean(player.phone),
      hasAllDocuments: hasAllRequiredDocuments(documents),
      hasValidPan: Boolean(status.panCardNumber && isValidPan(status.panCardNumber)),
    }),
  );

  // A decision (or a submission from another tab) lands on the last step wherever the player is.
  useEffect(() => {
    if (STAFF_DECIDED_OR_WAITING.has(status.kycStatus)) setStep(4);
  }, [status.kycStatus]);

  const isPanStored = normalizePan(pan) === status.panCardNumber;
  const isPanReady = panCheck.check === 'valid' || (isPanStored && isValidPan(pan));

  const goToReview = async (list: KycDocument[], { quiet = false } = {}) => {
    if (!hasAllRequiredDocuments(list)) {
      if (quiet) return;
      // A rejected (or reopened) document is on file: say which one to replace (issue 14 item 18).
      const rejected = WIZARD_DOCUMENTS.filter(
        (entry) => list.find((d) => d.documentType === entry.type)?.status === 'rejected',
      );
      if (rejected.length > 0) {
        toast({
          title: 'Replace Rejected Document',
          description: rejected.map((entry) => replaceDocumentText(entry.label)).join(' '),
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Missing Documents', description: KYC_MESSAGES.documentsMissing, variant: 'destructive' });
      return;
    }
    if (!isPanReady) {
      if (quiet) return;
      const description =
        panCheck.check === 'checking'
          ? 'Checking your PAN card number...'
          : (panCheck.message ?? KYC_MESSAGES.invalidPanFormat);
      toast({ title: 'PAN Card Number', description, variant: 'destructive' });
      return;
    }
    if (!isPanStored) {
      try {
        await savePan.mutateAsync(pan);
      } catch (error) {
        toastKycFailure(error, 'Save Failed', 'Could not save your PAN card number.');
        return;
      }
    }
    setStep(3);
  };

  // After each upload: with all three documents and a valid PAN, on to the review (the spec's rule).
  const onUploaded = (uploaded: KycDocument) => void goToReview(withDocument(documents, uploaded), { quiet: true });

  const isLeaving = useRef(false);
  const continueToDashboard = useCallback(() => {
    if (isLeaving.current) return;
    isLeaving.current = true;
    // The approval promoted this session: the guards must see the fresh scope before the dashboard.
    void queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY }).then(() => {
      endKycFlow();
      navigate('/dashboard', { replace: true });
    });
  }, [navigate, queryClient]);

  return (
    <div className="grid gap-5">
      <StepIndicator
        step={step}
        isComplete={step === 4 && (status.kycStatus === 'approved' || status.kycStatus === 'verified')}
      />
      {step < 4 ? <h2 className="text-lg font-semibold text-white">{STEP_TITLES[step]}</h2> : null}
      {(status.kycStatus === 'rejected' || status.kycStatus === 'incomplete') && step < 4 && status.note ? (
        <Alert variant="warning" title="Note from our staff">
          {status.note}
        </Alert>
      ) : null}
      {step === 1 ? <DetailsStep player={player} onSaved={() => setStep(2)} /> : null}
      {step === 2 ? (
        <DocumentsStep
          playerId={player.id}
          documents={documents}
          pan={pan}
          onPanChange={setPan}
          panCheck={panCheck}
          onUploaded={onUploaded}
          onBack={() => setStep(1)}
          onContinue={() => void goToReview(documents)}
          isSaving={savePan.isPending}
        />
      ) : null}
      {step === 3 ? (
        <ReviewStep
          player={player}
          pan={normalizePan(pan)}
          documents={documents}
          onBack={() => setStep(2)}
          isSubmitting={submit.isPending}
          onSubmit={() =>
            submit.mutate(
              { email: player.email, firstName: player.firstName, lastName: player.lastName, panCardNumber: pan },
              {
                onSuccess: () => setStep(4),
                onError: (error) =>
                  toastKycFailure(error, 'Submission Failed', 'Could not submit your KYC. Please try again.'),
              },
            )
          }
        />
      ) : null}
      {step === 4 ? (
        <ThankYouStep
          player={player}
          status={status}
          documents={documents}
          onContinue={continueToDashboard}
          onUploadAgain={() => setStep(2)}
        />
      ) : null}
    </div>
  );
}
