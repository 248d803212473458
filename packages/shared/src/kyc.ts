import { z } from 'zod';
import { KYC_STATUSES } from './accounts';

// Business constants of accounts-kyc.md section 9 and dashboard.md sections 5 and 9.
export const MAX_DOCUMENT_BYTES = 5_242_880;
export const PAN_LENGTH = 10;
export const PAN_CHECK_DELAY_MS = 500;
export const KYC_REVIEW_DAYS = '1-2 business days';
/** The thank-you step shows the approval, then opens the dashboard by itself (docs/decisions/006). */
export const APPROVED_MOVE_ON_MS = 1000;

/** What a player uploads; `address_proof` also arrives as `utility_bill` (accounts-kyc.md section 3). */
export const DOCUMENT_TYPES = ['government_id', 'address_proof', 'pan_card', 'profile_photo'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const UPLOAD_DOCUMENT_TYPES = [...DOCUMENT_TYPES, 'utility_bill'] as const;
export type UploadDocumentType = (typeof UPLOAD_DOCUMENT_TYPES)[number];
/** The three documents KYC needs; the PAN document is optional, the PAN number is not. */
export const REQUIRED_DOCUMENT_TYPES = ['government_id', 'address_proof', 'profile_photo'] as const;

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** A player's request to reopen an approved document (issue 14 item 15). */
export const DOCUMENT_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  government_id: 'Government ID',
  address_proof: 'Address Proof',
  pan_card: 'PAN Card',
  profile_photo: 'Profile Photo',
};

export const KYC_MESSAGES = {
  invalidFileType: { title: 'Invalid File Type', description: 'Please upload JPG, PNG, or PDF files only.' },
  fileTooLarge: { title: 'File Too Large', description: 'File size must be less than 5MB' },
  invalidPanFormat: 'Invalid PAN format',
  validPan: 'Valid PAN card number',
  panTaken: 'This PAN card number is already registered and cannot be used by other players.',
  profilePanInvalid: 'Invalid PAN card format. Please enter a valid PAN card number.',
  panEmpty: { title: 'Invalid Input', description: 'Please enter a valid PAN card number.' },
  playerIdMissing: 'Player ID not found. Please refresh and try again.',
  unableToOpen: 'Unable to open document',
  /** Request Change on an approved document (issue 14 item 15). */
  changeRequestSent: 'Your request was sent to the club. Staff will reopen the document for a new copy if they agree.',
  changeRequestPending: 'Change requested: the club will reply soon.',
  changeRequestAlreadyPending: 'You already asked to change this document. The club will reply soon.',
  changeRequestNotApproved: 'Only an approved document needs a change request: upload a new copy instead.',
  /** The note a reopened document carries when staff give none. */
  reopenedNote: 'Reopened by the club: please upload a new copy.',
  documentsMissing: 'Please upload your ID document, address proof and photo before submitting.',
} as const;

/** The server's error text for a refused file: the spec's toast, title and sentence joined. */
export const fileErrorText = (m: { title: string; description: string }) => `${m.title} - ${m.description}`;

