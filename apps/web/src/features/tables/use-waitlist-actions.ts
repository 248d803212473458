import { ALREADY_ON_WAITLIST_REDIRECT_MS, type PokerTable, TABLE_MESSAGES } from '@club/shared/tables';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast-store';
import { isApiError } from '../../lib/api';
import { aboutMinutes } from './game-status';
import { askForAlertsAfterJoin, askForAlertsOnJoinClick } from './join-alerts';
import { useJoinWaitlist, useLeaveWaitlist } from './tables-queries';

/** Join and leave with the spec's toasts; 'Already on Waitlist' moves to the table after 1.5 s. */
export function useWaitlistActions(playerId: number | undefined) {
  const navigate = useNavigate();
  const join = useJoinWaitlist(playerId);
  const leave = useLeaveWaitlist(playerId);
  return {
    join: (table: PokerTable, options: { seatNumber?: number | null; notes?: string | null } = {}) => {
      askForAlertsOnJoinClick();
      join.mutate(
        { table, ...options },
        {
          onSuccess: (request) => {
            askForAlertsAfterJoin();
            const eta = aboutMinutes(request.estimatedWaitMinutes);
            toast({
              title: TABLE_MESSAGES.joined,
              description: `You are #${request.position} for ${table.name}${eta ? ` · ${eta}` : ''}.`,
              variant: 'success',
            });
          },
          onError: (error) => {
            if (isApiError(error) && error.code === 'ALREADY_ON_WAITLIST') {
              toast({ title: TABLE_MESSAGES.alreadyOnWaitlist, description: table.name, variant: 'info' });
              setTimeout(() => navigate(`/table/${table.id}`), ALREADY_ON_WAITLIST_REDIRECT_MS);
              return;
            }
            toast({
              title: TABLE_MESSAGES.joinFailed,
              description: (isApiError(error) && error.serverMessage) || TABLE_MESSAGES.joinFailedFallback,
              variant: 'destructive',
            });
          },
        },
      );
    },
    leave: (table: { id: string; name: string }) =>
      leave.mutate(table.id, {
        onSuccess: () => toast({ title: TABLE_MESSAGES.left, description: table.name, variant: 'success' }),
        onError: (error) =>
          toast({
            title: TABLE_MESSAGES.leaveFailed,
            description: (isApiError(error) && error.serverMessage) || TABLE_MESSAGES.leaveFailedFallback,
            variant: 'destructive',
          }),
      }),
    pendingTableId: join.isPending ? join.variables?.table.id : leave.isPending ? leave.variables : undefined,
  };
}
