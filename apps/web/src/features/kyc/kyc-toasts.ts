import { KYC_MESSAGES } from '@club/shared/kyc';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';

export type KycFailureTitle = 'Save Failed' | 'Upload Failed' | 'Submission Failed' | 'PAN Card Update Failed';

/**
 * The KYC toasts of accounts-kyc.md section 8. No answer at all is a Connection Error; an answer that
 * says this session is not (or no longer) the player's is 'Player ID not found'; anything else shows
 * the action's own title with the server's sentence.
 */
export function toastKycFailure(error: unknown, title: KycFailureTitle, fallback: string) {
  if (!isApiError(error)) {
    toast({
      title: 'Connection Error',
      description: 'Could not reach the club. Check your connection and try again.',
      variant: 'destructive',
    });
    return;
  }
  if (error.status === 401 || error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND') {
    toastPlayerIdMissing();
    return;
  }
  toast({ title, description: error.serverMessage ?? fallback, variant: 'destructive' });
}

const toastPlayerIdMissing = () =>
  toast({ title: 'Error', description: KYC_MESSAGES.playerIdMissing, variant: 'destructive' });

/** The spec's file messages arrive as 'Title - sentence'; shown split, as a toast. */
export function toastFileProblem(problem: { title: string; description: string }) {
  toast({ title: problem.title, description: problem.description, variant: 'destructive' });
}