/** Accepted files: extension and MIME type must name the same kind (dashboard.md section 5). */
export const FILE_KINDS = {
  jpeg: { mimeTypes: ['image/jpeg', 'image/jpg'], extensions: ['jpg', 'jpeg'], storedType: 'image/jpeg' },
  png: { mimeTypes: ['image/png'], extensions: ['png'], storedType: 'image/png' },
  pdf: { mimeTypes: ['application/pdf'], extensions: ['pdf'], storedType: 'application/pdf' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

const extensionOf = (fileName: string) => fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** The kind a file claims by its name and MIME type, or null when they are not accepted or disagree. */
/**
 * The kind a file's name and MIME type agree on. Without a MIME type (the earlier client's profile tab
 * sends none) the name alone claims it, and the bytes must then agree (the server's upload check).
 */
export function claimedFileKind(fileName: string, mimeType: string | undefined): FileKind | null {
  const ext = extensionOf(fileName);
  const mime = mimeType?.trim().toLowerCase();
  for (const [kind, spec] of Object.entries(FILE_KINDS) as [FileKind, (typeof FILE_KINDS)[FileKind]][]) {
    const nameFits = (spec.extensions as readonly string[]).includes(ext);
    if (nameFits && (mime === undefined || (spec.mimeTypes as readonly string[]).includes(mime))) return kind;
  }
  return null;
}

/** The checks both sides make before any bytes are read: type by name and MIME type, then size. */
export function checkDocumentFile(file: { fileName: string; mimeType?: string; fileSize: number }) {
  if (!claimedFileKind(file.fileName, file.mimeType)) return KYC_MESSAGES.invalidFileType;
  if (file.fileSize > MAX_DOCUMENT_BYTES) return KYC_MESSAGES.fileTooLarge;
  return null;
}

/** PAN: 3 letters, a holder-type letter (P C H A B G J L F T), a letter, 4 digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{3}[PCHABGJLFT][A-Z][0-9]{4}[A-Z]$/;
export const normalizePan = (value: string) => value.replace(/\s+/g, '').toUpperCase();
export const isValidPan = (value: string) => PAN_PATTERN.test(normalizePan(value));

const playerIdField = z.coerce.number().int().positive();

export const validatePanRequestSchema = z.object({ panCardNumber: z.string().max(40), playerId: playerIdField });
export const validatePanResponseSchema = z.object({ valid: z.literal(true), panCardNumber: z.string() });
export const updatePanRequestSchema = z.object({ panCardNumber: z.string().max(40) });
/**
 * `panCardNumber` is the PAN in force. After KYC approval a new one waits for review: `pendingReview`
 * is then true and `message` says so (docs/decisions/007).
 */
export const updatePanResponseSchema = z.object({
  success: z.literal(true),
  panCardNumber: z.string(),
  pendingReview: z.boolean().default(false),
  message: z.string().optional(),
});

/** A base64 data URL of 5 MB is about 7 MB of text; anything longer cannot be a valid upload. */
export const MAX_DATA_URL_LENGTH = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 200;
/** The body limit of the upload routes only (KYC documents, staff images): a 5 MB file as a data URL in JSON. */
export const UPLOAD_BODY_LIMIT = MAX_DATA_URL_LENGTH + 64 * 1024;
/** An upload's body is one flat object: anything nested deeper is refused while it streams in. */
export const UPLOAD_JSON_DEPTH = 4;

export const uploadDocumentRequestSchema = z.object({
  playerId: playerIdField,
  documentType: z.enum(UPLOAD_DOCUMENT_TYPES),
  fileName: z.string().trim().min(1).max(255),
  fileData: z
    .string()
    .min(1)
    .max(MAX_DATA_URL_LENGTH + 1000),
  fileSize: z.number().int().nonnegative(),
  /** Optional: without it the name claims the type and the bytes must agree; given, it must agree too. */
  mimeType: z.string().trim().max(100).optional(),
});
export type UploadDocumentRequest = z.infer<typeof uploadDocumentRequestSchema>;

/**
 * One stored document as both specs read it: camelCase and snake_case spellings. A list holds only
 * documents that exist (the reader derives 'missing'); the player's list names the address proof a
 * second time as `utility_bill`, the type the specification's profile tab uploads it under.
 */
export const documentSchema = z.object({
  id: z.number(),
  documentType: z.enum(UPLOAD_DOCUMENT_TYPES),
  document_type: z.enum(UPLOAD_DOCUMENT_TYPES),
  fileName: z.string(),
  fileUrl: z.string(),
  file_url: z.string(),
  mimeType: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
  created_at: z.string(),
  formattedType: z.string(),
  formattedDate: z.string(),
  /**
   * The player's latest request to change this document (issue 14 item 15): pending while staff decide;
   * rejected with the note staff wrote. Absent or null when there is none.
   */
  changeRequest: z
    .object({ status: z.enum(DOCUMENT_CHANGE_STATUSES), reason: z.string(), note: z.string().nullable() })
    .nullable()
    .optional(),
});
export type KycDocument = z.infer<typeof documentSchema>;
export const documentListSchema = z.array(documentSchema);

export const uploadDocumentResponseSchema = z.object({ success: z.literal(true), document: documentSchema });

export const submitKycRequestSchema = z.object({
  playerId: playerIdField,
  email: z.string().max(254).optional(),
  firstName: z.string().max(80).optional(),
  lastName: z.string().max(80).optional(),
  panCardNumber: z.string().max(40),
});
export const submitKycResponseSchema = z.object({
  success: z.literal(true),
  kycStatus: z.enum(KYC_STATUSES),
  message: z.string(),
});

/** The player's KYC standing with the staff note of the last decision (the wizard's thank-you step). */
export const kycStatusResponseSchema = z.object({
  playerId: z.number(),
  kycStatus: z.enum(KYC_STATUSES),
  note: z.string().nullable(),
  panCardNumber: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type KycStatusView = z.infer<typeof kycStatusResponseSchema>;

export const kycSubmissionEmailRequestSchema = z.object({
  email: z.string().max(254).optional(),
  firstName: z.string().max(80).optional(),
  playerId: z.coerce.number().int().positive().optional(),
});

export const reviewNoteSchema = z
  .string()
  .trim()
  .max(1000)
  .optional()
  .nullable()
  .transform((v) => v || null);

export const documentReviewRequestSchema = z.object({
  status: z.enum(['approved', 'rejected']),
  note: reviewNoteSchema,
});
export const documentReviewResponseSchema = z.object({ playerId: z.number(), document: documentSchema });

/**
 * Four-eyes KYC approval (club setting `kycSecondReviewer`, docs/decisions/095): the first reviewer's
 * approval, waiting for a different staff member to confirm it.
 */
export const kycPendingApprovalSchema = z.object({
  staffId: z.number(),
  staffName: z.string(),
  approvedAt: z.string(),
});
export type KycPendingApproval = z.infer<typeof kycPendingApprovalSchema>;

export const kycQueueEntrySchema = z.object({
  playerId: z.number(),
  playerCode: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  phone: z.string(),
  panCardNumber: z.string().nullable(),
  kycStatus: z.enum(KYC_STATUSES),
  submittedAt: z.string().nullable(),
  /** Barred from the club (issue 19): the desk sees the flag. */
  barred: z.boolean(),
  documents: documentListSchema,
  /** Approval 1 of 2, when the club requires a second reviewer; null otherwise. */
  pendingApproval: kycPendingApprovalSchema.nullable(),
});
export const kycQueueResponseSchema = z.object({ players: z.array(kycQueueEntrySchema) });

/**
 * What another account shares with the player under review, normalised (PAN upper-case, phone digits
 * only, e-mail trimmed lower-case); `requestedPan`: an approved player asked to change their PAN to
 * this player's PAN (docs/decisions/095).
 */
export const KYC_DUPLICATE_MATCHES = ['pan', 'phone', 'email', 'requestedPan'] as const;
export type KycDuplicateMatch = (typeof KYC_DUPLICATE_MATCHES)[number];
export const kycDuplicateSchema = z.object({
  playerId: z.number(),
  name: z.string(),
  playerCode: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  matched: z.array(z.enum(KYC_DUPLICATE_MATCHES)),
});
export type KycDuplicate = z.infer<typeof kycDuplicateSchema>;

/** GET /api/staff/kyc/players/{playerId}: the review screen's player, with other accounts that look like them. */
export const kycReviewSchema = kycQueueEntrySchema.extend({ duplicates: z.array(kycDuplicateSchema) });
export type KycReview = z.infer<typeof kycReviewSchema>;

/** Normalised forms compared for duplicates (the server's expression indexes use the same ones). */
export const duplicateKeys = (player: { panCardNumber: string | null; phone: string; email: string }) => ({
  pan: player.panCardNumber ? player.panCardNumber.trim().toUpperCase() : null,
  phone: player.phone.replace(/\D/g, '') || null,
  email: player.email.trim().toLowerCase(),
});

/** Which step the wizard opens on (accounts-kyc.md section 2). */
export function startingKycStep(input: {
  kycStatus: (typeof KYC_STATUSES)[number];
  hasPhone: boolean;
  hasAllDocuments: boolean;
  hasValidPan: boolean;
}): 1 | 2 | 3 | 4 {
  if (input.kycStatus === 'approved' || input.kycStatus === 'submitted' || input.kycStatus === 'verified') return 4;
  if (input.hasAllDocuments && input.hasValidPan) return 3;
  if (input.hasPhone) return 2;
  return 1;
}

/** The player's reason to reopen an approved document (issue 14 item 15). */
export const documentChangeRequestBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Please say why this document should change: the club reads your reason.')
    .max(500, 'Please keep the reason under 500 characters.'),
});
export const documentChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  document: documentSchema,
});

