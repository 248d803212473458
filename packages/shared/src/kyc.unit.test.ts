import { describe, expect, it } from 'vitest';
import {
  checkDocumentFile,
  claimedFileKind,
  hasAllRequiredDocuments,
  isValidPan,
  KYC_MESSAGES,
  MAX_DOCUMENT_BYTES,
  startingKycStep,
} from './kyc';

describe('starting step (accounts-kyc.md section 2)', () => {
  const base = { kycStatus: 'pending' as const, hasPhone: false, hasAllDocuments: false, hasValidPan: false };
  for (const [name, input, step] of [
    ['approved', { ...base, kycStatus: 'approved' as const }, 4],
    ['submitted', { ...base, kycStatus: 'submitted' as const }, 4],
    ['all documents and a valid PAN', { ...base, hasPhone: true, hasAllDocuments: true, hasValidPan: true }, 3],
    ['documents but no PAN', { ...base, hasPhone: true, hasAllDocuments: true }, 2],
    ['a phone only', { ...base, hasPhone: true }, 2],
    ['nothing', base, 1],
    [
      'rejected with everything on file',
      { ...base, kycStatus: 'rejected' as const, hasPhone: true, hasAllDocuments: true, hasValidPan: true },
      3,
    ],
  ] as const) {
    it(`${name} opens step ${step}`, () => expect(startingKycStep(input)).toBe(step));
  }
});

describe('file checks before sending', () => {
  it('accepts JPG, JPEG, PNG and PDF whose name and MIME type agree', () => {
    expect(claimedFileKind('a.JPG', 'image/jpeg')).toBe('jpeg');
    expect(claimedFileKind('a.jpeg', 'image/jpg')).toBe('jpeg');
    expect(claimedFileKind('a.png', 'image/png')).toBe('png');
    expect(claimedFileKind('a.pdf', 'application/pdf')).toBe('pdf');
  });

  it('refuses other types and names that disagree with the MIME type', () => {
    for (const [name, mime] of [
      ['a.gif', 'image/gif'],
      ['a.png', 'image/jpeg'],
      ['a.pdf', 'image/png'],
      ['a.png.exe', 'image/png'],
      ['png', 'image/png'],
    ]) {
      expect(checkDocumentFile({ fileName: name!, mimeType: mime!, fileSize: 10 })).toBe(KYC_MESSAGES.invalidFileType);
    }
  });

  it('takes 5242880 bytes and refuses one more', () => {
    expect(
      checkDocumentFile({ fileName: 'a.pdf', mimeType: 'application/pdf', fileSize: MAX_DOCUMENT_BYTES }),
    ).toBeNull();
    expect(
      checkDocumentFile({ fileName: 'a.pdf', mimeType: 'application/pdf', fileSize: MAX_DOCUMENT_BYTES + 1 }),
    ).toBe(KYC_MESSAGES.fileTooLarge);
  });
});

describe('PAN', () => {
  it('accepts the holder types P C H A B G J L F T in the fourth place, upper-casing', () => {
    for (const holder of 'PCHABGJLFT') expect(isValidPan(`abc${holder.toLowerCase()}e1234f`)).toBe(true);
    for (const holder of 'DEIKMNOQRSUVWXYZ') expect(isValidPan(`ABC${holder}E1234F`)).toBe(false);
  });
});

describe('required documents', () => {
  it('counts pending and approved, not rejected or missing (no entry)', () => {
    const docs = (status: 'pending' | 'approved' | 'rejected') =>
      (['government_id', 'address_proof', 'profile_photo'] as const).map((documentType) => ({ documentType, status }));
    expect(hasAllRequiredDocuments(docs('pending'))).toBe(true);
    expect(hasAllRequiredDocuments(docs('approved'))).toBe(true);
    expect(hasAllRequiredDocuments(docs('rejected'))).toBe(false);
    expect(hasAllRequiredDocuments(docs('pending').slice(1))).toBe(false);
  });
});
