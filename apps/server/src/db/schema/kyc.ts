import {
  DOCUMENT_CHANGE_STATUSES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  IDENTITY_CHANGE_STATUSES,
} from '@club/shared/kyc';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { players } from './players';
import { staff } from './staff';

/** Uploaded identity documents. A newer upload of a type supersedes the older one, which stays for the audit trail. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    reviewedAt: tstz('reviewed_at'),
    supersededAt: tstz('superseded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'kyc_documents_type',
      sql`${t.documentType} IN ('government_id', 'address_proof', 'pan_card', 'profile_photo')`,
    ),
    check('kyc_documents_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('kyc_documents_size', sql`${t.fileSize} > 0 AND ${t.fileSize} <= 5242880`),
    index('kyc_documents_player_idx').on(t.playerId, t.documentType, t.createdAt),
  ],
);

/**
 * After KYC approval a player's legal name and PAN change only through staff review (docs/decisions/007):
 * the request holds the old and new values; until it is approved the old values stay in force.
 * One pending request per player; a newer change replaces the pending one's values.
 */
export const identityChangeRequests = pgTable(
  'identity_change_requests',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    oldFirstName: text('old_first_name').notNull(),
    oldLastName: text('old_last_name').notNull(),
    oldPan: text('old_pan'),
    newFirstName: text('new_first_name').notNull(),
    newLastName: text('new_last_name').notNull(),
    newPan: text('new_pan'),
    status: text('status', { enum: IDENTITY_CHANGE_STATUSES }).notNull().default('pending'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
    decidedBy: integer('decided_by').references(() => staff.id),
  },
  (t) => [
    check('identity_change_requests_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    uniqueIndex('identity_change_requests_one_pending').on(t.playerId).where(sql`status = 'pending'`),
    index('identity_change_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** A PAN once verified for a player stays theirs: another account can never take it, even after a change. */
export const reservedPans = pgTable('reserved_pans', {
  pan: text('pan').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  reservedAt: createdAt(),
});

/**
 * A player asks staff to reopen an approved document for upload, with a reason (issue 14 item 15). One
 * pending request per document; approving it reopens the document (rejected, with a note to upload a
 * new copy), rejecting it keeps the document as it is, with the staff note the player reads.
 */
export const documentChangeRequests = pgTable(
  'document_change_requests',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => kycDocuments.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: DOCUMENT_CHANGE_STATUSES }).notNull().default('pending'),
    note: text('note'),
    createdAt: createdAt(),
    decidedAt: tstz('decided_at'),
    decidedBy: integer('decided_by').references(() => staff.id),
  },
  (t) => [
    check('document_change_requests_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    uniqueIndex('document_change_requests_one_pending').on(t.documentId).where(sql`status = 'pending'`),
    index('document_change_requests_status_idx').on(t.status, t.createdAt),
    index('document_change_requests_player_idx').on(t.playerId),
  ],
);
