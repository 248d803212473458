import { describe, expect, it } from 'vitest';
import { GENERIC_VERIFICATION_ERROR, verificationErrorText } from './verification-messages';

describe('verification error texts from the address bar', () => {
  it('maps our codes to the specification sentences', () => {
    expect(verificationErrorText('invalid-link')).toBe('Invalid verification link');
    expect(verificationErrorText('invalid-or-expired')).toBe('Verification link invalid or expired');
    expect(verificationErrorText('failed')).toBe('Verification failed');
  });

  it('keeps a known sentence (links made before the codes) and nothing else', () => {
    expect(verificationErrorText('Invalid verification link')).toBe('Invalid verification link');
    expect(verificationErrorText('Your account is locked. Call +1 555 0100 to unlock it.')).toBe(
      GENERIC_VERIFICATION_ERROR,
    );
    expect(verificationErrorText('constructor')).toBe(GENERIC_VERIFICATION_ERROR);
    expect(verificationErrorText('')).toBe(GENERIC_VERIFICATION_ERROR);
  });

  it('says nothing without an error', () => {
    expect(verificationErrorText(null)).toBeNull();
  });
});
