import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    documentType: text('document_type').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    status: text('status').notNull().default('pending'),
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
