import type { ServerEventName } from '@club/shared/events';
import { registerSocketHandler } from '../../lib/socket';
import { TONIGHT_REPORT_KEY } from './reports-queries';

/**
 * The events a reports role may hear that move tonight's figures: seats and wait-lists (the floor),
 * orders (the kitchen), KYC, VIP redemptions, and the ledger (the cage's events, which only a super admin
 * of the reports roles hears). Each marks tonight's report stale; an open report reads it again at once,
 * and bursts of events while one read is under way share it.
 */
export const REPORT_EVENTS = [
  'floor_table_updated',
  'kitchen_order_updated',
  'kyc_submitted',
  'kyc_player_decided',
  'vip_redemption_updated',
  'wallet_transaction',
  'player_balance_update',
] as const satisfies readonly ServerEventName[];

export function registerReportsSocketEvents(): () => void {
  const stops = REPORT_EVENTS.map((event) =>
    registerSocketHandler(event, (_payload, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: TONIGHT_REPORT_KEY }, { cancelRefetch: false });
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
