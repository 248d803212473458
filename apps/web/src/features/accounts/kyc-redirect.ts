import type { KycStatus, Player } from '@club/shared/accounts';
import type { KycRedirect } from '@club/shared/kyc-redirect';
import { removeSessionValues, SESSION_KEYS, writeSessionValue } from './session-flags';

type KycPlayer = Pick<Player, 'id' | 'email' | 'firstName' | 'lastName' | 'nickname' | 'kycStatus'>;

/** Marks the KYC flow as active for this player (accounts-kyc.md section 4). */
export function startKycFlow(player: KycPlayer, { existing = true } = {}) {
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

/** The 'Access Denied' sentence per KYC status (accounts-kyc.md section 8). */
export function describeKycBlock(status: KycStatus): string {
  if (status === 'rejected') return 'Your KYC documents were rejected. Please contact support for assistance.';
  if (status === 'incomplete') return 'Please complete your KYC verification process.';
  return 'Wait for KYC approval';
}
