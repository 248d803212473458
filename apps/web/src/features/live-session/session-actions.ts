import { TABLE_MESSAGES } from '@club/shared/tables';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { useRequestCashOut, useStartCallTime } from './live-session-queries';

const serverMessage = (error: unknown) => (isApiError(error) ? error.serverMessage : undefined);

/** Start Call Time and Cash Out, with the spec's toasts (section 8). */
export function useSessionActions(playerId: number | undefined, sessionId: number | undefined) {
  const callTime = useStartCallTime(playerId, sessionId);
  const cashOut = useRequestCashOut(playerId, sessionId);
  return {
    startCallTime: () =>
      callTime.mutate(undefined, {
        onSuccess: () =>
          toast({
            title: TABLE_MESSAGES.callTimeStarted,
            description: 'The cash-out window opens when call time ends.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: TABLE_MESSAGES.callTimeFailed,
            description: serverMessage(error) ?? TABLE_MESSAGES.callTimeFailedFallback,
            variant: 'destructive',
          }),
      }),
    requestCashOut: () =>
      cashOut.mutate(undefined, {
        onSuccess: () =>
          toast({
            title: TABLE_MESSAGES.cashOutRequested,
            description: TABLE_MESSAGES.cashOutRequestedDescription,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: TABLE_MESSAGES.cashOutFailed,
            description: serverMessage(error) ?? TABLE_MESSAGES.cashOutFailedFallback,
            variant: 'destructive',
          }),
      }),
    isStartingCallTime: callTime.isPending,
    isRequestingCashOut: cashOut.isPending,
  };
}