/** A pending request as the KYC desk lists it: who asks, which document, and why. */
export const staffDocumentChangeSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  playerCode: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
  reason: z.string(),
  status: z.enum(DOCUMENT_CHANGE_STATUSES),
  note: z.string().nullable(),
  requestedAt: z.string(),
  document: documentSchema,
});
export type StaffDocumentChange = z.infer<typeof staffDocumentChangeSchema>;
export const staffDocumentChangeListSchema = z.array(staffDocumentChangeSchema);

/** True when every required document is on file and not rejected. */
export const hasAllRequiredDocuments = (documents: Pick<KycDocument, 'documentType' | 'status'>[]) =>
  REQUIRED_DOCUMENT_TYPES.every((type) =>
    documents.some((d) => d.documentType === type && (d.status === 'pending' || d.status === 'approved')),
  );

/** After approval, a legal name or PAN change waits for staff review (docs/decisions/007). */
export const IDENTITY_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const IDENTITY_MESSAGES = {
  pendingReview: 'Your change was sent to the club for review. Your current details stay in use until it is approved.',
  panReserved: 'This PAN card number is already registered to another account',
  nothingPending: 'This change request has already been decided',
} as const;

export const identityChangeSchema = z.object({
  id: z.number(),
  playerId: z.number(),
  status: z.enum(IDENTITY_CHANGE_STATUSES),
  old: z.object({ firstName: z.string(), lastName: z.string(), panCardNumber: z.string().nullable() }),
  new: z.object({ firstName: z.string(), lastName: z.string(), panCardNumber: z.string().nullable() }),
  note: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type IdentityChange = z.infer<typeof identityChangeSchema>;
export const identityChangeListSchema = z.array(
  identityChangeSchema.extend({ playerCode: z.string(), email: z.string() }),
);
export const identityDecisionRequestSchema = z.object({ note: z.string().trim().max(500).nullable().default(null) });

/**
 * Why a reviewer rejects a document (issue 18). The document decision has one note, which the player
 * reads: the console writes it as "<Reason>: <note>".
 */
export const DOCUMENT_REJECTION_REASONS = [
  'Unreadable',
  'Expired',
  'Name does not match',
  'Wrong document',
  'Other',
] as const;
export type DocumentRejectionReason = (typeof DOCUMENT_REJECTION_REASONS)[number];
export const rejectionNote = (reason: DocumentRejectionReason, note: string) =>
  note.trim() ? `${reason}: ${note.trim()}` : reason;

/** staff:{role} of the KYC roles: decisions made on any console, so every KYC desk stays current. */
export const kycStaffEvents = {
  /** A document was approved or rejected. */
  kyc_document_reviewed: z.object({ playerId: z.number(), document: documentSchema }),
  /** Approval 1 of 2 (four-eyes): the player stays in the queue, showing who approved first. */
  kyc_approval_pending: z.object({ playerId: z.number(), pendingApproval: kycPendingApprovalSchema }),
  /** A player's KYC was decided (approved, rejected, incomplete): they leave the queue. */
  kyc_player_decided: z.object({
    playerId: z.number(),
    kycStatus: z.enum(KYC_STATUSES),
    note: z.string().nullable(),
  }),
  /** A player asked to reopen an approved document (issue 14 item 15): it joins the desk's list. */
  kyc_document_change_requested: staffDocumentChangeSchema,
  /** A document change request was decided: it leaves the list. */
  kyc_document_change_decided: z.object({
    id: z.number(),
    playerId: z.number(),
    status: z.enum(DOCUMENT_CHANGE_STATUSES),
  }),
  /** A change of legal name or PAN was approved or rejected: it leaves the change requests. */
  kyc_change_request_decided: z.object({
    id: z.number(),
    playerId: z.number(),
    status: z.enum(IDENTITY_CHANGE_STATUSES),
  }),
};
