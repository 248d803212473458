import type { Player } from '@club/shared/accounts';
import type { KycRedirect } from '@club/shared/kyc-redirect';
import { readSessionValue, removeSessionValues, SESSION_KEYS, writeSessionValue } from './session-store';

type KycPlayer = Pick<Player, 'id' | 'email' | 'firstName' | 'lastName' | 'nickname' | 'kycStatus'>;

/**
 * Whether the stored flow of this player came from an existing account: sign-up stores the server's
 * answer (false for a new player), and the redirect that follows must not turn it into true (issue 14,
 * item 25). Read without zod: the sign-in page does not download it (decision 040).
 */
function storedExisting(playerId: number): boolean | undefined {
  try {
    const stored = JSON.parse(readSessionValue(SESSION_KEYS.kycRedirect) ?? 'null') as Partial<KycRedirect> | null;
    return stored?.playerId === playerId && typeof stored.existing === 'boolean' ? stored.existing : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Marks the KYC flow as active for this player (accounts-kyc.md section 4). `existing` is the sign-up
 * answer's; otherwise the one already stored for this player, else true (a sign-in: an account exists).
 */
export function startKycFlow(player: KycPlayer, options: { existing?: boolean } = {}) {
  const existing = options.existing ?? storedExisting(player.id) ?? true;
  const entry: KycRedirect = {
    id: player.id,
    playerId: player.id,
    email: player.email,
    firstName: player.firstName,
    lastName: player.lastName,
    nickname: player.nickname,
    kycStatus: player.kycStatus,
    existing,
  };
  writeSessionValue(SESSION_KEYS.kycRedirect, JSON.stringify(entry));
  writeSessionValue(SESSION_KEYS.kycFlowActive, 'true');
}

export function endKycFlow() {
  removeSessionValues(SESSION_KEYS.kycRedirect, SESSION_KEYS.kycFlowActive);
}
